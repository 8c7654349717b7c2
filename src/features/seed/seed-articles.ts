/** Writes the article categories (parents first) and the articles with their rich text bodies. */
import type { Payload } from 'payload'
import { slugify } from '@/lib/slug'
import { articleCategories, authors } from './content/categories'
import { type ArticleSeed, draftArticles, publicationDates, publicationOrder } from './content/articles'
import type { ImageKey } from './images/catalogue'
import { searchBlockField } from './seed-searches'
import { fromMarkup, type LinkResolver } from './lexical'
import { createRandom } from './random'
import { type MediaIds, SEED_CONTEXT } from './seed-media'

export async function seedCategories(payload: Payload): Promise<Record<string, number>> {
  const ids: Record<string, number> = {}
  // Parents are listed before their children, so their ids are known when a child is written.
  for (const category of articleCategories) {
    const doc = await payload.create({
      collection: 'categories',
      data: {
        title: category.title,
        slug: category.slug,
        description: category.description,
        menuOrder: category.menuOrder,
        parent: category.parent ? ids[category.parent] : null,
      },
      context: SEED_CONTEXT,
      depth: 0,
    })
    ids[category.slug] = doc.id
  }
  return ids
}

/** Every picture used in the body, in order, also makes the article's gallery. */
const bodyImages = (article: ArticleSeed) =>
  article.body.flatMap((line) => /^!\[([\w-]+)\]$/.exec(line.trim())?.[1] ?? []) as ImageKey[]

/**
 * A `media:<clé>` link points at that uploaded picture's file. Its name is read back from Payload: it
 * carries a suffix when a file of the same name was already in MEDIA_DIR.
 */
async function mediaLinks(payload: Payload, media: MediaIds): Promise<LinkResolver> {
  const { docs } = await payload.find({
    collection: 'media',
    where: { id: { in: Object.values(media) } },
    pagination: false,
    depth: 0,
  })
  const files = new Map(docs.map((doc) => [doc.id, doc.filename]))
  return (url) => {
    if (!url.startsWith('media:')) return url
    const key = /^media:([\w-]+)$/.exec(url)?.[1]
    const filename = key ? files.get(media[key as ImageKey]) : undefined
    if (!filename) throw new Error(`Image inconnue dans un lien : ${url}`)
    return `/api/media/file/${encodeURIComponent(filename)}`
  }
}

export async function seedArticles(
  payload: Payload,
  media: MediaIds,
  categories: Record<string, number>,
  now: Date,
  searches: Map<string, number> = new Map(),
) {
  const linkUrl = await mediaLinks(payload, media)
  const random = createRandom('articles')
  const ordered = publicationOrder(random)
  const dates = publicationDates(ordered.length, now, random)
  const all = [
    ...ordered.map((a, i) => ({ article: a, date: dates[i] as Date })),
    ...draftArticles.map((a) => ({ article: a, date: null })),
  ]
  for (const [i, { article, date }] of all.entries()) {
    const draft = Boolean(article.draft)
    await payload.create({
      collection: 'articles',
      draft,
      data: {
        title: article.title,
        slug: slugify(article.title),
        excerpt: article.excerpt,
        cover: media[article.image],
        content: fromMarkup(
          article.body,
          (key) => {
            const id = media[key as ImageKey]
            if (!id) throw new Error(`Image inconnue dans « ${article.title} » : ${key}`)
            return id
          },
          linkUrl,
          searchBlockField(searches),
        ),
        images: bodyImages(article).map((key) => media[key]),
        categories: article.categories.map((slug) => {
          const id = categories[slug]
          if (!id) throw new Error(`Catégorie inconnue dans « ${article.title} » : ${slug}`)
          return id
        }),
        publishedAt: date ? date.toISOString() : null,
        authorName: authors[i % authors.length],
        _status: draft ? 'draft' : 'published',
      },
      context: SEED_CONTEXT,
      depth: 0,
    })
  }
  return { published: ordered.length, drafts: draftArticles.length }
}
