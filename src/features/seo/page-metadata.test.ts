import { describe, expect, it } from 'vitest'
import {
  buildPageMetadata,
  DEFAULT_SHARE_IMAGE,
  DESCRIPTION_MAX_LENGTH,
  shortDescription,
} from './page-metadata'

const site = { siteName: 'Escale', description: 'Le guide de Bray-Dunes.', tagline: 'La côte flamande' }

describe('page metadata', () => {
  it('gives every page a canonical path, a French Open Graph card and the default share image', () => {
    const meta = buildPageMetadata({ title: 'Agenda', path: '/agenda' }, site)
    expect(meta.title).toBe('Agenda')
    expect(meta.description).toBe('Le guide de Bray-Dunes.')
    expect(meta.alternates).toEqual({ canonical: '/agenda' })
    expect(meta.robots).toBeUndefined()
    expect(meta.openGraph).toMatchObject({
      type: 'website',
      locale: 'fr_FR',
      siteName: 'Escale',
      title: 'Agenda',
      url: '/agenda',
      images: [DEFAULT_SHARE_IMAGE],
    })
    expect(meta.twitter).toMatchObject({ card: 'summary_large_image', images: ['/og-image.png'] })
  })

  it('falls back on the tagline when the site has no description', () => {
    const meta = buildPageMetadata({ title: 'Carte', path: '/carte' }, { ...site, description: null })
    expect(meta.description).toBe('La côte flamande')
  })

  it('shares the large rendition of a media document, on the site’s own address', () => {
    const image = {
      url: 'http://cms.example:3000/api/media/file/dune.jpg',
      width: 3000,
      height: 2000,
      alt: 'La dune',
      sizes: {
        large: { url: 'http://cms.example:3000/api/media/file/dune-1400x933.jpg', width: 1400, height: 933 },
      },
    }
    const meta = buildPageMetadata({ title: 'La dune', path: '/articles/la-dune', image }, site)
    expect(meta.openGraph?.images).toEqual([
      { url: '/api/media/file/dune-1400x933.jpg', width: 1400, height: 933, alt: 'La dune' },
    ])
    const original = buildPageMetadata(
      { title: 'La dune', path: '/x', image: { ...image, sizes: null } },
      site,
    )
    expect(original.openGraph?.images).toEqual([
      { url: '/api/media/file/dune.jpg', width: 3000, height: 2000, alt: 'La dune' },
    ])
  })

  it('describes an article with its dates and authors', () => {
    const meta = buildPageMetadata(
      {
        title: 'La dune',
        path: '/articles/la-dune',
        type: 'article',
        article: { publishedTime: '2026-05-01T08:00:00.000Z', modifiedTime: null, authors: ['Marie'] },
      },
      site,
    )
    expect(meta.openGraph).toMatchObject({
      type: 'article',
      locale: 'fr_FR',
      publishedTime: '2026-05-01T08:00:00.000Z',
      authors: ['Marie'],
    })
  })

  it('keeps the site name out of a full title, and marks pages kept out of search engines', () => {
    const home = buildPageMetadata({ title: 'Escale', fullTitle: true, path: '/' }, site)
    expect(home.title).toEqual({ absolute: 'Escale' })
    expect(home.openGraph?.title).toBe('Escale')
    const filtered = buildPageMetadata({ title: 'Agenda', path: '/agenda', noindex: true }, site)
    expect(filtered.robots).toEqual({ index: false, follow: true })
  })

  it('links the other formats of a page', () => {
    const meta = buildPageMetadata(
      { title: 'Agenda', path: '/agenda', formats: { 'text/calendar': '/agenda.ics' } },
      site,
    )
    expect(meta.alternates).toEqual({ canonical: '/agenda', types: { 'text/calendar': '/agenda.ics' } })
  })
})

describe('short descriptions', () => {
  it('fold whitespace and leave short text whole', () => {
    expect(shortDescription('  La plage\n\net  les dunes ')).toBe('La plage et les dunes')
    expect(shortDescription('   ')).toBeUndefined()
    expect(shortDescription(null)).toBeUndefined()
  })

  it('cut long text at a whole word, with an ellipsis, within the limit', () => {
    const text = 'Le marché du dimanche réunit les producteurs de la côte, '.repeat(6)
    const short = shortDescription(text)!
    expect(short.length).toBeLessThanOrEqual(DESCRIPTION_MAX_LENGTH)
    expect(short.endsWith('…')).toBe(true)
    expect(text.startsWith(short.slice(0, -1))).toBe(true)
    expect(text.charAt(short.length - 1)).toMatch(/[\s,]/)
  })
})
