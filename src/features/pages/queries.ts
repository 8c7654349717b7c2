import 'server-only'
import type { TypedUser } from 'payload'
import { PUBLISHED, publishedAnd } from '@/lib/access'
import { cachedRead } from '@/lib/cache/reads'
import { payloadClient } from '@/lib/payload'
import { latestVersionBySlug } from '@/features/publishing/latest-version'

/**
 * A published page by slug, or null. Depth 1 fills the images and link targets of its rich text. In
 * memory only: any slug can be asked for.
 */
export const getPageBySlug = cachedRead(
  'page-by-slug',
  async (slug: string) => {
    const payload = await payloadClient()
    const { docs } = await payload.find({
      collection: 'pages',
      where: publishedAnd({ slug: { equals: slug } }),
      limit: 1,
      depth: 1,
      draft: false,
      overrideAccess: false,
    })
    return docs[0] ?? null
  },
  { keyedByVisitor: true },
)

/** The latest version of a page, draft or published, for the editor previewing it (never cached). */
export const getPageDraftBySlug = (slug: string, editor: TypedUser) =>
  latestVersionBySlug('pages', slug, 1, editor)

export type PageData = NonNullable<Awaited<ReturnType<typeof getPageBySlug>>>

/** The address of every published page, and when it last changed, for the sitemap. */
export const getPagePaths = cachedRead('page-paths', async () => {
  const payload = await payloadClient()
  const { docs } = await payload.find({
    collection: 'pages',
    where: PUBLISHED,
    select: { slug: true, updatedAt: true },
    pagination: false,
    depth: 0,
    overrideAccess: false,
  })
  return docs.map((doc) => ({ path: `/${doc.slug}`, updatedAt: doc.updatedAt }))
})
