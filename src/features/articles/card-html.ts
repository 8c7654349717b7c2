import { asMedia, imageSource } from '@/features/media/image'
import { formatLongDate, isoDay } from '@/lib/dates'
import { html, type SafeHtml } from '@/lib/html'
import { commentCountText } from '@/features/comments/rules'
import type { ArticleCardData } from './queries'

/** A card's article, with its approved-comment count when the page counted them. */
export type CardArticle = ArticleCardData & { commentCount?: number }

const SIZES = '(max-width: 599px) 100vw, (max-width: 999px) 50vw, (max-width: 1299px) 33vw, 25vw'

const categoryTitle = (value: unknown) =>
  value && typeof value === 'object' && 'title' in value ? String((value as { title: string }).title) : null

/**
 * An image for server-built markup. Lazy images carry data-src/data-srcset for the lazy loader (which
 * starts 500 px before the viewport, 370 px on small screens) and a <noscript> copy for browsers without
 * JavaScript. Eager images (above the fold) and images under 40 px load at once.
 */
export function imageHtml(
  media: unknown,
  { sizes, className, eager }: { sizes: string; className: string; eager: boolean },
) {
  const doc = asMedia(media)
  const source = doc && imageSource(doc)
  if (!source) return null
  const { src, srcSet, width, height, alt } = source
  if (eager || width < 40 || height < 40) {
    return html`<img class="${className}" src="${src}" srcset="${srcSet}" sizes="${sizes}" width="${width}" height="${height}" alt="${alt}"${eager ? html` fetchpriority="high"` : ''}>`
  }
  return html`<img class="${className} lazyload" data-src="${src}" data-srcset="${srcSet}" data-sizes="auto" width="${width}" height="${height}" alt="${alt}"><noscript><img class="${className}" src="${src}" srcset="${srcSet}" sizes="${sizes}" width="${width}" height="${height}" alt="${alt}" loading="lazy"></noscript>`
}

/** One grid item. The same markup serves the first page and every load-more batch. */
export function articleCardHtml(article: CardArticle, { eager = false } = {}): SafeHtml {
  const category = categoryTitle(article.categories?.[0])
  return html`<article class="grid-item"><div class="card">${imageHtml(article.cover, { sizes: SIZES, className: 'card__image', eager })}<div class="card__body">${
    category ? html`<p class="card__category">${category}</p>` : ''
  }<h3 class="card__title"><a class="card__link" href="/articles/${article.slug ?? ''}">${article.title}</a></h3>${metaHtml(article)}${
    article.excerpt ? html`<p class="card__excerpt">${article.excerpt}</p>` : ''
  }</div></div></article>`
}

/** The date and the comment count on one line (« 14 juillet 2026 · 3 commentaires »). */
function metaHtml(article: CardArticle): SafeHtml | '' {
  const date = article.publishedAt
    ? html`<time class="card__date" datetime="${isoDay(article.publishedAt)}">${formatLongDate(article.publishedAt)}</time>`
    : ''
  const comments = article.commentCount
    ? html`<span class="card__comments">${commentCountText(article.commentCount)}</span>`
    : ''
  if (!date && !comments) return ''
  return html`<p class="card__meta">${date}${date && comments ? ' ' : ''}${comments}</p>`
}

export const articleCardsHtml = (articles: CardArticle[], eagerCount = 0) =>
  html`${articles.map((article, index) => articleCardHtml(article, { eager: index < eagerCount }))}`
