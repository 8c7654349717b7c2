import 'server-only'
import { unstable_cache } from 'next/cache'
import type { Where } from 'payload'
import { payloadClient } from '@/lib/payload'

/** Articles per listing page (also the load-more batch size). */
export const ARTICLES_PER_PAGE = 12

const published: Where = { _status: { equals: 'published' } }

const cardSelect = {
  title: true,
  slug: true,
  excerpt: true,
  cover: true,
  categories: true,
  publishedAt: true,
} as const

/** One page of published articles, newest first, with what a card shows. */
export const getArticlesPage = unstable_cache(
  async (page: number, perPage: number = ARTICLES_PER_PAGE) => {
    const payload = await payloadClient()
    const result = await payload.find({
      collection: 'articles',
      where: published,
      sort: '-publishedAt',
      page,
      limit: perPage,
      depth: 1,
      select: cardSelect,
      overrideAccess: false,
    })
    return { docs: result.docs, page: result.page ?? page, totalPages: result.totalPages, totalDocs: result.totalDocs }
  },
  ['articles-page'],
  { tags: ['articles'] },
)

export type ArticleCardData = Awaited<ReturnType<typeof getArticlesPage>>['docs'][number]

/** A published article by slug, or null. */
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
  { tags: ['articles'] },
)
