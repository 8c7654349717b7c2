import 'server-only'
import { createHmac } from 'node:crypto'
import { type Challenge, createChallenge, randomInt, type Solution, verifySolution } from 'altcha-lib'
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2'
import { z } from 'zod'
import { env } from '@/lib/env'
import { rateLimits } from '@/lib/rate-limit'

/**
 * The newsletter's optional anti-robot check: ALTCHA's proof of work, self-hosted (no third party, no
 * cookie). The browser is given a challenge signed with a key derived from PAYLOAD_SECRET, so any
 * instance verifies what another issued; it finds the counter that derives the challenge's key
 * (PBKDF2/SHA-256, under a second on a computer, a few seconds on an old phone) and posts the answer in
 * `g-recaptcha-response`. A solved challenge is good for one sign-up and CAPTCHA_TTL_MS.
 */
export const CAPTCHA_TTL_MS = 30 * 60 * 1000

const ALGORITHM = 'PBKDF2/SHA-256'
const COST = 1000
/** The counter the browser must reach: the work is proportional to it. */
const COUNTER_RANGE = [1000, 3000] as const

const secret = (purpose: string) =>
  createHmac('sha256', env().PAYLOAD_SECRET).update(`altcha-${purpose}`).digest('hex')
const secrets = () => ({
  hmacSignatureSecret: secret('challenge'),
  hmacKeySignatureSecret: secret('key'),
})

/** A new signed challenge, as the widget expects it. */
export function issueChallenge(now = Date.now()): Promise<Challenge> {
  return createChallenge({
    algorithm: ALGORITHM,
    cost: COST,
    counter: randomInt(COUNTER_RANGE[1], COUNTER_RANGE[0]),
    deriveKey,
    expiresAt: new Date(now + CAPTCHA_TTL_MS),
    ...secrets(),
  })
}

/** What the widget posts: base64 of `{ challenge, solution }`. */
const answerSchema = z.object({
  challenge: z.object({
    parameters: z.object({ algorithm: z.literal(ALGORITHM) }).loose(),
    signature: z.string().min(1).max(200),
  }),
  solution: z.object({ counter: z.number().int().nonnegative(), derivedKey: z.string().max(200) }).loose(),
})

function decode(answer: string): { challenge: Challenge; solution: Solution } | null {
  try {
    const parsed = answerSchema.safeParse(JSON.parse(Buffer.from(answer, 'base64').toString('utf8')))
    return parsed.success ? (parsed.data as unknown as { challenge: Challenge; solution: Solution }) : null
  } catch {
    return null
  }
}

export type CaptchaVerdict = 'empty' | 'fail' | 'ok'

/**
 * Checks the posted answer: empty, wrong (not decodable, forged, expired, wrong counter, or already
 * spent by an earlier sign-up), or good, in which case it is spent now.
 */
export async function checkCaptcha(answer: string | undefined): Promise<CaptchaVerdict> {
  if (!answer?.trim()) return 'empty'
  if (answer.length > 4000) return 'fail'
  const decoded = decode(answer.trim())
  if (!decoded) return 'fail'
  const result = await verifySolution({ ...decoded, deriveKey, ...secrets() }).catch(() => null)
  if (!result?.verified) return 'fail'
  const spent = await (await rateLimits()).consume('captcha-once', `altcha:${decoded.challenge.signature}`)
  return spent.limited ? 'fail' : 'ok'
}
