import { createHmac, timingSafeEqual } from 'node:crypto'
import { env } from '@/lib/env'

/**
 * The confirm and unsubscribe links of the newsletter's mails: the subscriber's id and an HMAC of the
 * link's purpose, the id and the address, signed with PAYLOAD_SECRET. They never expire (an unsubscribe
 * link in an old mail must keep working) and stop matching if the row's address changes.
 */
export type LinkPurpose = 'confirmer' | 'desinscription'

function sign(purpose: LinkPurpose, id: string | number, email: string): string {
  return createHmac('sha256', env().PAYLOAD_SECRET)
    .update(`newsletter\u0000${purpose}\u0000${id}\u0000${email.toLowerCase()}`)
    .digest('base64url')
}

export function signedLink(purpose: LinkPurpose, id: string | number, email: string): string {
  const params = new URLSearchParams({ id: String(id), cle: sign(purpose, id, email) })
  return new URL(`/newsletter/${purpose}?${params}`, env().SITE_URL).toString()
}

export function linkMatches(purpose: LinkPurpose, id: string | number, email: string, key: string): boolean {
  const expected = Buffer.from(sign(purpose, id, email))
  const given = Buffer.from(key)
  return expected.length === given.length && timingSafeEqual(expected, given)
}
