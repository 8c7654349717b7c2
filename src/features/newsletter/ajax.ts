import 'server-only'
import { z } from 'zod'
import { defineAjaxAction } from '@/lib/ajax/types'
import { checkSpam } from '@/lib/anti-spam'
import { createNonce, verifyNonce } from '@/lib/nonce'
import { payloadClient } from '@/lib/payload'
import { checkCaptcha, issueChallenge } from './captcha'
import { countryListHtml } from './countries'
import { CAPTCHA_FIELD, NONCE_PURPOSE } from './fields'
import { ERROR_MESSAGE_KEY, type SignupReply } from './messages'
import { getNewsletterConfig } from './queries'
import { signupError, smsOrEmpty } from './rules'
import { subscribe } from './subscribe'

const text = (max: number) => z.string().max(max, `${max} caractères au plus.`).optional().default('')
const security = z.string().max(64, 'Jeton de sécurité trop long.').optional()
const listIds = z
  .union([z.string().max(20), z.array(z.string().max(20)).max(50, 'Trop de listes.')])
  .optional()
  .transform((value) => (value === undefined ? [] : Array.isArray(value) ? value : [value]))

const EXPIRED = 'Cette page a expiré : rechargez-la puis envoyez le formulaire à nouveau.'

const reply = (body: SignupReply, status = 200) =>
  Response.json(body, { status, headers: { 'Cache-Control': 'no-store' } })

/** `action=sib_newsletter_nonce` → `{ security }`: a fresh nonce, asked on the form's first use. */
export const newsletterNonce = defineAjaxAction({
  schema: z.object({}),
  handle: () => ({ json: { security: createNonce(NONCE_PURPOSE) } }),
})

/** `action=sib_get_country_prefix&security=…` → the HTML list of countries and their dial codes. */
export const countryPrefix = defineAjaxAction({
  schema: z.object({ security }),
  handle: ({ security: nonce }) =>
    verifyNonce(nonce, NONCE_PURPOSE)
      ? { html: countryListHtml() }
      : Response.json({ error: EXPIRED }, { status: 403, headers: { 'Cache-Control': 'no-store' } }),
})

/** `action=sib_captcha_challenge` → a signed ALTCHA challenge for the sign-up's anti-robot check. */
export const captchaChallenge = defineAjaxAction({
  schema: z.object({}),
  handle: async () => ({ json: await issueChallenge() }),
})

const CAPTCHA_STATUS = {
  empty: ['gcaptchaEmpty', 'captchaEmptyMsg'],
  fail: ['gcaptchaFail', 'captchaFailMsg'],
} as const

/**
 * `action=sib_subscribe_form` with email, sms, sib_SMS_prefix, date, interestingLists[],
 * g-recaptcha-response (when the captcha is on), security and the anti-spam fields → `{ status, msg, redirect? }` (docs/behaviour/newsletter.md).
 */
export const subscribeAction = defineAjaxAction({
  schema: z
    .object({
      email: text(254),
      sms: text(40),
      sib_SMS_prefix: z
        .string()
        .regex(/^\+?\d{0,4}$/, 'Indicatif invalide.')
        .optional()
        .default(''),
      date: text(20),
      interestingLists: listIds,
      [CAPTCHA_FIELD]: z.string().max(4000, 'Réponse anti-robot trop longue.').optional(),
      security,
    })
    .loose(),
  async handle(input, { request }) {
    const config = await getNewsletterConfig()
    const { messages } = config
    if (!verifyNonce(input.security, NONCE_PURPOSE)) return reply({ status: 'failure', msg: EXPIRED }, 403)
    const sms = config.smsShown ? smsOrEmpty(input.sms, input.sib_SMS_prefix, config.smsRequired) : ''
    const signup = {
      email: input.email,
      sms,
      smsPrefix: sms ? input.sib_SMS_prefix : '',
      date: config.dateLabel ? input.date : '',
      lists: input.interestingLists,
    }
    const error = signupError(signup, config)
    if (error) return reply({ status: 'invalid', msg: messages[ERROR_MESSAGE_KEY[error]] }, 400)
    if (config.captcha) {
      const verdict = await checkCaptcha(input[CAPTCHA_FIELD])
      if (verdict !== 'ok') {
        const [status, message] = CAPTCHA_STATUS[verdict]
        return reply({ status, msg: messages[message] }, 400)
      }
    }
    const verdict = await checkSpam({ scope: 'newsletter', fields: input, request })
    if (verdict.spam) {
      return reply({ status: 'failure', msg: verdict.message }, verdict.check === 'rate-limit' ? 429 : 400)
    }
    return reply(await subscribe(await payloadClient(), signup, config))
  },
})
