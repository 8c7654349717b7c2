import type { ContactField } from '../definition'
import { checkAcceptance, checkChoices, checkExclusive } from './choices'
import { checkDate } from './date'
import { checkNumber } from './number'
import {
  checkEmail,
  checkLength,
  checkRequired,
  checkTel,
  checkUrl,
  type FieldValue,
  isEmpty,
  type RuleResult,
} from './text'
import { checkTime } from './time'

const single = (value: FieldValue): string => (Array.isArray(value) ? (value[0] ?? '') : value)

function checkTyped(field: ContactField, value: FieldValue): RuleResult {
  switch (field.type) {
    case 'text':
    case 'textarea':
      return checkLength(single(value), field.minLength, field.maxLength)
    case 'email':
      return checkEmail(single(value)) ?? checkLength(single(value), field.minLength, field.maxLength)
    case 'url':
      return checkUrl(single(value)) ?? checkLength(single(value), field.minLength, field.maxLength)
    case 'tel':
      return checkTel(single(value)) ?? checkLength(single(value), field.minLength, field.maxLength)
    case 'number':
      return checkNumber(single(value), field.min, field.max)
    case 'date':
      return checkDate(single(value), field.min, field.max)
    case 'time':
      return checkTime(single(value), field.min, field.max)
    case 'select':
      return checkChoices(field.options, value, !field.multiple)
    case 'radio':
      return checkChoices(field.options, value, true)
    case 'checkbox':
      return checkChoices(field.options, value, false) ?? (field.exclusive ? checkExclusive(value) : null)
    default:
      return null
  }
}

/**
 * One field's error message, or null: the rules the browser checks as the visitor types and the server
 * checks again on submit, with the same messages. `value` is what the field posts (undefined when
 * absent; an acceptance box posts a value only when checked). Quiz and captcha answers need the
 * server's secret: only the server checks them (src/features/contact/server).
 */
export function validateField(field: ContactField, value: FieldValue | undefined): RuleResult {
  if (field.type === 'message' || field.type === 'quiz' || field.type === 'captcha') return null
  if (field.type === 'acceptance') return checkAcceptance(field, !isEmpty(value))
  if (isEmpty(value)) return field.required ? checkRequired(value) : null
  return checkTyped(field, value ?? '')
}
