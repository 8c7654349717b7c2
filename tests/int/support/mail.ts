import type { Payload } from 'payload'
import { createLocalReq } from 'payload'
import type { Outbox, User } from '@/payload-types'

/** A mail as a feature would queue it. */
export const testMail = (subject: string) => ({
  source: 'test',
  to: 'Visiteur <visiteur@escale.example>',
  replyTo: 'contact@visiteur.example',
  subject,
  text: `Texte de « ${subject} »`,
  html: `<p>HTML de « ${subject} »</p>`,
})

export const readMail = (payload: Payload, id: Outbox['id']) =>
  payload.findByID({ collection: 'outbox', id, depth: 0 })

/** Lets time pass for one mail: its next attempt (or its worker's claim) is due now. */
export async function makeDue(
  payload: Payload,
  id: Outbox['id'],
  field: 'nextAttemptAt' | 'lockedUntil' = 'nextAttemptAt',
) {
  await payload.db.updateOne({
    collection: 'outbox',
    id,
    data: { [field]: new Date(Date.now() - 1000).toISOString() },
  })
}

/** One run of the outbox worker through Payload's jobs queue, as the server's minute cron does. */
export async function runMailQueue(payload: Payload) {
  await payload.jobs.queue({ task: 'deliverOutbox', queue: 'mail', input: {} })
  return payload.jobs.run({ queue: 'mail' })
}

export const secondsFromNow = (iso: string | null | undefined) =>
  iso ? (new Date(iso).getTime() - Date.now()) / 1000 : Number.NaN

export async function createUser(payload: Payload, role: 'admin' | 'editor'): Promise<User> {
  return payload.create({
    collection: 'users',
    data: {
      name: `Compte ${role}`,
      email: `${role}-${Date.now()}@escale.example`,
      password: 'mot-de-passe-de-test',
      role,
    },
  })
}

/** A request made by this user (or a visitor), for access checks through the Local API. */
export const requestAs = (payload: Payload, user: User | null) =>
  createLocalReq({ user: user ? { ...user, collection: 'users' } : undefined }, payload)
