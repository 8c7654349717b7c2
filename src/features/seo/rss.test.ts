import { describe, expect, it } from 'vitest'
import { buildRss } from './rss'

describe('buildRss', () => {
  it('writes an RSS 2.0 channel with absolute, escaped items', () => {
    const xml = buildRss({ name: 'Escale', description: 'Guide', url: 'https://escale.example' }, [
      {
        title: 'Moules & frites <en fête>',
        slug: 'moules-frites',
        excerpt: 'Au bord de la mer',
        publishedAt: '2026-07-14T10:00:00.000Z',
      },
    ])
    expect(xml).toContain('<rss version="2.0"')
    expect(xml).toContain('<language>fr</language>')
    expect(xml).toContain('<link>https://escale.example/articles/moules-frites</link>')
    expect(xml).toMatch(/Moules &amp; frites &lt;en fête&gt;|<!\[CDATA\[Moules & frites <en fête>\]\]>/)
    expect(xml).toContain('Tue, 14 Jul 2026 10:00:00 GMT')
  })
})
