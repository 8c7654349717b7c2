import { FIELD_MESSAGES } from './messages'

/** A rule's verdict: null when the value passes, otherwise the French message to show. */
export type RuleResult = string | null

/** What a field posts: one string, or a list for checkbox groups and multiple selects. */
export type FieldValue = string | string[]

/** Empty means nothing typed (spaces only count as nothing) or nothing checked. */
export function isEmpty(value: FieldValue | undefined | null): boolean {
  if (value == null) return true
  if (Array.isArray(value)) return value.every((item) => item.trim() === '')
  return value.trim() === ''
}

export function checkRequired(value: FieldValue | undefined | null): RuleResult {
  return isEmpty(value) ? FIELD_MESSAGES.required : null
}

/** Length in characters as people count them (an emoji or an accented letter is one). */
export const charCount = (value: string) => Array.from(value).length

/** min/max lengths in characters; an empty value is the required rule's business. */
export function checkLength(value: string, minLength?: number, maxLength?: number): RuleResult {
  const length = charCount(value)
  if (length === 0) return null
  if (maxLength !== undefined && length > maxLength) return FIELD_MESSAGES.tooLong
  if (minLength !== undefined && length < minLength) return FIELD_MESSAGES.tooShort
  return null
}

// An ordinary address: local part, @, a domain with at least one dot; no spaces.
const EMAIL =
  /^[A-Za-z0-9.!#$%&'*+/=?^_`{|}~-]+@[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?(?:\.[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?)+$/

export function checkEmail(value: string): RuleResult {
  const trimmed = value.trim()
  if (trimmed === '') return null
  return trimmed.length <= 254 && EMAIL.test(trimmed) ? null : FIELD_MESSAGES.email
}

/** A value without a scheme that contains a dot gets `http://` in front ("escale.fr" → "http://escale.fr"). */
export function normaliseUrl(value: string): string {
  const trimmed = value.trim()
  if (trimmed === '' || /^[a-z][a-z0-9+.-]*:/i.test(trimmed) || !trimmed.includes('.')) return trimmed
  return `http://${trimmed}`
}

/** Checks the value after `normaliseUrl`: an absolute http(s)/ftp address with a host. */
export function checkUrl(value: string): RuleResult {
  const normalised = normaliseUrl(value)
  if (normalised === '') return null
  try {
    const url = new URL(normalised)
    const ok =
      ['http:', 'https:', 'ftp:'].includes(url.protocol) && url.hostname !== '' && !/\s/.test(normalised)
    return ok ? null : FIELD_MESSAGES.url
  } catch {
    return FIELD_MESSAGES.url
  }
}

/** Digits with an optional leading +, spaces, dots, hyphens, slashes and brackets between them. */
export function checkTel(value: string): RuleResult {
  const trimmed = value.trim()
  if (trimmed === '') return null
  const digits = trimmed.replace(/\D/g, '')
  const ok = /^\+?[0-9 ()./-]+$/.test(trimmed) && digits.length >= 4 && digits.length <= 20
  return ok ? null : FIELD_MESSAGES.tel
}
