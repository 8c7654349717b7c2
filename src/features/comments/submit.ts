import 'server-only'
import { createHash } from 'node:crypto'
import type { Payload } from 'payload'
import { addressOfDay } from '@/features/ratings/voter'
import { checkSpam, HONEYPOT_FIELD, SPAM_TOKEN_FIELD } from '@/lib/anti-spam'
import { clientIp } from '@/lib/client-ip/client-ip'
import { publishedAnd } from '@/lib/access'
import { verifyNonce } from '@/lib/nonce'
import { payloadClient } from '@/lib/payload'
import { ipKey, rateLimits } from '@/lib/rate-limit'
import type { Comment } from '@/payload-types'
import { COMMENTS } from './collection'
import { notifyEditors } from './notify'
import { commentInput, type CommentStatus, FIELDS, MESSAGES, NONCE_PURPOSE } from './rules'
import { readVisit } from './visit'

export type CommentArticle = { id: number; slug: string; title: string }

export type SubmitOutcome =
  | { kind: 'stored'; comment: Comment; article: CommentArticle }
  | {
      kind: 'refused'
      status: number
      message: string
      /** The form field the message is about, when there is one. */
      field?: string
      retryAfterSeconds?: number
      /** The post's article, when known: the no-script answer links back to it. */
      article?: CommentArticle
    }

const refused = (
  status: number,
  message: string,
  extra: Omit<Extract<SubmitOutcome, { kind: 'refused' }>, 'kind' | 'status' | 'message'> = {},
): SubmitOutcome => ({ kind: 'refused', status, message, ...extra })

const text = (form: FormData, name: string) => {
  const value = form.get(name)
  return typeof value === 'string' ? value : undefined
}

async function publishedArticle(payload: Payload, id: number): Promise<CommentArticle | null> {
  const { docs } = await payload.find({
    collection: 'articles',
    where: publishedAnd({ id: { equals: id } }),
    limit: 1,
    depth: 0,
    select: { slug: true, title: true },
  })
  const found = docs[0]
  return found ? { id: found.id, slug: found.slug ?? '', title: found.title } : null
}

/** Approved comments only are answered: a reply to a waiting or removed one has nowhere to show. */
async function parentIsValid(payload: Payload, parent: number, articleId: number) {
  if (parent === 0) return true
  const { totalDocs } = await payload.count({
    collection: COMMENTS,
    where: {
      and: [
        { id: { equals: parent } },
        { article: { equals: articleId } },
        { status: { equals: 'approved' } },
      ],
    },
    overrideAccess: true,
  })
  return totalDocs === 1
}

/**
 * Moderation as WordPress does it by default: the first comment from an e-mail address waits for an
 * editor; once one of theirs has been approved, the next ones publish at once. A post made without the
 * page's script skipped the script-only anti-spam checks, so it always waits.
 */
async function statusFor(payload: Payload, email: string, withoutScript: boolean): Promise<CommentStatus> {
  if (withoutScript) return 'pending'
  const { totalDocs } = await payload.count({
    collection: COMMENTS,
    where: { and: [{ authorEmail: { equals: email } }, { status: { equals: 'approved' } }] },
    overrideAccess: true,
  })
  return totalDocs > 0 ? 'approved' : 'pending'
}

/** Flood control: one comment per visitor in FLOOD_SECONDS, by address and by e-mail address. */
async function floodRefusal(ip: string, email: string) {
  const limits = await rateLimits()
  for (const key of [ipKey(ip), `email:${email}`]) {
    const verdict = await limits.consume('comment-flood', key)
    if (verdict.limited) return verdict
  }
  return null
}

/**
 * A comment's post, checked in order of cost: the fields (a person correcting a mistake spends no
 * allowance), the article, the page's nonce, the parent, the anti-spam checks and rate limit, flood
 * control and duplicates. The comment is stored before the editors' mail is queued.
 */
export async function submitComment(request: Request, form: FormData): Promise<SubmitOutcome> {
  const parsed = commentInput.safeParse(Object.fromEntries([...form.entries()]))
  if (!parsed.success) {
    const issue = parsed.error.issues[0]
    return refused(400, issue.message, { field: String(issue.path[0] ?? '') })
  }
  const input = parsed.data
  const payload = await payloadClient()
  const article = await publishedArticle(payload, input[FIELDS.post])
  if (!article) return refused(404, MESSAGES.unknownPost, { field: FIELDS.post })
  if (!verifyNonce(text(form, FIELDS.nonce), NONCE_PURPOSE, article.id))
    return refused(403, MESSAGES.expired, { article })
  if (!(await parentIsValid(payload, input[FIELDS.parent], article.id)))
    return refused(400, MESSAGES.badParent, { field: FIELDS.parent, article })

  const withoutScript = text(form, SPAM_TOKEN_FIELD.name) === undefined
  const ip = clientIp(request)
  if (withoutScript && (text(form, HONEYPOT_FIELD) ?? '') !== '') {
    payload.logger.info({ check: 'honeypot' }, 'comments: post refused as spam')
    return refused(400, 'Votre envoi a été pris pour un envoi automatique.', { article })
  }
  const verdict = withoutScript
    ? await (async () => {
        const limit = await (await rateLimits()).consume('comment', ipKey(ip))
        return limit.limited
          ? { spam: true as const, message: limit.message, retryAfterSeconds: limit.retryAfterSeconds }
          : null
      })()
    : await checkSpam({ scope: 'comment', fields: form, request })
  if (verdict?.spam) {
    payload.logger.info({ check: 'check' in verdict ? verdict.check : 'rate-limit' }, 'comments: refused')
    const status = verdict.retryAfterSeconds ? 429 : 400
    return refused(status, verdict.message, { article, retryAfterSeconds: verdict.retryAfterSeconds })
  }
  const flood = await floodRefusal(ip, input[FIELDS.email])
  if (flood) return refused(429, MESSAGES.flood, { article, retryAfterSeconds: flood.retryAfterSeconds })

  const content = input[FIELDS.comment]
  const fingerprint = createHash('sha256')
    .update(`${article.id}\u0000${input[FIELDS.email]}\u0000${content}`)
    .digest('base64url')
  const isDuplicate = async () =>
    (
      await payload.count({
        collection: COMMENTS,
        where: { fingerprint: { equals: fingerprint } },
        overrideAccess: true,
      })
    ).totalDocs > 0
  const duplicate = () => refused(409, MESSAGES.duplicate, { field: FIELDS.comment, article })
  if (await isDuplicate()) return duplicate()

  const visit = readVisit(request, text(form, FIELDS.referrer))
  let comment: Comment
  try {
    comment = await payload.create({
      collection: COMMENTS,
      data: {
        status: await statusFor(payload, input[FIELDS.email], withoutScript),
        article: article.id,
        parent: input[FIELDS.parent] || null,
        authorName: input[FIELDS.name],
        authorEmail: input[FIELDS.email],
        authorUrl: input[FIELDS.url],
        content,
        withoutScript,
        referrer: visit.referrer,
        visit: visit.summary,
        addressOfDay: addressOfDay(ip),
        fingerprint,
      },
      overrideAccess: true,
      depth: 0,
    })
  } catch (error) {
    // The same comment posted twice at once: the database's unique fingerprint refused the second.
    if (await isDuplicate()) return duplicate()
    throw error
  }
  await notifyEditors(payload, comment, article)
  return { kind: 'stored', comment, article }
}
