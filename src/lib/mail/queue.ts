import type { Payload } from 'payload'
import type { Outbox as OutboxMail } from '@/payload-types'
import { deliverMail } from './deliver'
import { type OutgoingMail, outgoingMailSchema } from './message'
import { OUTBOX } from './outbox-collection'
import { mailSettings } from './settings'

/**
 * Stores a mail in the outbox and returns the stored row; with a mail server, its first attempt starts at
 * once in the background (`deliverNow` waits for it when a visitor needs the answer). The row is written
 * before anything is tried, so a mail server that is down or a restart loses nothing. Without SMTP_URL
 * the mail is kept in the outbox for editors and never leaves the server. Throws on a malformed mail:
 * callers validate what visitors send before they get here.
 */
export async function queueMail(payload: Payload, mail: OutgoingMail): Promise<OutboxMail> {
  const parsed = outgoingMailSchema.safeParse(mail)
  if (!parsed.success)
    throw new Error(`outbox: invalid mail (${parsed.error.issues.map((i) => i.message).join(', ')})`)
  const smtp = Boolean(mailSettings().smtpUrl)
  const stored = await payload.create({
    collection: OUTBOX,
    data: {
      ...parsed.data,
      status: smtp ? 'queued' : 'stored',
      attempts: 0,
      nextAttemptAt: smtp ? new Date().toISOString() : null,
    },
  })
  if (smtp) void deliverMail(payload, stored.id)
  return stored
}
