import 'server-only'
import { payloadClient } from '@/lib/payload'
import { SUBSCRIBERS } from './collections'
import { type LinkPurpose, linkMatches } from './links'
import { setSubscriberStatus } from './subscribe'

/** `pending`: a good link not used yet, whose page offers the button that applies it. */
export type LinkOutcome = 'pending' | 'done' | 'already' | 'invalid'

const TARGET = { confirmer: 'confirmed', desinscription: 'unsubscribed' } as const

/** The subscriber a signed mail link names, or null when the link is malformed, unknown or forged. */
async function linkedSubscriber(purpose: LinkPurpose, id: unknown, key: unknown) {
  if (typeof id !== 'string' || !/^\d{1,12}$/.test(id) || typeof key !== 'string' || key.length > 100)
    return null
  const payload = await payloadClient()
  const found = await payload.find({
    collection: SUBSCRIBERS,
    where: { id: { equals: Number(id) } },
    limit: 1,
    depth: 0,
    overrideAccess: true,
  })
  const subscriber = found.docs[0]
  if (!subscriber || !linkMatches(purpose, subscriber.id, subscriber.email, key)) return null
  // An address that left the list cannot be confirmed again by an old mail: it signs up anew.
  if (purpose === 'confirmer' && subscriber.status === 'unsubscribed') return null
  return subscriber
}

/**
 * What a link's page shows, changing nothing: opening the link (a GET, which mail scanners and link
 * previews also do) only offers the button. `justDone` is the page the button's post leads back to.
 */
export async function inspectLink(
  purpose: LinkPurpose,
  id: unknown,
  key: unknown,
  justDone = false,
): Promise<LinkOutcome> {
  const subscriber = await linkedSubscriber(purpose, id, key)
  if (!subscriber) return 'invalid'
  if (subscriber.status === TARGET[purpose]) return justDone ? 'done' : 'already'
  return 'pending'
}

/** Applies a signed mail link (the button's post): confirms or unsubscribes the subscriber it names, once. */
export async function applyLink(
  purpose: LinkPurpose,
  id: unknown,
  key: unknown,
): Promise<Exclude<LinkOutcome, 'pending'>> {
  const subscriber = await linkedSubscriber(purpose, id, key)
  if (!subscriber) return 'invalid'
  if (subscriber.status === TARGET[purpose]) return 'already'
  await setSubscriberStatus(await payloadClient(), subscriber, TARGET[purpose])
  return 'done'
}
