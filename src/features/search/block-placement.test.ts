import { describe, expect, it } from 'vitest'
import type { RichTextContent, RichTextNode } from '@/features/richtext/headings'
import { searchBlockPlacements } from './block-placement'

const heading = (tag: string): RichTextNode => ({ type: 'heading', tag, children: [] })
const paragraph = (): RichTextNode => ({ type: 'paragraph', children: [] })
const block = (blockType = 'searchBar'): RichTextNode => ({ type: 'block', fields: { blockType } })
const doc = (children: RichTextNode[]): RichTextContent => ({ root: { children } })

describe('the search blocks of a text', () => {
  it('numbers them from 3 in the order of the text, other blocks aside', () => {
    const first = block()
    const weather = block('weather')
    const second = block()
    const placements = searchBlockPlacements(doc([paragraph(), first, weather, heading('h2'), second]))
    expect(placements.get(first)).toMatchObject({ instance: 3, order: 0 })
    expect(placements.get(second)).toMatchObject({ instance: 4, order: 1 })
    expect(placements.has(weather)).toBe(false)
  })

  it('titles each one level below the heading before it, h2 before any', () => {
    const top = block()
    const underH2 = block()
    const underH4 = block()
    const placements = searchBlockPlacements(
      doc([top, heading('h2'), paragraph(), underH2, heading('h3'), heading('h4'), underH4]),
    )
    expect(placements.get(top)?.headingLevel).toBe(2)
    expect(placements.get(underH2)?.headingLevel).toBe(3)
    expect(placements.get(underH4)?.headingLevel).toBe(5)
  })

  it('leaves out the blocks past the instances a page may hold, and reads an empty text', () => {
    const blocks = Array.from({ length: 24 }, () => block())
    const placements = searchBlockPlacements(doc(blocks))
    expect(placements.size).toBe(23)
    expect(placements.get(blocks[22]!)?.instance).toBe(25)
    expect(placements.has(blocks[23]!)).toBe(false)
    expect(searchBlockPlacements(null).size).toBe(0)
  })
})
