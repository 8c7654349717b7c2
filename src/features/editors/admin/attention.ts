import { createLocalReq, type Payload, type PayloadRequest, type TypedUser, type Where } from 'payload'
import { COMMENTS } from '@/features/comments/collection'
import { FORM_SUBMISSIONS } from '@/features/contact/collections/plugin'
import { OUTBOX } from '@/lib/mail/outbox-collection'
import { adminDocUrl, adminListUrl, nounFor } from './admin-links'
import { EDITED, type EditedSlug } from './edited'
import { scheduledChanges, type ScheduledChange } from './scheduled'

/*
 * What the dashboard shows an editor first: the counts of what waits for them and their latest edits.
 * These are the editor's own reads (drafts included, with the account's access rules, never cached), so
 * they use the local API here rather than the features' cached public reads (queries.ts).
 */

/** Contact messages count as new for this many days. */
export const NEW_MESSAGE_DAYS = 7
const LATEST_EDITS = 5

/** One count of the dashboard: its sentence and the admin list of the documents it counts. */
export type AttentionCount = {
  id: string
  /** null when the count could not be read (the card says so rather than showing a wrong 0). */
  count: number | null
  label: string
  href: string
  /** Something an editor should act on (moderation, a mail that failed) rather than a reminder. */
  urgent: boolean
}

export type LatestEdit = {
  key: string
  kind: string
  title: string
  href: string
  updatedAt: string
  draft: boolean
}

export type Attention = { counts: AttentionCount[]; latest: LatestEdit[]; scheduled: ScheduledChange[] }

const DRAFT: Where = { _status: { equals: 'draft' } }

/** A count, or null when it failed: one unreadable collection does not take the whole dashboard down. */
async function settle(read: () => Promise<number>, payload: Payload): Promise<number | null> {
  try {
    return await read()
  } catch (error) {
    payload.logger.warn({ err: error }, 'admin dashboard: a count could not be read')
    return null
  }
}

/** Documents whose latest version is a draft (a draft of a published document counts too). */
async function draftCount(req: PayloadRequest, collection: EditedSlug): Promise<number> {
  const { totalDocs } = await req.payload.find({
    collection,
    draft: true,
    where: DRAFT,
    limit: 1,
    depth: 0,
    select: { updatedAt: true },
    req,
    overrideAccess: false,
  })
  return totalDocs
}

async function latestEdits(req: PayloadRequest, adminRoute: string): Promise<LatestEdit[]> {
  const lists = await Promise.all(
    EDITED.map(async ({ collection, titleField, kind }) => {
      const { docs } = await req.payload.find({
        collection,
        draft: true,
        sort: '-updatedAt',
        limit: LATEST_EDITS,
        depth: 0,
        select: { [titleField]: true, updatedAt: true, _status: true },
        req,
        overrideAccess: false,
      })
      return docs.map((doc) => {
        const title = (doc as unknown as Record<string, unknown>)[titleField]
        return {
          key: `${collection}-${doc.id}`,
          kind,
          title: typeof title === 'string' && title.trim() !== '' ? title : 'Sans titre',
          href: adminDocUrl(adminRoute, collection, doc.id),
          updatedAt: doc.updatedAt,
          draft: doc._status === 'draft',
        }
      })
    }),
  )
  return lists
    .flat()
    .sort((a, b) => Date.parse(b.updatedAt) - Date.parse(a.updatedAt))
    .slice(0, LATEST_EDITS)
}

/** The dashboard's counts and latest edits, read with the logged-in account's access. */
export async function loadAttention(payload: Payload, user: TypedUser, now = new Date()): Promise<Attention> {
  const req = await createLocalReq({ user }, payload)
  const adminRoute = payload.config.routes.admin
  const access = { req, overrideAccess: false } as const
  const count = (collection: 'comments' | 'form-submissions' | 'outbox', where: Where) =>
    settle(async () => (await payload.count({ collection, where, ...access })).totalDocs, payload)

  const pendingComments: Where = { status: { equals: 'pending' } }
  const since = new Date(now.getTime() - NEW_MESSAGE_DAYS * 24 * 60 * 60 * 1000).toISOString()
  const newMessages: Where = { createdAt: { greater_than_equal: since } }
  const failedMail: Where = { status: { equals: 'failed' } }

  const [comments, messages, mails, drafts, latest, scheduled] = await Promise.all([
    count(COMMENTS, pendingComments),
    count(FORM_SUBMISSIONS, newMessages),
    count(OUTBOX, failedMail),
    Promise.all(EDITED.map(({ collection }) => settle(() => draftCount(req, collection), payload))),
    latestEdits(req, adminRoute).catch((error: unknown) => {
      payload.logger.warn({ err: error }, 'admin dashboard: the latest edits could not be read')
      return []
    }),
    scheduledChanges(req, adminRoute).catch((error: unknown) => {
      payload.logger.warn({ err: error }, 'admin dashboard: the scheduled publications could not be read')
      return []
    }),
  ])

  const counts: AttentionCount[] = [
    {
      id: 'comments',
      count: comments,
      label: `${nounFor(comments, 'commentaire', 'commentaires')} en attente de modération`,
      href: adminListUrl(adminRoute, COMMENTS, pendingComments),
      urgent: true,
    },
    {
      id: 'messages',
      count: messages,
      label: `${nounFor(messages, 'message reçu', 'messages reçus')} ces ${NEW_MESSAGE_DAYS} derniers jours`,
      href: adminListUrl(adminRoute, FORM_SUBMISSIONS, newMessages),
      urgent: false,
    },
    {
      id: 'mails',
      count: mails,
      label: `${nounFor(mails, 'e-mail en échec', 'e-mails en échec')}, sans nouvelle tentative`,
      href: adminListUrl(adminRoute, OUTBOX, failedMail),
      urgent: true,
    },
    ...EDITED.map(({ collection, nouns: [singular, plural] }, index) => ({
      id: `drafts-${collection}`,
      count: drafts[index] ?? null,
      label: `${nounFor(drafts[index] ?? null, singular, plural)} en brouillon`,
      href: adminListUrl(adminRoute, collection, DRAFT),
      urgent: false,
    })),
  ]
  return { counts, latest, scheduled }
}
