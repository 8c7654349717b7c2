import { describe, expect, it } from 'vitest'
import { isSitePath, linkAttributes, relativeUrl } from './links'

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
