import 'server-only'
import type { DataFromCollectionSlug, TypedUser } from 'payload'
import { payloadClient } from '@/lib/payload'

/** The collections editors preview on their public page. */
type Previewed = 'articles' | 'events' | 'pages'

/**
 * The latest version of a document by slug, draft or published, for the editor previewing it: read with
 * the editor's own access (`draft: true` reads the newest version), never cached. The features' queries
 * call it with the depth their page needs.
 */
export async function latestVersionBySlug<S extends Previewed>(
  collection: S,
  slug: string,
  depth: number,
  editor: TypedUser,
): Promise<DataFromCollectionSlug<S> | null> {
  const payload = await payloadClient()
  const { docs } = await payload.find({
    collection,
    where: { slug: { equals: slug } },
    draft: true,
    limit: 1,
    depth,
    user: editor,
    overrideAccess: false,
  })
  return (docs[0] as DataFromCollectionSlug<S> | undefined) ?? null
}
