import createDOMPurify from 'dompurify'
import { JSDOM } from 'jsdom'
import { describe, expect, it } from 'vitest'
import { ICON_SIZE, PIN_PATH } from '@/features/map/icons'
import { createSvgSanitizer } from '@/lib/svg-sanitize'
import { placeCategories } from '../content/place-categories'
import { pictogramColor, pictograms, pinSvg } from './pictograms'

const window = new JSDOM('').window as unknown as Window & typeof globalThis
const sanitize = createSvgSanitizer(createDOMPurify(window), window)
const parse = (markup: string) =>
  new window.DOMParser().parseFromString(markup, 'image/svg+xml').documentElement as unknown as SVGSVGElement

const every = placeCategories.flatMap((category) => [category, ...category.subcategories])
const DRAWING = 'path, circle'

/** WCAG contrast ratio of two #rrggbb colours. */
function contrast(a: string, b: string) {
  const lum = (hex: string) => {
    const [r, g, b] = [1, 3, 5].map((i) => {
      const c = Number.parseInt(hex.slice(i, i + 2), 16) / 255
      return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4
    }) as [number, number, number]
    return 0.2126 * r + 0.7152 * g + 0.0722 * b
  }
  const [hi, lo] = [lum(a), lum(b)].sort((x, y) => y - x) as [number, number]
  return (hi + 0.05) / (lo + 0.05)
}

describe('map pictograms', () => {
  it('give every demo category and sub-category a pictogram of its own', () => {
    const names = every.map((category) => category.glyph)
    expect(new Set(names).size).toBe(every.length)
    for (const name of names) expect(pictograms[name]).toBeTruthy()
  })

  it('are drawn with paths and circles in currentColor, never with text', () => {
    for (const [name, markup] of Object.entries(pictograms)) {
      expect(markup, name).not.toMatch(/<text|<tspan|#[0-9a-f]{3,6}/i)
      const g = parse(`<g xmlns="http://www.w3.org/2000/svg">${markup}</g>`)
      expect(g.textContent, name).toBe('')
      const shapes = [...g.children]
      expect(shapes.length, name).toBeGreaterThan(0)
      for (const shape of shapes) {
        expect(['path', 'circle'], name).toContain(shape.localName)
        const paint = [shape.getAttribute('fill'), shape.getAttribute('stroke')]
        expect(paint, name).toContain('currentColor')
      }
    }
  })
})

describe('pin files', () => {
  it('have the map marker’s shape and size, and its tip at the bottom', () => {
    const svg = parse(pinSvg('#264653', 'bed'))
    expect([svg.getAttribute('width'), svg.getAttribute('height')]).toEqual(ICON_SIZE.map(String))
    expect(svg.getAttribute('viewBox')).toBe(`0 0 ${ICON_SIZE[0]} ${ICON_SIZE[1]}`)
    expect(svg.querySelector('path')?.getAttribute('d')).toBe(PIN_PATH)
    expect(svg.querySelector('path')?.getAttribute('fill')).toBe('#264653')
  })

  it('hold no text at all, not even whitespace: inlined beside a filter, they add no word to its label', () => {
    for (const category of every) {
      const markup = pinSvg(category.color, category.glyph)
      expect(markup).not.toMatch(/>\s+</)
      expect(parse(markup).textContent).toBe('')
    }
  })

  it('keep their drawing through the svg sanitizer (upload and inlining)', () => {
    for (const category of every) {
      const markup = pinSvg(category.color, category.glyph)
      const clean = sanitize(markup)
      expect(clean, category.slug).not.toBeNull()
      expect(clean!.querySelectorAll(DRAWING).length).toBe(parse(markup).querySelectorAll(DRAWING).length)
      expect(clean!.querySelectorAll(DRAWING).length).toBeGreaterThan(1)
      const glyph = clean!.querySelector('g')!
      expect(glyph.getAttribute('color')).toBe(pictogramColor(category.color))
      expect(glyph.getAttribute('transform')).toBeTruthy()
      expect(clean!.innerHTML).toContain('currentColor')
    }
  })

  it('draw the pictogram white, or dark on a light pin: 3:1 at least on every demo colour', () => {
    expect(pictogramColor('#264653')).toBe('#ffffff')
    expect(pictogramColor('#f08a4b')).toBe('#1c2a33')
    for (const category of every)
      expect(contrast(pictogramColor(category.color), category.color), category.slug).toBeGreaterThanOrEqual(
        3,
      )
  })
})
