/**
 * The contact form's validation rules, pure and shared: the browser component checks fields with them
 * as the visitor types, and the feedback route checks every post again with the same functions and
 * messages. `validateField(field, value)` applies every rule of a field; the single rules are exported
 * for counters, pickers and the submit button's acceptance gate.
 */
export {
  acceptanceSatisfied,
  type AcceptanceKind,
  checkAcceptance,
  checkChoices,
  checkExclusive,
  freeTextEnabled,
  freeTextName,
  normaliseQuizAnswer,
  quizAnswerMatches,
  valuesOf,
} from './choices'
export {
  checkDate,
  type DisplayDateFormat,
  formatDisplayDate,
  isoDate,
  MONTHS,
  MONTHS_SHORT,
  parseDisplayDate,
  SHORT_YEAR_CUTOFF,
} from './date'
export { validateField } from './field'
export { type FeedbackStatus, FIELD_MESSAGES, type FieldMessageKey, FORM_MESSAGES } from './messages'
export { checkNumber, parseNumber } from './number'
export {
  charCount,
  checkEmail,
  checkLength,
  checkRequired,
  checkTel,
  checkUrl,
  type FieldValue,
  isEmpty,
  normaliseUrl,
  type RuleResult,
} from './text'
export { checkTime, parseTime, TIME_FORMAT_ERROR, type TimeOfDay } from './time'
