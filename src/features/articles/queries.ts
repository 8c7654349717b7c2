import 'server-only'
import { unstable_cache } from 'next/cache'
import type { Where } from 'payload'
import { MEMORY_ONLY_TAG } from '@/lib/cache/disk-policy.mjs'
import { payloadClient } from '@/lib/payload'
import { monthInterval, type ListingQuery } from './listing-query'

/** Articles per listing page (also the load-more batch size). */
export const ARTICLES_PER_PAGE = 12

const published: Where = { _status: { equals: 'published' } }

/** Only what a card shows of the related documents: keeps cached entries small and fast to read. */
const cardPopulate = {
  // url is computed from filename, so filename must be read too.
  media: { filename: true, mimeType: true, url: true, width: true, height: true, alt: true, sizes: true },
  categories: { title: true, slug: true },
} as const

const cardSelect = {
  title: true,
  slug: true,
  excerpt: true,
  cover: true,
  categories: true,
  publishedAt: true,
} as const

/** Every category with its parent, for menus, listings and breadcrumbs. */
export const getCategories = unstable_cache(
  async () => {
    const payload = await payloadClient()
    const { docs } = await payload.find({
      collection: 'categories',
      sort: 'menuOrder',
      pagination: false,
      depth: 0,
      select: { title: true, slug: true, description: true, parent: true, menuOrder: true },
    })
    return docs
  },
  ['categories'],
  { tags: ['categories'] },
)

export async function getCategoryBySlug(slug: string) {
  return (await getCategories()).find((category) => category.slug === slug) ?? null
}

/** A category and its descendants: a parent category's page lists its children's articles too. */
async function categoryFamily(slug: string): Promise<number[] | null> {
  const categories = await getCategories()
  const root = categories.find((category) => category.slug === slug)
  if (!root) return null
  const ids = [root.id]
  for (let i = 0; i < ids.length; i++) {
    for (const category of categories)
      if (category.parent === ids[i] && !ids.includes(category.id)) ids.push(category.id)
  }
  return ids
}

async function whereFor(query: ListingQuery): Promise<Where | null> {
  if (query.kind === 'all') return published
  if (query.kind === 'category') {
    const ids = await categoryFamily(query.slug)
    return ids && { and: [published, { categories: { in: ids } }] }
  }
  const { from, to } = monthInterval(query.year, query.month)
  return {
    and: [published, { publishedAt: { greater_than_equal: from } }, { publishedAt: { less_than: to } }],
  }
}

/**
 * One page of a listing, newest first, with what a card shows. Null when the query names a category that
 * does not exist. Kept in memory only: the query and page come from the address or a load-more request.
 */
export const getListingPage = unstable_cache(
  async (query: ListingQuery, page: number, perPage: number = ARTICLES_PER_PAGE) => {
    const where = await whereFor(query)
    if (!where) return null
    const payload = await payloadClient()
    const result = await payload.find({
      collection: 'articles',
      where,
      sort: '-publishedAt',
      page,
      limit: perPage,
      depth: 1,
      select: cardSelect,
      populate: cardPopulate,
      overrideAccess: false,
    })
    return { docs: result.docs, page, totalPages: result.totalPages, totalDocs: result.totalDocs }
  },
  ['listing-page'],
  { tags: ['articles', 'categories', MEMORY_ONLY_TAG] },
)

export type ListingPage = NonNullable<Awaited<ReturnType<typeof getListingPage>>>
export type ArticleCardData = ListingPage['docs'][number]

/** A published article by slug, or null. In memory only: any slug can be asked for. */
export const getArticleBySlug = unstable_cache(
  async (slug: string) => {
    const payload = await payloadClient()
    const { docs } = await payload.find({
      collection: 'articles',
      where: { and: [published, { slug: { equals: slug } }] },
      limit: 1,
      depth: 2,
      overrideAccess: false,
    })
    return docs[0] ?? null
  },
  ['article-by-slug'],
  { tags: ['articles', MEMORY_ONLY_TAG] },
)

/** Up to `limit` other published articles sharing a category with this one, newest first. */
export const getRelatedArticles = unstable_cache(
  async (articleId: number, categoryIds: number[], limit: number = 3) => {
    if (categoryIds.length === 0) return []
    const payload = await payloadClient()
    const { docs } = await payload.find({
      collection: 'articles',
      where: { and: [published, { id: { not_equals: articleId } }, { categories: { in: categoryIds } }] },
      sort: '-publishedAt',
      limit,
      depth: 1,
      select: cardSelect,
      populate: cardPopulate,
      overrideAccess: false,
    })
    return docs
  },
  ['related-articles'],
  { tags: ['articles'] },
)
