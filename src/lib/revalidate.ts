import { revalidatePath, revalidateTag } from 'next/cache'
import type { CollectionAfterChangeHook, CollectionAfterDeleteHook, GlobalAfterChangeHook } from 'payload'

/**
 * Public pages are cached; Payload hooks expire them the moment an editor saves, so an edit shows on
 * the next request. Scripts (seed, migrations) run outside Next, where there is no cache to expire:
 * they pass `context.disableRevalidate`.
 */
function expire(tags: string[], paths: string[]) {
  try {
    for (const tag of tags) revalidateTag(tag, { expire: 0 })
    for (const path of paths) revalidatePath(path)
  } catch (error) {
    // Outside a Next request (a script), there is no cache: nothing to expire.
    if (!String(error).includes('static generation store missing')) throw error
  }
}

type PathsOf = (doc: Record<string, unknown>) => string[]

export function revalidateCollection(tag: string, pathsOf: PathsOf = () => []) {
  const afterChange: CollectionAfterChangeHook = ({ doc, previousDoc, context }) => {
    if (!context.disableRevalidate)
      expire([tag], [...pathsOf(doc), ...(previousDoc ? pathsOf(previousDoc) : [])])
    return doc
  }
  const afterDelete: CollectionAfterDeleteHook = ({ doc, context }) => {
    if (!context.disableRevalidate) expire([tag], pathsOf(doc))
    return doc
  }
  return { afterChange: [afterChange], afterDelete: [afterDelete] }
}

export function revalidateGlobal(tag: string): GlobalAfterChangeHook {
  return ({ doc, context }) => {
    if (!context.disableRevalidate) expire([tag], ['/'])
    return doc
  }
}
