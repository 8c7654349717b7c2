import type { Payload, TaskConfig } from 'payload'
import { env } from '@/lib/env'
import { MAIL_QUEUE } from '@/lib/mail/jobs'
import { SUBSCRIBERS } from './collections'

export const BREVO_TASK = 'syncBrevoContact'

const TIMEOUT_MS = 10_000

type Contact = {
  email: string
  status: 'pending' | 'confirmed' | 'unsubscribed'
  sms?: string | null
  brevoListIds: number[]
}

/**
 * The Brevo adapter: a confirmed subscriber is created or updated in Brevo's contacts (with the Brevo
 * lists mapped on our lists); an unsubscribed one is blocklisted there. Throws on any answer but 2xx, so
 * that the job is tried again.
 */
export async function pushContact(contact: Contact, key: string, baseUrl: string): Promise<void> {
  const headers = { 'api-key': key, 'content-type': 'application/json', accept: 'application/json' }
  const sms = contact.sms?.replace(/[\s().-]/g, '')
  const request =
    contact.status === 'confirmed'
      ? {
          url: `${baseUrl}/contacts`,
          method: 'POST',
          body: {
            email: contact.email,
            updateEnabled: true,
            ...(sms ? { attributes: { SMS: sms } } : {}),
            ...(contact.brevoListIds.length > 0 ? { listIds: contact.brevoListIds } : {}),
          },
        }
      : {
          url: `${baseUrl}/contacts/${encodeURIComponent(contact.email)}`,
          method: 'PUT',
          body: { emailBlacklisted: true },
        }
  const response = await fetch(request.url, {
    method: request.method,
    headers,
    body: JSON.stringify(request.body),
    signal: AbortSignal.timeout(TIMEOUT_MS),
  })
  if (!response.ok)
    throw new Error(`Brevo ${request.method} ${response.status}: ${(await response.text()).slice(0, 200)}`)
}

/** Queues the sync of one subscriber when Brevo is configured; does nothing otherwise. */
export async function queueBrevoSync(payload: Payload, subscriberId: number): Promise<void> {
  if (!env().BREVO_API_KEY) return
  await payload.jobs.queue({ task: BREVO_TASK, input: { subscriberId }, queue: MAIL_QUEUE })
}

/** The job: reads the subscriber as it is now (a later change wins) and pushes it. Retried with backoff. */
export const brevoSyncTask: TaskConfig<'syncBrevoContact'> = {
  slug: BREVO_TASK,
  label: 'Synchroniser un abonné avec Brevo',
  inputSchema: [{ name: 'subscriberId', type: 'number', required: true }],
  retries: { attempts: 8, backoff: { type: 'exponential', delay: 60_000 } },
  handler: async ({ input, req }) => {
    const key = env().BREVO_API_KEY
    if (!key) return { output: {} }
    const row = await req.payload.findByID({
      collection: SUBSCRIBERS,
      id: input.subscriberId,
      depth: 1,
      disableErrors: true,
    })
    if (!row || row.status === 'pending') return { output: {} }
    const brevoListIds = (row.lists ?? []).flatMap((list) =>
      typeof list === 'object' && list.brevoListId ? [list.brevoListId] : [],
    )
    await pushContact(
      { email: row.email, status: row.status, sms: row.sms, brevoListIds },
      key,
      env().BREVO_API_URL,
    )
    return { output: {} }
  },
}
