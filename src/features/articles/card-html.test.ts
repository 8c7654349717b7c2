import { describe, expect, it } from 'vitest'
import { articleCardHtml, imageHtml, type CardArticle } from './card-html'
import type { ArticleCardData } from './queries'

const media = (width: number, height: number) => ({
  url: 'http://localhost:3000/api/media/file/digue.jpg',
  width,
  height,
  alt: 'La digue au couchant',
  sizes: { card: { url: '/api/media/file/digue-400x250.webp', width: 400 } },
})
const options = { sizes: '100vw', className: 'card__image', eager: false }

describe('imageHtml', () => {
  it('lazy: data-src and data-srcset for the loader, a <noscript> copy, and the real size reserved', () => {
    const markup = imageHtml(media(1600, 1000), options)!.toString()
    expect(markup).toMatch(/^<img class="card__image lazyload" data-src="\/api\/media\/file\/digue\.jpg"/)
    expect(markup).toContain(
      'data-srcset="/api/media/file/digue-400x250.webp 400w, /api/media/file/digue.jpg 1600w"',
    )
    expect(markup).toContain('width="1600" height="1000"')
    expect(markup).not.toMatch(/<img[^>]* src=[^>]*lazyload/)
    expect(markup).toMatch(
      /<noscript><img class="card__image" src="\/api\/media\/file\/digue\.jpg"[^>]*loading="lazy"><\/noscript>$/,
    )
  })

  it.each([
    [39, 200],
    [200, 39],
  ])('an image under 40 px (%i × %i) loads at once', (width, height) => {
    const markup = imageHtml(media(width, height), options)!.toString()
    expect(markup).not.toContain('lazyload')
    expect(markup).toContain('src="/api/media/file/digue.jpg"')
    expect(markup).not.toContain('fetchpriority')
  })

  it('an eager image (above the fold) loads at once with high priority', () => {
    const markup = imageHtml(media(1600, 1000), { ...options, eager: true })!.toString()
    expect(markup).not.toContain('lazyload')
    expect(markup).toContain('fetchpriority="high"')
  })

  it('gives nothing for a missing or unsized image', () => {
    expect(imageHtml(null, options)).toBeNull()
    expect(imageHtml({ url: '/x.jpg', alt: 'x' }, options)).toBeNull()
  })
})

describe('articleCardHtml', () => {
  it('escapes what editors typed', () => {
    const article = {
      id: 1,
      slug: 'a-b',
      title: 'Moules & frites <script>alert(1)</script>',
      excerpt: '"Bon" appétit',
      publishedAt: '2026-07-14T10:00:00.000Z',
      categories: [{ id: 2, title: 'Saveurs <b>' }],
      cover: null,
    } as unknown as ArticleCardData
    const markup = articleCardHtml(article).toString()
    expect(markup).toContain('Moules &amp; frites &lt;script&gt;alert(1)&lt;/script&gt;')
    expect(markup).toContain('<p class="card__category">Saveurs &lt;b&gt;</p>')
    expect(markup).toContain('&quot;Bon&quot; appétit')
    expect(markup).toContain('<time class="card__date" datetime="2026-07-14">14 juillet 2026</time>')
    expect(markup).not.toContain('<img')
  })

  it('writes the date and the comment count on one line, either alone', () => {
    const card = (fields: Partial<CardArticle>) =>
      articleCardHtml({
        id: 1,
        slug: 'a',
        title: 'A',
        categories: [],
        cover: null,
        publishedAt: null,
        ...fields,
      } as unknown as CardArticle).toString()
    expect(card({ publishedAt: '2026-08-01T10:00:00.000Z', commentCount: 3 })).toContain(
      '<p class="card__meta"><time class="card__date" datetime="2026-08-01">1er août 2026</time> <span class="card__comments">3 commentaires</span></p>',
    )
    expect(card({ commentCount: 1 })).toContain(
      '<p class="card__meta"><span class="card__comments">1 commentaire</span></p>',
    )
    expect(card({})).not.toContain('card__meta')
  })
})
