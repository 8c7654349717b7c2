import { describe, expect, it } from 'vitest'
import { categories } from './fixtures'
import { ICON_ANCHOR, ICON_SIZE, iconOptions, markerCategory } from './icons'

const [nature, plages, dunes] = categories as [
  (typeof categories)[0],
  (typeof categories)[0],
  (typeof categories)[0],
]

describe('marker icons', () => {
  it('anchors every icon at 14/39 px in a 28 × 40 box', () => {
    expect(ICON_ANCHOR).toEqual([14, 39])
    for (const options of [
      iconOptions(plages),
      iconOptions(dunes),
      iconOptions(dunes, 3),
      iconOptions(undefined),
    ]) {
      expect(options.iconAnchor).toEqual([14, 39])
      expect(options.iconSize).toEqual(ICON_SIZE)
    }
  })

  it('uses the category’s icon image when it has one', () => {
    expect(iconOptions(plages)).toMatchObject({
      kind: 'image',
      iconUrl: '/api/media/file/plages.svg',
      key: '2',
      className: 'place-marker',
    })
  })

  it('draws a pin in the category’s colour otherwise, grey #6b6b6b by default', () => {
    const drawn = iconOptions(dunes)
    expect(drawn).toMatchObject({ kind: 'drawn', key: '3' })
    expect(drawn.kind === 'drawn' && drawn.html).toContain('fill="#52b788"')
    const none = iconOptions(undefined)
    expect(none.kind === 'drawn' && none.html).toContain('fill="#6b6b6b"')
    const bad = iconOptions({ ...dunes, color: '"><script>' })
    expect(bad.kind === 'drawn' && bad.html).toContain('fill="#6b6b6b"')
  })

  it('has a simple numbered variant, one icon per category and number', () => {
    const numbered = iconOptions(plages, 12)
    expect(numbered).toMatchObject({
      kind: 'drawn',
      key: '2#12',
      className: 'place-marker place-marker--numbered',
    })
    expect(numbered.kind === 'drawn' && numbered.html).toMatch(/<text[^>]*>12<\/text>/)
    expect(numbered.kind === 'drawn' && numbered.html).toContain('fill="#1f7a70"')
  })

  it('styles a marker by its sub-category when that has an icon, else by its category', () => {
    expect(markerCategory(nature, plages)).toBe(plages)
    expect(markerCategory(nature, dunes)).toBe(nature)
    expect(markerCategory(nature, undefined)).toBe(nature)
    expect(markerCategory(undefined, dunes)).toBe(dunes)
  })
})
