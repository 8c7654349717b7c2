import 'server-only'
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto'
import { cookieValue } from '@/lib/cookies'
import { env } from '@/lib/env'
import { ownVoteCookie } from './rules'

/**
 * Who votes, without knowing who they are. A visitor's browser gets a random id in a signed cookie on its
 * first vote; the vote stores a hash of that id, and a hash of the visitor's address salted with a key of
 * the day (so the same address gives another hash tomorrow, and no address is ever stored). Each hash is
 * unique per article in the database: a second vote from the same browser, or from the same address the
 * same day, is refused.
 */
export const VOTER_COOKIE = 'escale_lecteur'
const LIFETIME_SECONDS = 365 * 24 * 60 * 60

const mac = (purpose: string, value: string, key = env().PAYLOAD_SECRET) =>
  createHmac('sha256', key).update(`${purpose}|${value}`).digest('base64url')

/** The visitor's id from a valid cookie, or null (none, or not signed by us). */
export function voterIdOf(request: Request): string | null {
  const value = cookieValue(request.headers.get('cookie'), VOTER_COOKIE)
  const match = value ? /^([A-Za-z0-9_-]{22})\.([A-Za-z0-9_-]{43})$/.exec(value) : null
  if (!match) return null
  const expected = Buffer.from(mac('rating-voter', match[1]))
  const given = Buffer.from(match[2])
  return expected.length === given.length && timingSafeEqual(expected, given) ? match[1] : null
}

export const newVoterId = () => randomBytes(16).toString('base64url')

/** What a vote stores of the visitor's id. */
export const voterHash = (id: string) => mac('rating-voter-hash', id).slice(0, 32)

/** What a vote stores of the visitor's address: a hash salted with a key that changes every day. */
export function addressOfDay(ip: string, now = new Date()): string {
  const salt = mac('rating-address-salt', now.toISOString().slice(0, 10))
  return mac('rating-address', ip, salt).slice(0, 32)
}

const secureFlag = (secure: boolean) => (secure ? ['Secure'] : [])

/** The signed id cookie, sent to the ajax endpoint only. */
export const voterCookie = (id: string, secure: boolean) =>
  [
    `${VOTER_COOKIE}=${id}.${mac('rating-voter', id)}`,
    'Path=/ajax',
    `Max-Age=${LIFETIME_SECONDS}`,
    'HttpOnly',
    'SameSite=Lax',
    ...secureFlag(secure),
  ].join('; ')

/** The readable cookie that tells the cached post page, in the browser, the visitor's own vote. */
export const ownVoteCookieHeader = (postId: number, rating: number, secure: boolean) =>
  [
    `${ownVoteCookie(postId)}=${rating}`,
    'Path=/',
    `Max-Age=${LIFETIME_SECONDS}`,
    'SameSite=Lax',
    ...secureFlag(secure),
  ].join('; ')
