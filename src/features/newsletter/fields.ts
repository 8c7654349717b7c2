/** Names of the posted fields and of the ajax actions, shared by the form and the server. */
export const SIGNUP_ACTION = 'sib_subscribe_form'
export const PREFIX_ACTION = 'sib_get_country_prefix'
export const NONCE_ACTION = 'sib_newsletter_nonce'
export const CAPTCHA_ACTION = 'sib_captcha_challenge'
/** What the nonces of the newsletter's calls are made for (src/lib/nonce.ts). */
export const NONCE_PURPOSE = 'newsletter'
export const PREFIX_FIELD = 'sib_SMS_prefix'
export const LISTS_FIELD = 'interestingLists'
/** The captcha's answer, under the name the original form posts it with. */
export const CAPTCHA_FIELD = 'g-recaptcha-response'
