import type { Payload } from 'payload'
import type { Outbox as OutboxMail } from '@/payload-types'
import { type DeliveryOutcome, deliverMail } from './deliver'
import { OUTBOX } from './outbox-collection'

const POLL_MS = 100

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

/** Resolves with the outcome, or 'timeout' once the deadline passes (the delivery itself goes on). */
function until(deadline: number, delivery: Promise<DeliveryOutcome>) {
  let timer: NodeJS.Timeout | undefined
  const timeout = new Promise<'timeout'>((resolve) => {
    timer = setTimeout(() => resolve('timeout'), Math.max(0, deadline - Date.now()))
  })
  return Promise.race([delivery, timeout]).finally(() => clearTimeout(timer))
}

/**
 * Delivers a queued mail at once, for a visitor waiting on an answer (the contact form's mail_sent or
 * mail_failed): 'sent' when the mail server took it, or when there is no mail server and the outbox,
 * read by editors, is its destination; 'failed' otherwise, or when `timeoutMs` passes first. On failure
 * the mail stays queued and the worker retries it later. When another worker is already sending it,
 * this waits for that attempt instead of sending twice.
 */
export async function deliverNow(
  payload: Payload,
  id: OutboxMail['id'],
  { timeoutMs = 10_000 }: { timeoutMs?: number } = {},
): Promise<'sent' | 'failed'> {
  const deadline = Date.now() + timeoutMs
  for (;;) {
    const outcome = await until(deadline, deliverMail(payload, id))
    if (outcome === 'sent' || outcome === 'stored') return 'sent'
    if (outcome !== 'skipped') return 'failed'
    // Not claimed: already settled, not due yet, or being sent by another process.
    const mail = await payload.findByID({ collection: OUTBOX, id, depth: 0, disableErrors: true })
    if (mail?.status === 'sent' || mail?.status === 'stored') return 'sent'
    if (mail?.status !== 'sending' || Date.now() >= deadline) return 'failed'
    await sleep(Math.min(POLL_MS, deadline - Date.now()))
  }
}
