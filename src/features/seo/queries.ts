import 'server-only'
import { unstable_cache } from 'next/cache'
import { payloadClient } from '@/lib/payload'

const published = { _status: { equals: 'published' } } as const

/** Every public URL's path and last change, for the sitemap. */
export const getSitemapEntries = unstable_cache(
  async () => {
    const payload = await payloadClient()
    const [articles, categories, pages] = await Promise.all([
      payload.find({
        collection: 'articles',
        where: published,
        select: { slug: true, updatedAt: true },
        limit: 0,
        pagination: false,
        depth: 0,
        overrideAccess: false,
      }),
      payload.find({
        collection: 'categories',
        select: { slug: true, updatedAt: true },
        pagination: false,
        depth: 0,
      }),
      payload.find({
        collection: 'pages',
        where: published,
        select: { slug: true, updatedAt: true },
        pagination: false,
        depth: 0,
        overrideAccess: false,
      }),
    ])
    return [
      ...articles.docs.map((doc) => ({ path: `/articles/${doc.slug}`, updatedAt: doc.updatedAt })),
      ...categories.docs.map((doc) => ({ path: `/categorie/${doc.slug}`, updatedAt: doc.updatedAt })),
      ...pages.docs.map((doc) => ({ path: `/${doc.slug}`, updatedAt: doc.updatedAt })),
    ]
  },
  ['sitemap-entries'],
  { tags: ['articles', 'categories', 'pages'] },
)

/** The latest published articles for the RSS feed. */
export const getFeedArticles = unstable_cache(
  async (limit: number) => {
    const payload = await payloadClient()
    const { docs } = await payload.find({
      collection: 'articles',
      where: published,
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
  },
  ['feed-articles'],
  { tags: ['articles'] },
)
