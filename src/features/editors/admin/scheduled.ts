import type { PayloadRequest } from 'payload'
import { adminDocUrl } from './admin-links'
import { EDITED, type EditedSlug } from './edited'

/** Most scheduled changes the dashboard lists, soonest first. */
const SCHEDULED_SHOWN = 20

/** A publication or unpublication an editor scheduled (the admin's « Programmer »), not yet run. */
export type ScheduledChange = {
  key: string
  action: 'Publication' | 'Dépublication'
  kind: string
  title: string
  href: string | null
  /** When it is due (ISO); shown in Europe/Paris. */
  at: string
  /** The run failed: the editor should look at the document. */
  failed: boolean
}

type ScheduleInput = { type?: unknown; doc?: { relationTo?: unknown; value?: unknown } | null }

const isEdited = (slug: unknown): slug is EditedSlug => EDITED.some(({ collection }) => collection === slug)

/** The titles of the scheduled documents of one collection, by id (their latest version, draft or not). */
async function titles(
  req: PayloadRequest,
  collection: EditedSlug,
  ids: string[],
): Promise<Map<string, string>> {
  const { titleField } = EDITED.find((entry) => entry.collection === collection)!
  const { docs } = await req.payload.find({
    collection,
    where: { id: { in: ids } },
    draft: true,
    limit: ids.length,
    depth: 0,
    select: { [titleField]: true },
    req,
    overrideAccess: false,
  })
  return new Map(
    docs.map((doc) => [
      String(doc.id),
      String((doc as unknown as Record<string, unknown>)[titleField] ?? ''),
    ]),
  )
}

/** The scheduled publications and unpublications that have not run yet, soonest first. */
export async function scheduledChanges(req: PayloadRequest, adminRoute: string): Promise<ScheduledChange[]> {
  const { docs: jobs } = await req.payload.find({
    collection: 'payload-jobs',
    where: { and: [{ taskSlug: { equals: 'schedulePublish' } }, { completedAt: { exists: false } }] },
    sort: 'waitUntil',
    limit: SCHEDULED_SHOWN,
    depth: 0,
    req,
    // The jobs queue is closed to editors over REST (it holds every task's input); the dashboard reads
    // only the scheduled publications from it, and the documents' titles with the editor's own access.
    overrideAccess: true,
  })
  const targets = jobs.map((job) => {
    const input = (job.input ?? {}) as ScheduleInput
    const collection = input.doc?.relationTo
    const id = input.doc?.value
    return {
      job,
      input,
      collection: isEdited(collection) ? collection : null,
      id: id == null ? null : String(id),
    }
  })
  const byCollection = new Map<EditedSlug, Map<string, string>>()
  for (const { collection } of EDITED) {
    const ids = targets.flatMap((target) =>
      target.collection === collection && target.id ? [target.id] : [],
    )
    if (ids.length > 0) byCollection.set(collection, await titles(req, collection, ids))
  }
  return targets.map(({ job, input, collection, id }) => {
    const entry = EDITED.find((edited) => edited.collection === collection)
    const title = collection && id ? byCollection.get(collection)?.get(id) : undefined
    return {
      key: String(job.id),
      action: input.type === 'unpublish' ? 'Dépublication' : 'Publication',
      kind: entry?.kind ?? 'Document',
      title: title?.trim() ? title : 'Sans titre',
      href: collection && id ? adminDocUrl(adminRoute, collection, id) : null,
      at: String(job.waitUntil ?? job.createdAt),
      failed: Boolean(job.hasError),
    }
  })
}
