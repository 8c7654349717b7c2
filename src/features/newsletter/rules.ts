/**
 * The sign-up form's rules, shared by the browser (checked before posting) and the server (checked
 * again, the browser being optional for a robot). Pure functions, no DOM and no database.
 * docs/behaviour/newsletter.md describes them.
 */

/** Characters the SMS field accepts as keystrokes: digits, space, plus, brackets and hyphen. */
export const SMS_KEY = /^[0-9 +()-]$/
/** Characters the date field accepts as keystrokes: digits, space, hyphen and slash. */
export const DATE_KEY = /^[0-9 /-]$/

export const SMS_MIN_LENGTH = 6
export const SMS_MAX_LENGTH = 19

/** An ordinary address: something, one @, a domain with a dot, no spaces. */
const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/

export const isValidEmail = (value: string) => value.length <= 254 && EMAIL_PATTERN.test(value.trim())

/** The SMS number without the spaces, brackets, dots and hyphens people type between digits. */
export const stripSms = (value: string) => value.replace(/[\s().-]/g, '')

/** Starts with + once stripped, and is 6 to 19 characters long. */
export function isValidSms(value: string): boolean {
  const stripped = stripSms(value)
  return (
    stripped.startsWith('+') &&
    stripped.length >= SMS_MIN_LENGTH &&
    stripped.length <= SMS_MAX_LENGTH &&
    /^\+\d+$/.test(stripped)
  )
}

/** A non-required SMS field holding nothing but its country prefix counts as empty. */
export function smsOrEmpty(sms: string, prefix: string, required: boolean): string {
  if (required) return sms
  const stripped = stripSms(sms)
  return stripped === '' || stripped === stripSms(prefix) ? '' : sms
}

/** Whether a keystroke's `key` may be typed into the field (control keys such as Backspace always may). */
export function keyAllowed(field: 'sms' | 'date', key: string): boolean {
  if (key.length !== 1) return true
  return (field === 'sms' ? SMS_KEY : DATE_KEY).test(key)
}

export type SignupRules = {
  smsShown: boolean
  smsRequired: boolean
  listsRequired: boolean
  /** The ids of the lists a visitor may pick. */
  listIds: string[]
}

export type SignupInput = { email: string; sms: string; lists: string[] }

/** The messages' keys: required field, invalid e-mail, invalid SMS, unknown list. */
export type SignupError = 'required' | 'email' | 'sms' | 'list'

/** The first broken rule, or null when the sign-up may be sent. */
export function signupError(input: SignupInput, rules: SignupRules): SignupError | null {
  const email = input.email.trim()
  const sms = input.sms.trim()
  if (email === '') return 'required'
  if (rules.smsShown && rules.smsRequired && sms === '') return 'required'
  if (rules.listsRequired && input.lists.length === 0) return 'required'
  if (!isValidEmail(email)) return 'email'
  if (rules.smsShown && sms !== '' && !isValidSms(sms)) return 'sms'
  if (input.lists.some((id) => !rules.listIds.includes(id))) return 'list'
  return null
}
