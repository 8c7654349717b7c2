import 'server-only'
import type { TypedUser, Where } from 'payload'
import { PUBLISHED, publishedAnd } from '@/lib/access'
import { cachedRead } from '@/lib/cache/reads'
import { payloadClient } from '@/lib/payload'
import { latestVersionBySlug } from '@/features/publishing/latest-version'
import { archiveMonths } from './archive-months'
import { monthInterval, type ListingQuery } from './listing-query'

/** Articles per listing page (also the load-more batch size). */
export const ARTICLES_PER_PAGE = 12

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
export const getCategories = cachedRead('categories', async () => {
  const payload = await payloadClient()
  const { docs } = await payload.find({
    collection: 'categories',
    sort: 'menuOrder',
    pagination: false,
    depth: 0,
    select: { title: true, slug: true, description: true, parent: true, menuOrder: true, updatedAt: true },
  })
  return docs
})

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
  if (query.kind === 'all') return PUBLISHED
  if (query.kind === 'category') {
    const ids = await categoryFamily(query.slug)
    return ids && publishedAnd({ categories: { in: ids } })
  }
  const { from, to } = monthInterval(query.year, query.month)
  return publishedAnd({ publishedAt: { greater_than_equal: from } }, { publishedAt: { less_than: to } })
}

/**
 * One page of a listing, newest first, with what a card shows. Null when the query names a category that
 * does not exist. Kept in memory only: the query and page come from the address or a load-more request.
 */
export const getListingPage = cachedRead(
  'listing-page',
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
  { keyedByVisitor: true },
)

export type ListingPage = NonNullable<Awaited<ReturnType<typeof getListingPage>>>
export type ArticleCardData = ListingPage['docs'][number]

/** A published article by slug, or null. In memory only: any slug can be asked for. */
export const getArticleBySlug = cachedRead(
  'article-by-slug',
  async (slug: string) => {
    const payload = await payloadClient()
    const { docs } = await payload.find({
      collection: 'articles',
      where: publishedAnd({ slug: { equals: slug } }),
      limit: 1,
      depth: 2,
      overrideAccess: false,
    })
    return docs[0] ?? null
  },
  { keyedByVisitor: true },
)

/**
 * The latest version of an article, draft or published, for the editor previewing it (never cached);
 * read with the editor's own access.
 */
export const getArticleDraftBySlug = (slug: string, editor: TypedUser) =>
  latestVersionBySlug('articles', slug, 2, editor)

/** Up to `limit` other published articles sharing a category with this one, newest first. */
export const getRelatedArticles = cachedRead(
  'related-articles',
  async (articleId: number, categoryIds: number[], limit: number = 3) => {
    if (categoryIds.length === 0) return []
    const payload = await payloadClient()
    const { docs } = await payload.find({
      collection: 'articles',
      where: publishedAnd({ id: { not_equals: articleId } }, { categories: { in: categoryIds } }),
      sort: '-publishedAt',
      limit,
      depth: 1,
      select: cardSelect,
      populate: cardPopulate,
      overrideAccess: false,
    })
    return docs
  },
)

/** The latest published articles for the RSS feed, with their categories and cover. */
export const getFeedArticles = cachedRead('feed-articles', async (limit: number) => {
  const payload = await payloadClient()
  const { docs } = await payload.find({
    collection: 'articles',
    where: PUBLISHED,
    sort: '-publishedAt',
    limit,
    depth: 1,
    select: {
      title: true,
      slug: true,
      excerpt: true,
      publishedAt: true,
      authorName: true,
      categories: true,
      cover: true,
    },
    overrideAccess: false,
  })
  return docs
})

/** A public address and when its content last changed, for the sitemap. */
export type SitePath = { path: string; updatedAt: string }

/** The address of every published article. */
export const getArticlePaths = cachedRead('article-paths', async (): Promise<SitePath[]> => {
  const payload = await payloadClient()
  const { docs } = await payload.find({
    collection: 'articles',
    where: PUBLISHED,
    select: { slug: true, updatedAt: true },
    pagination: false,
    depth: 0,
    overrideAccess: false,
  })
  return docs.map((doc) => ({ path: `/articles/${doc.slug}`, updatedAt: doc.updatedAt }))
})

/** The months that have published articles, with their counts, newest first (the archives list). */
export const getArchiveMonths = cachedRead('archive-months', async () => {
  const payload = await payloadClient()
  const { docs } = await payload.find({
    collection: 'articles',
    where: PUBLISHED,
    select: { publishedAt: true, updatedAt: true },
    pagination: false,
    depth: 0,
    overrideAccess: false,
  })
  return archiveMonths(
    docs.flatMap((doc) =>
      doc.publishedAt ? [{ publishedAt: doc.publishedAt, updatedAt: doc.updatedAt }] : [],
    ),
  )
})

/** The address of every archive month, dated by its newest article's change. */
export async function getArchivePaths(): Promise<SitePath[]> {
  return (await getArchiveMonths()).map((month) => ({ path: month.path, updatedAt: month.updatedAt }))
}

/** The address of every category. */
export async function getCategoryPaths(): Promise<SitePath[]> {
  return (await getCategories()).map((doc) => ({ path: `/categorie/${doc.slug}`, updatedAt: doc.updatedAt }))
}
