import { beforeAll, describe, expect, it } from 'vitest'
import { HONEYPOT_FIELD, MIN_FILL_MS, SPAM_TOKEN_FIELD, TIMING_FIELD, TIMING_MAX_AGE_MS } from './fields'
import { inspectSpamFields } from './inspect'
import { issueTimingToken } from './timing-token'

beforeAll(() => {
  process.env.PAYLOAD_SECRET ||= 'unit-tests-secret-0123456789abcdef0123'
})

const now = Date.UTC(2026, 10, 24, 9, 30)

/** A post as the browser sends it, `age` ms after the first interaction. */
const post = (age = 10_000, changes: Record<string, string | undefined> = {}) => {
  const fields: Record<string, string | undefined> = {
    nom: 'Camille',
    [SPAM_TOKEN_FIELD.name]: SPAM_TOKEN_FIELD.value,
    [HONEYPOT_FIELD]: '',
    [TIMING_FIELD]: issueTimingToken('contact', now - age),
    ...changes,
  }
  return Object.fromEntries(Object.entries(fields).filter(([, value]) => value !== undefined))
}

describe('inspectSpamFields', () => {
  it('lets a post through when every check passes, in each body format', () => {
    const fields = post() as Record<string, string>
    expect(inspectSpamFields('contact', fields, now)).toEqual({ spam: false })
    const form = new FormData()
    for (const [name, value] of Object.entries(fields)) form.set(name, value)
    expect(inspectSpamFields('contact', form, now)).toEqual({ spam: false })
    expect(inspectSpamFields('contact', new URLSearchParams(fields), now)).toEqual({ spam: false })
  })

  it('accepts a post at exactly the minimum fill time and up to the maximum age', () => {
    expect(inspectSpamFields('contact', post(MIN_FILL_MS), now).spam).toBe(false)
    expect(inspectSpamFields('contact', post(TIMING_MAX_AGE_MS), now).spam).toBe(false)
  })

  it.each([
    ['spam-token', { [SPAM_TOKEN_FIELD.name]: undefined }],
    ['spam-token', { [SPAM_TOKEN_FIELD.name]: 'autre-valeur' }],
    ['honeypot', { [HONEYPOT_FIELD]: 'https://spam.example' }],
    ['honeypot', { [HONEYPOT_FIELD]: ' ' }],
    ['timing-missing', { [TIMING_FIELD]: undefined }],
    ['timing-missing', { [TIMING_FIELD]: '' }],
    ['timing-invalid', { [TIMING_FIELD]: 'v1.abc.def' }],
    ['timing-invalid', { [TIMING_FIELD]: issueTimingToken('newsletter', now - 10_000) }],
  ])('names the check that tripped: %s', (check, changes) => {
    const verdict = inspectSpamFields('contact', post(10_000, changes), now)
    expect(verdict).toMatchObject({ spam: true, check })
    expect(verdict.spam && verdict.message).toBe(
      'Votre envoi a été pris pour un envoi automatique. Rechargez la page, puis réessayez.',
    )
  })

  it('refuses a post sent before the minimum fill time, with a message a person can act on', () => {
    expect(inspectSpamFields('contact', post(MIN_FILL_MS - 1), now)).toEqual({
      spam: true,
      check: 'too-fast',
      message: 'Envoi trop rapide : prenez quelques secondes pour relire, puis envoyez de nouveau.',
    })
  })

  it('refuses a token older than its maximum age, or issued in the future', () => {
    for (const age of [TIMING_MAX_AGE_MS + 1, -60_000]) {
      expect(inspectSpamFields('contact', post(age), now)).toEqual({
        spam: true,
        check: 'timing-expired',
        message: 'Le formulaire a expiré. Rechargez la page, puis réessayez.',
      })
    }
  })

  it('reads the first value of a repeated field and ignores inherited names', () => {
    const fields = post() as Record<string, unknown>
    fields[SPAM_TOKEN_FIELD.name] = [SPAM_TOKEN_FIELD.value, 'autre']
    expect(inspectSpamFields('contact', fields, now).spam).toBe(false)
    fields[SPAM_TOKEN_FIELD.name] = [42]
    expect(inspectSpamFields('contact', fields, now)).toMatchObject({ check: 'spam-token' })
    const inherited = Object.create({ [SPAM_TOKEN_FIELD.name]: SPAM_TOKEN_FIELD.value })
    expect(inspectSpamFields('contact', inherited, now)).toMatchObject({ check: 'spam-token' })
  })
})
