import { createHmac, randomInt, timingSafeEqual } from 'node:crypto'
import { env } from '@/lib/env'
import { CONTACT_API_ROOT } from '../definition'
import { normaliseQuizAnswer } from '../rules'

/**
 * Captcha and quiz challenges, checked without server-side state so that every instance accepts what
 * another issued: each one carries its expiry and is bound to the answer by an HMAC keyed with
 * PAYLOAD_SECRET. A challenge lasts CHALLENGE_TTL_MS, longer than a cached page that embeds one stays
 * cached (pages revalidate at least daily; refill renews them anyway).
 *
 * - Captcha: the challenge is a string of digits, `<expiry in seconds><8 random digits>`; the image at
 *   `/api/contact-form/v1/captcha/<challenge>.png` shows a code the server derives from it (an HMAC), and
 *   the form posts the challenge back in `_wpcf7_captcha_challenge_<field>`.
 * - Quiz: one question drawn from the block's questions; its "answer hash" is `<expiry>.<mac>.<mac>...`,
 *   one MAC per accepted answer (normalised: case, accents and spaces do not count), posted back in
 *   `_wpcf7_quiz_answer_<field>`.
 */
export const CHALLENGE_TTL_MS = 48 * 60 * 60 * 1000

/** Letters and digits that cannot be mistaken for one another. */
const CAPTCHA_ALPHABET = 'ABCDEFGHJKLMNPRSTUVWXYZ23456789'
export const CAPTCHA_LENGTH = 5
export const CAPTCHA_CHALLENGE = /^\d{18}$/

const mac = (purpose: string, value: string) =>
  createHmac('sha256', env().PAYLOAD_SECRET).update(`contact-${purpose}\u0000${value}`).digest()

const sameText = (a: string, b: string) => {
  const left = Buffer.from(a)
  const right = Buffer.from(b)
  return left.length === right.length && timingSafeEqual(left, right)
}

const expirySeconds = (now: number) => Math.floor((now + CHALLENGE_TTL_MS) / 1000)
const expired = (seconds: number, now: number) => !Number.isFinite(seconds) || seconds * 1000 < now

/** A new captcha challenge (digits only). */
export function issueCaptcha(now = Date.now()): string {
  const random = String(randomInt(0, 100_000_000)).padStart(8, '0')
  return `${expirySeconds(now)}${random}`
}

/** The code the image of `challenge` shows. */
export function captchaCode(challenge: string): string {
  const bytes = mac('captcha', challenge)
  return Array.from(
    bytes.subarray(0, CAPTCHA_LENGTH),
    (byte) => CAPTCHA_ALPHABET[byte % CAPTCHA_ALPHABET.length],
  ).join('')
}

export const captchaImagePath = (challenge: string) => `${CONTACT_API_ROOT}/captcha/${challenge}.png`

/** Whether `answer` is the code of an unexpired `challenge` (case and spaces do not count). */
export function checkCaptcha(answer: string, challenge: string, now = Date.now()): boolean {
  if (typeof answer !== 'string' || typeof challenge !== 'string' || !CAPTCHA_CHALLENGE.test(challenge))
    return false
  if (expired(Number(challenge.slice(0, 10)), now)) return false
  return sameText(answer.replace(/\s+/g, '').toUpperCase(), captchaCode(challenge))
}

const answerMac = (expiry: number, answer: string) =>
  mac('quiz', `${expiry}\u0000${normaliseQuizAnswer(answer)}`)
    .toString('base64url')
    .slice(0, 22)

export type QuizQuestion = { question: string; answers: string }

/** The accepted answers of a block's "a|b|c" setting. */
export const acceptedAnswers = (answers: string) =>
  answers
    .split('|')
    .map((answer) => answer.trim())
    .filter((answer) => normaliseQuizAnswer(answer) !== '')

/** A question drawn at random and its answer hash. */
export function issueQuiz(questions: readonly QuizQuestion[], now = Date.now()): [string, string] | null {
  const usable = questions.filter(
    (item) => item.question.trim() !== '' && acceptedAnswers(item.answers).length > 0,
  )
  if (usable.length === 0) return null
  const picked = usable[randomInt(0, usable.length)]
  const expiry = expirySeconds(now)
  const macs = acceptedAnswers(picked.answers).map((answer) => answerMac(expiry, answer))
  return [picked.question.trim(), [String(expiry), ...macs].join('.')]
}

/** Whether `answer` is one of the accepted answers behind an unexpired `answerHash`. */
export function checkQuiz(answer: string, answerHash: string, now = Date.now()): boolean {
  if (typeof answer !== 'string' || typeof answerHash !== 'string' || normaliseQuizAnswer(answer) === '')
    return false
  const [expiryText, ...macs] = answerHash.split('.')
  const expiry = Number(expiryText)
  if (!/^\d{10}$/.test(expiryText ?? '') || expired(expiry, now) || macs.length === 0 || macs.length > 20)
    return false
  const given = answerMac(expiry, answer)
  return macs.map((item) => sameText(item, given)).some(Boolean)
}

type ChallengeBlock = {
  blockType: string
  name: string
  questions?: QuizQuestion[] | null
}

export type Challenges = { captcha?: Record<string, string>; quiz?: Record<string, [string, string]> }

/** New captcha images and quiz questions for a form's blocks (what refill answers). */
export function challengesFor(
  blocks: ReadonlyArray<ChallengeBlock> | null | undefined,
  now = Date.now(),
): Challenges {
  const result: Challenges = {}
  for (const block of blocks ?? []) {
    if (block.blockType === 'captcha') {
      result.captcha = { ...result.captcha, [block.name]: captchaImagePath(issueCaptcha(now)) }
    } else if (block.blockType === 'quiz') {
      const quiz = issueQuiz(block.questions ?? [], now)
      if (quiz) result.quiz = { ...result.quiz, [block.name]: quiz }
    }
  }
  return result
}

/** The challenge of a captcha image path (`.../captcha/<challenge>.png`), as the form posts it back. */
export const challengeOfImage = (path: string) => /(\d{18})\.png$/.exec(path)?.[1] ?? null
