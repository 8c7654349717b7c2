import { revalidatePath, revalidateTag } from 'next/cache'
import type {
  CollectionAfterChangeHook,
  CollectionAfterDeleteHook,
  GlobalAfterChangeHook,
  PayloadRequest,
} from 'payload'
import type { CacheTag } from './cache/reads'

/**
 * Public pages are cached; Payload hooks expire them the moment an editor saves, so an edit shows on
 * the next request. A save expires one tag: the slug of the collection or global saved, taken from its
 * config. Every cached read is tagged with each slug whose documents it shows (src/lib/cache/reads.ts),
 * so renaming a category expires the articles, cards and feeds that show it too. Scripts (seed,
 * migrations) run outside Next, where there is no cache to expire: they pass `context.disableRevalidate`.
 */
function expire(tag: CacheTag | string, paths: string[]) {
  try {
    revalidateTag(tag, { expire: 0 })
    for (const path of paths) revalidatePath(path)
  } catch (error) {
    // Outside a Next request (a script), there is no cache: nothing to expire.
    if (!String(error).includes('static generation store missing')) throw error
  }
}

/**
 * Whether a save is one of the admin's autosaves (`?autosave=true`, sent while an editor types). An
 * autosave writes a draft version only, never what visitors see, so it expires nothing: otherwise every
 * pause in the typing would empty the cache of every page that lists the collection.
 */
const isAutosave = (req: PayloadRequest) => String(req.query?.autosave) === 'true'

/** The public paths that show a document by its own address (its page), besides the tagged reads. */
type PathsOf = (doc: Record<string, unknown>) => string[]

/**
 * afterChange/afterDelete hooks of a collection: expire its slug, the document's paths, and on a change
 * the paths it had before (a renamed slug, an unpublished document).
 */
export function revalidateCollection(pathsOf: PathsOf = () => []) {
  const afterChange: CollectionAfterChangeHook = ({ collection, doc, previousDoc, context, req }) => {
    if (!context.disableRevalidate && !isAutosave(req))
      expire(collection.slug, [...pathsOf(doc), ...(previousDoc ? pathsOf(previousDoc) : [])])
    return doc
  }
  const afterDelete: CollectionAfterDeleteHook = ({ collection, doc, context }) => {
    if (!context.disableRevalidate) expire(collection.slug, pathsOf(doc))
    return doc
  }
  return { afterChange: [afterChange], afterDelete: [afterDelete] }
}

/** afterChange hook of a global: expires its slug and the home page. */
export const revalidateGlobal: GlobalAfterChangeHook = ({ global, doc, context }) => {
  if (!context.disableRevalidate) expire(global.slug, ['/'])
  return doc
}

/** Expires one tag of the arguments' own (see `tagsOf` in src/lib/cache/reads.ts), such as one post's votes. */
export const expireTag = (tag: string) => expire(tag, [])
