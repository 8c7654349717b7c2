import { JSDOM } from 'jsdom'
import { describe, expect, it } from 'vitest'
import { buildRss } from './rss'

const SITE = { name: 'Escale', description: 'Guide', url: 'https://escale.example' }

/** The feed as a reader sees it: parsed as XML, then the item's title and description shown as HTML. */
function readItem(xml: string) {
  const doc = new JSDOM(xml, { contentType: 'text/xml' }).window.document
  expect(doc.getElementsByTagName('parsererror')).toHaveLength(0)
  const item = doc.getElementsByTagName('item')[0]
  const shownAsHtml = (tag: string) => {
    const box = new JSDOM('').window.document.createElement('div')
    box.innerHTML = item.getElementsByTagName(tag)[0].textContent ?? ''
    return { text: box.textContent, elements: box.children.length }
  }
  return { title: shownAsHtml('title'), description: shownAsHtml('description') }
}

describe('buildRss', () => {
  it('writes an RSS 2.0 channel with absolute items', () => {
    const xml = buildRss(SITE, [
      { title: 'Fête de la mer', slug: 'fete', excerpt: 'Au bord', publishedAt: '2026-07-14T10:00:00.000Z' },
    ])
    expect(xml).toContain('<rss version="2.0"')
    expect(xml).toContain('<language>fr</language>')
    expect(xml).toContain('<link>https://escale.example/articles/fete</link>')
    expect(xml).toContain('Tue, 14 Jul 2026 10:00:00 GMT')
  })

  it('names each populated category of an item, with the address of its listing', () => {
    const xml = buildRss(SITE, [
      {
        title: 'Marché',
        slug: 'marche',
        publishedAt: '2026-07-14T10:00:00.000Z',
        categories: [{ title: 'Sorties & loisirs', slug: 'sorties' }, 7],
      },
    ])
    const doc = new JSDOM(xml, { contentType: 'text/xml' }).window.document
    const categories = [...doc.getElementsByTagName('category')]
    expect(categories.map((category) => category.textContent)).toEqual(['Sorties & loisirs'])
    expect(categories[0].getAttribute('domain')).toBe('https://escale.example/categorie/sorties')
  })

  it('shows a plain-text title and excerpt as written: no markup, no CDATA break-out', () => {
    const title = 'Moules & frites <b>en fête</b> ]]> <script>x()</script>'
    const excerpt = 'Un <img src=x onerror=alert(1)> extrait ]]><evil/> & la suite'
    const xml = buildRss(SITE, [{ title, slug: 'moules', excerpt, publishedAt: '2026-07-14T10:00:00.000Z' }])
    expect(xml).not.toContain('<b>')
    expect(xml).not.toContain('<evil/>')
    const item = readItem(xml)
    expect(item.title).toEqual({ text: title, elements: 0 })
    expect(item.description).toEqual({ text: excerpt, elements: 0 })
  })
})
