import { describe, expect, it } from 'vitest'
import { articleJsonLd, breadcrumbJsonLd, jsonLdText } from './jsonld'

describe('JSON-LD', () => {
  it('describes an article with absolute URLs', () => {
    const data = articleJsonLd('https://escale.example', 'Escale', {
      title: 'La dune Marchand',
      slug: 'la-dune-marchand',
      publishedAt: '2026-05-01T08:00:00.000Z',
      updatedAt: '2026-05-02T08:00:00.000Z',
      imageUrl: '/api/media/file/dune.jpg',
    })
    expect(data).toMatchObject({
      '@type': 'Article',
      headline: 'La dune Marchand',
      url: 'https://escale.example/articles/la-dune-marchand',
      image: ['https://escale.example/api/media/file/dune.jpg'],
      datePublished: '2026-05-01T08:00:00.000Z',
      author: { '@type': 'Organization', name: 'Escale' },
    })
  })

  it('adds the readers’ votes as an AggregateRating once there is one', () => {
    const base = { title: 'T', slug: 't', updatedAt: '2026-05-02T08:00:00.000Z' }
    expect(articleJsonLd('https://e.x', 'Escale', base).aggregateRating).toBeUndefined()
    expect(
      articleJsonLd('https://e.x', 'Escale', { ...base, rating: { count: 0, average: 0 } }).aggregateRating,
    ).toBeUndefined()
    expect(
      articleJsonLd('https://e.x', 'Escale', { ...base, rating: { count: 3, average: 4.333 } })
        .aggregateRating,
    ).toEqual({ '@type': 'AggregateRating', ratingValue: 4.3, ratingCount: 3, bestRating: 5, worstRating: 1 })
  })

  it('lists the approved comments with their count, replies pointing to their parent', () => {
    const base = { title: 'T', slug: 't', updatedAt: '2026-05-02T08:00:00.000Z' }
    expect(articleJsonLd('https://e.x', 'Escale', base)).toMatchObject({ commentCount: 0 })
    const comments = [
      {
        id: 1,
        parent: null,
        authorName: 'Claire',
        content: 'Question ?',
        createdAt: '2026-05-03T08:00:00.000Z',
      },
      { id: 2, parent: 1, authorName: 'Office', content: 'Réponse.', createdAt: '2026-05-03T09:00:00.000Z' },
    ]
    const data = articleJsonLd('https://e.x', 'Escale', { ...base, comments })
    expect(data.commentCount).toBe(2)
    expect(data.comment).toEqual([
      {
        '@type': 'Comment',
        '@id': 'https://e.x/articles/t#comment-1',
        url: 'https://e.x/articles/t#comment-1',
        author: { '@type': 'Person', name: 'Claire' },
        dateCreated: '2026-05-03T08:00:00.000Z',
        text: 'Question ?',
      },
      expect.objectContaining({ parentItem: { '@id': 'https://e.x/articles/t#comment-1' } }),
    ])
  })

  it('numbers breadcrumb items from 1', () => {
    const data = breadcrumbJsonLd('https://e.x', [
      { name: 'Accueil', path: '/' },
      { name: 'Actualités', path: '/articles' },
    ])
    expect(data.itemListElement).toEqual([
      { '@type': 'ListItem', position: 1, name: 'Accueil', item: 'https://e.x/' },
      { '@type': 'ListItem', position: 2, name: 'Actualités', item: 'https://e.x/articles' },
    ])
  })

  it('cannot be closed early by text containing </script>', () => {
    expect(jsonLdText({ a: '</script><script>alert(1)</script>' })).not.toContain('</script>')
  })
})
