import { describe, expect, it } from 'vitest'
import { isSitePath, linkAttributes, relativeUrl, safeHref } from './links'

const SITE = 'https://escale.example'

describe('linkAttributes', () => {
  it('keeps internal links relative and without rel', () => {
    expect(linkAttributes({ url: '/agenda', linkType: 'custom', newTab: false }, SITE)).toEqual({
      href: '/agenda',
    })
    expect(linkAttributes({ url: '#plages', linkType: 'custom' }, SITE)).toEqual({ href: '#plages' })
    expect(linkAttributes({ url: 'https://escale.example/carte?categorie=plages' }, SITE).href).toBe(
      '/carte?categorie=plages',
    )
  })

  it('gives external links rel="noopener"', () => {
    expect(linkAttributes({ url: 'https://www.tourisme.example/' }, SITE)).toEqual({
      href: 'https://www.tourisme.example/',
      rel: 'noopener',
    })
    expect(linkAttributes({ url: 'https://www.tourisme.example/', newTab: true }, SITE)).toEqual({
      href: 'https://www.tourisme.example/',
      target: '_blank',
      rel: 'noopener noreferrer',
    })
  })

  it('builds links to documents from their collection and slug', () => {
    const doc = (relationTo: string) => ({
      linkType: 'internal' as const,
      doc: { relationTo, value: { id: 1, slug: 'fete-de-la-mer' } },
    })
    expect(linkAttributes(doc('pages')).href).toBe('/fete-de-la-mer')
    expect(linkAttributes(doc('articles')).href).toBe('/articles/fete-de-la-mer')
    expect(linkAttributes(doc('events')).href).toBe('/agenda/fete-de-la-mer')
    expect(linkAttributes({ linkType: 'internal', doc: { relationTo: 'pages', value: 3 } }).href).toBe('#')
  })

  it('never lets a script address through', () => {
    expect(linkAttributes({ url: 'javascript:alert(1)' }).href).toBe('#')
    expect(linkAttributes({ url: ' JavaScript:alert(1)' }).href).toBe('#')
    expect(linkAttributes({ url: 'java\tscript:alert(1)', newTab: true }, SITE)).toEqual({
      href: '#',
      target: '_blank',
      rel: 'noopener noreferrer',
    })
  })
})

describe('safeHref', () => {
  it.each([
    ['java\tscript:alert(1)'],
    ['\x01javascript:alert(1)'],
    ['java\nscript:alert(1)'],
    ['java\r\nscript:alert(1)'],
    ['\u0000 javascript:alert(1)'],
    ['JaVaScRiPt:alert(1)'],
    ['vbscript:msgbox(1)'],
    ['data:text/html,<script>alert(1)</script>'],
    ['file:///etc/passwd'],
    ['blob:https://escale.example/x'],
    ['http://[bad'],
    [''],
    ['   '],
  ])('refuses %j', (url) => {
    expect(safeHref(url, SITE)).toBe('#')
    expect(safeHref(url)).toBe('#')
  })

  it('allows http, https, mailto and tel, normalised', () => {
    expect(safeHref('HTTPS://www.tourisme.example', SITE)).toBe('https://www.tourisme.example/')
    expect(safeHref('http://mairie.example/plan?x=1#a', SITE)).toBe('http://mairie.example/plan?x=1#a')
    expect(safeHref('mailto:contact@escale.example', SITE)).toBe('mailto:contact@escale.example')
    expect(safeHref('tel:+33328000000', SITE)).toBe('tel:+33328000000')
  })

  it('keeps links on this site relative, anchors and queries in their form', () => {
    expect(safeHref('/agenda?categorie=plages#liste', SITE)).toBe('/agenda?categorie=plages#liste')
    expect(safeHref('https://escale.example/carte', SITE)).toBe('/carte')
    expect(safeHref('#plages', SITE)).toBe('#plages')
    expect(safeHref('?page=2', SITE)).toBe('?page=2')
    expect(safeHref('agenda', SITE)).toBe('/agenda')
  })

  it('shows where a disguised address really goes', () => {
    expect(safeHref('//evil.example/x', SITE)).toBe('https://evil.example/x')
    expect(safeHref('\\\\evil.example/x', SITE)).toBe('https://evil.example/x')
    expect(linkAttributes({ url: '//evil.example/x' }, SITE).rel).toBe('noopener')
  })
})

describe('relativeUrl', () => {
  it('strips this site’s origin only', () => {
    expect(relativeUrl('https://escale.example/api/media/file/a.webp', SITE)).toBe('/api/media/file/a.webp')
    expect(relativeUrl('https://escale.example', SITE)).toBe('/')
    expect(relativeUrl('https://escale.example.evil/x', SITE)).toBe('https://escale.example.evil/x')
    expect(relativeUrl('/x')).toBe('/x')
  })
})

describe('isSitePath', () => {
  it('tells site paths from anchors and other sites', () => {
    expect(isSitePath('/agenda')).toBe(true)
    expect(isSitePath('#plages')).toBe(false)
    expect(isSitePath('//cdn.example/x')).toBe(false)
    expect(isSitePath('https://escale.example/')).toBe(false)
  })
})
