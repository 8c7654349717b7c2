import type { ContactChoice } from '../definition'
import { FIELD_MESSAGES } from './messages'
import type { FieldValue, RuleResult } from './text'

export type AcceptanceKind = { optional: boolean; invert: boolean }

/**
 * Whether an acceptance box is in its required state: a normal box checked, an inverted one unchecked;
 * an optional box always is. The browser disables the submit button until every box is (unless the
 * server validates acceptance itself).
 */
export function acceptanceSatisfied(kind: AcceptanceKind, checked: boolean): boolean {
  if (kind.optional) return true
  return kind.invert ? !checked : checked
}

export function checkAcceptance(kind: AcceptanceKind, checked: boolean): RuleResult {
  return acceptanceSatisfied(kind, checked) ? null : FIELD_MESSAGES.acceptance
}

/** Values as a list (a single select or radio posts one string). */
export const valuesOf = (value: FieldValue | undefined | null): string[] =>
  value == null ? [] : (Array.isArray(value) ? value : [value]).filter((item) => item !== '')

/** Every picked value is one of the options; `single` (radio, plain select): at most one. */
export function checkChoices(options: ContactChoice[], value: FieldValue, single: boolean): RuleResult {
  const picked = valuesOf(value)
  if (single && picked.length > 1) return FIELD_MESSAGES.choice
  const known = new Set(options.map((option) => option.value))
  return picked.every((item) => known.has(item)) ? null : FIELD_MESSAGES.choice
}

/** An exclusive checkbox group: at most one box checked. */
export function checkExclusive(value: FieldValue): RuleResult {
  return valuesOf(value).length > 1 ? FIELD_MESSAGES.exclusive : null
}

/** The free-text input beside an option is enabled (and posted) only while that option is picked. */
export function freeTextEnabled(options: ContactChoice[], value: FieldValue): boolean {
  const picked = new Set(valuesOf(value))
  return options.some((option) => option.freeText && picked.has(option.value))
}

/** The name the free-text input posts under, CF7's convention. */
export const freeTextName = (field: string) => `${field}_free_text`

/** A quiz answer as compared: trimmed, lower-case, accents and repeated spaces dropped. */
export function normaliseQuizAnswer(answer: string): string {
  return answer.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase().replace(/\s+/g, ' ').trim()
}

/** Whether `answer` is one of the accepted answers (compared normalised). */
export function quizAnswerMatches(answer: string, accepted: readonly string[]): boolean {
  const given = normaliseQuizAnswer(answer)
  return given !== '' && accepted.some((item) => normaliseQuizAnswer(item) === given)
}
