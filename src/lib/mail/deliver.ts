import type { Payload, Where } from 'payload'
import type { Outbox as OutboxMail } from '@/payload-types'
import { nextAttemptAfter } from './backoff'
import { formatAddress } from './from'
import { OUTBOX } from './outbox-collection'
import { mailSettings } from './settings'
import { type SmtpSend, smtpSender } from './transport'

/**
 * How long a worker holds a mail it is sending. A send gives up well before (SEND_TIMEOUT_MS), so a claim
 * only lapses when its worker died mid-send; another worker may then try again.
 */
export const CLAIM_MS = 10 * 60_000
const SEND_TIMEOUT_MS = 2 * 60_000

/** What one delivery did: 'skipped' when the mail was not due or another worker had claimed it. */
export type DeliveryOutcome = 'sent' | 'stored' | 'retry' | 'failed' | 'skipped'

/** Queued and due, or claimed by a worker whose claim has lapsed. */
const dueWhere = (now: Date): Where => ({
  or: [
    { and: [{ status: { equals: 'queued' } }, { nextAttemptAt: { less_than_equal: now.toISOString() } }] },
    { and: [{ status: { equals: 'sending' } }, { lockedUntil: { less_than_equal: now.toISOString() } }] },
  ],
})

/**
 * One conditional UPDATE: among concurrent workers, in this process or another instance, exactly one
 * gets the row back. Payload's ordinary update reads then writes, so it cannot decide this.
 */
async function claim(payload: Payload, id: OutboxMail['id'], data: Record<string, unknown>, now: Date) {
  const row = await payload.db.updateOne({
    collection: OUTBOX,
    where: { and: [{ id: { equals: id } }, dueWhere(now)] },
    data,
    options: { atomic: true },
  })
  return (row ?? null) as OutboxMail | null
}

/** Records an attempt's outcome, unless the claim lapsed and another worker owns the mail now. */
async function settle(payload: Payload, mail: OutboxMail, data: Record<string, unknown>) {
  const row = await payload.db.updateOne({
    collection: OUTBOX,
    where: {
      and: [
        { id: { equals: mail.id } },
        { status: { equals: 'sending' } },
        { attempts: { equals: mail.attempts } },
      ],
    },
    data: { ...data, lockedUntil: null },
    options: { atomic: true },
  })
  if (!row) payload.logger.warn({ mailId: mail.id }, 'outbox: claim lapsed before the outcome was recorded')
}

function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`pas de réponse du serveur d’envoi en ${ms / 1000} s`)), ms)
  })
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer))
}

async function send(payload: Payload, mail: OutboxMail, smtp: SmtpSend): Promise<DeliveryOutcome> {
  const settings = mailSettings()
  try {
    await withTimeout(
      smtp({
        from: formatAddress(settings.from),
        to: mail.to,
        cc: mail.cc ?? undefined,
        bcc: mail.bcc ?? undefined,
        replyTo: mail.replyTo ?? undefined,
        subject: mail.subject,
        text: mail.text ?? undefined,
        html: mail.html ?? undefined,
      }),
      SEND_TIMEOUT_MS,
    )
  } catch (error) {
    const now = new Date()
    const next = nextAttemptAfter(mail.attempts, now)
    const lastError = String((error as Error)?.message ?? error).slice(0, 1000)
    // Mail id and attempt only: recipients and contents are personal data and stay out of the logs.
    payload.logger.warn(
      { mailId: mail.id, attempt: mail.attempts, err: lastError },
      'outbox: SMTP attempt failed',
    )
    await settle(payload, mail, {
      status: next ? 'queued' : 'failed',
      nextAttemptAt: next?.toISOString() ?? null,
      lastError,
    })
    return next ? 'retry' : 'failed'
  }
  await settle(payload, mail, {
    status: 'sent',
    sentAt: new Date().toISOString(),
    nextAttemptAt: null,
    lastError: null,
  })
  payload.logger.info({ mailId: mail.id, attempt: mail.attempts }, 'outbox: mail sent')
  return 'sent'
}

async function attempt(payload: Payload, id: OutboxMail['id']): Promise<DeliveryOutcome> {
  const now = new Date()
  const smtp = smtpSender(payload, mailSettings())
  if (!smtp) {
    // No mail server: the outbox is where the mail is delivered; no attempt is counted.
    const kept = await claim(payload, id, { status: 'stored', nextAttemptAt: null, lockedUntil: null }, now)
    return kept ? 'stored' : 'skipped'
  }
  const claimed = await claim(
    payload,
    id,
    {
      status: 'sending',
      attempts: { $inc: 1 },
      lockedUntil: new Date(now.getTime() + CLAIM_MS).toISOString(),
    },
    now,
  )
  if (!claimed) return 'skipped'
  return send(payload, claimed, await smtp)
}

/** Deliveries under way in this process, so that `deliverNow` can wait for one instead of racing it. */
const inFlight = new Map<string, Promise<DeliveryOutcome>>()

/** Tries one mail now if it is due; never throws (a failed attempt is recorded on the mail). */
export function deliverMail(payload: Payload, id: OutboxMail['id']): Promise<DeliveryOutcome> {
  const key = String(id)
  const running = inFlight.get(key)
  if (running) return running
  const delivery = attempt(payload, id)
    .catch((error) => {
      payload.logger.error({ mailId: id, err: error }, 'outbox: delivery error')
      return 'skipped' as const
    })
    .finally(() => inFlight.delete(key))
  inFlight.set(key, delivery)
  return delivery
}

export type DeliveryCounts = { sent: number; stored: number; retry: number; failed: number; skipped: number }

/**
 * The worker's run: the due mails, oldest first, one after the other (gentle with the mail server). It
 * starts no new attempt after `budgetMs`, so a run against a mail server that lets every connection time
 * out still ends long before its job would be taken for dead (jobs.ts); the rest waits for the next run.
 */
export async function deliverDueMails(
  payload: Payload,
  { limit = 50, budgetMs = 5 * 60_000 } = {},
): Promise<DeliveryCounts> {
  const stopAt = Date.now() + budgetMs
  const due = await payload.find({
    collection: OUTBOX,
    where: dueWhere(new Date()),
    sort: 'nextAttemptAt',
    limit,
    depth: 0,
    pagination: false,
    select: { status: true },
  })
  const counts: DeliveryCounts = { sent: 0, stored: 0, retry: 0, failed: 0, skipped: 0 }
  for (const { id } of due.docs) {
    if (Date.now() >= stopAt) break
    counts[await deliverMail(payload, id)]++
  }
  return counts
}
