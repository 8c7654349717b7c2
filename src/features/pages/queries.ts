import 'server-only'
import { unstable_cache } from 'next/cache'
import { MEMORY_ONLY_TAG } from '@/lib/cache/disk-policy.mjs'
import { payloadClient } from '@/lib/payload'

/**
 * A published page by slug, or null. Cached until an editor saves a page or a medium (the hooks expire
 * the 'pages' and 'media' tags); depth 1 fills the images of its rich text. In memory only: any slug
 * can be asked for.
 */
export const getPageBySlug = unstable_cache(
  async (slug: string) => {
    const payload = await payloadClient()
    const { docs } = await payload.find({
      collection: 'pages',
      where: { and: [{ slug: { equals: slug } }, { _status: { equals: 'published' } }] },
      limit: 1,
      depth: 1,
      draft: false,
      overrideAccess: false,
    })
    return docs[0] ?? null
  },
  ['page-by-slug'],
  { tags: ['pages', 'media', MEMORY_ONLY_TAG] },
)

export type PageData = NonNullable<Awaited<ReturnType<typeof getPageBySlug>>>
