/**
 * The anti-spam fields every visitor form carries, shared by the browser and the server. Nothing here
 * is secret: each field only costs a robot that does not run the page's script, or fills every input,
 * or posts at once, its message.
 */

/** The forms that use the anti-spam checks; each has a rate limit of the same name. */
export const ANTI_SPAM_SCOPES = ['contact', 'newsletter', 'comment'] as const
export type AntiSpamScope = (typeof ANTI_SPAM_SCOPES)[number]

/** Added by the browser's script to every form post, never written into the page's markup. */
export const SPAM_TOKEN_FIELD = { name: '_escale_js', value: 'formulaire-envoye-par-le-navigateur' } as const

/** An input hidden from people and assistive technology: anything written in it is a robot's. */
export const HONEYPOT_FIELD = 'site_web_verification'

/** The signed timing token, fetched from the server on the visitor's first interaction with the form. */
export const TIMING_FIELD = '_escale_timing'

/** The least time between the first interaction with a form and its post. */
export const MIN_FILL_MS = 3_000

/** How long a timing token stays valid: a form left open overnight is still accepted the next day. */
export const TIMING_MAX_AGE_MS = 24 * 60 * 60 * 1000

/** Every field name above: not the visitor's data, never stored with it. */
export const ANTI_SPAM_FIELD_NAMES: readonly string[] = [SPAM_TOKEN_FIELD.name, HONEYPOT_FIELD, TIMING_FIELD]

/** The ajax action (POST /ajax) that issues a timing token: `action=anti_spam_token&scope=contact`. */
export const TIMING_TOKEN_ACTION = 'anti_spam_token'
