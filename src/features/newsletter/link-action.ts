import 'server-only'
import { payloadClient } from '@/lib/payload'
import { SUBSCRIBERS } from './collections'
import { type LinkPurpose, linkMatches } from './links'
import { setSubscriberStatus } from './subscribe'

export type LinkOutcome = 'done' | 'already' | 'invalid'

const TARGET = { confirmer: 'confirmed', desinscription: 'unsubscribed' } as const

/** Applies a signed mail link: confirms or unsubscribes the subscriber it names, once. */
export async function applyLink(purpose: LinkPurpose, id: unknown, key: unknown): Promise<LinkOutcome> {
  if (typeof id !== 'string' || !/^\d{1,12}$/.test(id) || typeof key !== 'string' || key.length > 100)
    return 'invalid'
  const payload = await payloadClient()
  const found = await payload.find({
    collection: SUBSCRIBERS,
    where: { id: { equals: Number(id) } },
    limit: 1,
    depth: 0,
    overrideAccess: true,
  })
  const subscriber = found.docs[0]
  if (!subscriber || !linkMatches(purpose, subscriber.id, subscriber.email, key)) return 'invalid'
  const target = TARGET[purpose]
  if (subscriber.status === target) return 'already'
  // An address that left the list cannot be confirmed again by an old mail: it signs up anew.
  if (purpose === 'confirmer' && subscriber.status === 'unsubscribed') return 'invalid'
  await setSubscriberStatus(payload, subscriber, target)
  return 'done'
}
