import {
  type AntiSpamScope,
  HONEYPOT_FIELD,
  MIN_FILL_MS,
  SPAM_TOKEN_FIELD,
  TIMING_FIELD,
  TIMING_MAX_AGE_MS,
} from './fields'
import { readTimingToken } from './timing-token'

/** Which check refused a post. */
export type SpamCheck =
  | 'spam-token' // the field the browser's script adds is missing or wrong: no script ran
  | 'honeypot' // the hidden input was filled in
  | 'timing-missing' // no timing token
  | 'timing-invalid' // a token that this site did not issue, or for another form
  | 'too-fast' // posted less than MIN_FILL_MS after the first interaction
  | 'timing-expired' // the token is older than TIMING_MAX_AGE_MS (or from the future)
  | 'rate-limit' // too many posts from the address (checkSpam only)

export type SpamVerdict =
  { spam: false } | { spam: true; check: SpamCheck; message: string; retryAfterSeconds?: number }

/** A post's fields: multipart or urlencoded form data, or an object already read from it. */
export type SpamFields = FormData | URLSearchParams | Record<string, unknown>

// Robots learn nothing from the generic message; people who can trip a check get told what to do.
const BLOCKED = 'Votre envoi a été pris pour un envoi automatique. Rechargez la page, puis réessayez.'
const TOO_FAST = 'Envoi trop rapide : prenez quelques secondes pour relire, puis envoyez de nouveau.'
const EXPIRED = 'Le formulaire a expiré. Rechargez la page, puis réessayez.'

function field(fields: SpamFields, name: string): string | undefined {
  const value =
    fields instanceof FormData || fields instanceof URLSearchParams
      ? fields.get(name)
      : Object.hasOwn(fields, name)
        ? fields[name]
        : undefined
  if (Array.isArray(value)) return typeof value[0] === 'string' ? value[0] : undefined
  return typeof value === 'string' ? value : undefined
}

const refused = (check: SpamCheck, message = BLOCKED): SpamVerdict => ({ spam: true, check, message })

/** The checks that need nothing but the post itself (checkSpam adds the rate limit). */
export function inspectSpamFields(scope: AntiSpamScope, fields: SpamFields, now = Date.now()): SpamVerdict {
  if (field(fields, SPAM_TOKEN_FIELD.name) !== SPAM_TOKEN_FIELD.value) return refused('spam-token')
  if ((field(fields, HONEYPOT_FIELD) ?? '') !== '') return refused('honeypot')
  const token = field(fields, TIMING_FIELD)
  if (!token) return refused('timing-missing')
  const issuedAt = readTimingToken(token, scope)
  if (issuedAt === null) return refused('timing-invalid')
  const age = now - issuedAt
  if (age < 0 || age > TIMING_MAX_AGE_MS) return refused('timing-expired', EXPIRED)
  if (age < MIN_FILL_MS) return refused('too-fast', TOO_FAST)
  return { spam: false }
}
