import type { ContactField } from '../definition'
import {
  acceptanceSatisfied,
  FIELD_MESSAGES,
  type FieldValue,
  freeTextEnabled,
  freeTextName,
  validateField,
} from '../rules'
import { checkCaptcha, checkQuiz } from './challenges'

/** A field posted under `name[]` (checkbox groups, multiple selects) or `name`. */
export function postedValue(data: FormData, name: string): FieldValue | undefined {
  const list = data.getAll(`${name}[]`).filter((value) => typeof value === 'string')
  if (list.length) return list
  const value = data.get(name)
  return typeof value === 'string' ? value : undefined
}

const text = (data: FormData, name: string) => {
  const value = data.get(name)
  return typeof value === 'string' ? value : ''
}

/** The server-only checks: the quiz's hashed answer and the captcha's challenge, both signed. */
function checkSecret(field: ContactField, data: FormData): string | null {
  if (field.type === 'quiz')
    return checkQuiz(text(data, field.name), text(data, `_wpcf7_quiz_answer_${field.name}`))
      ? null
      : FIELD_MESSAGES.quiz
  if (field.type === 'captcha')
    return checkCaptcha(text(data, field.name), text(data, `_wpcf7_captcha_challenge_${field.name}`))
      ? null
      : FIELD_MESSAGES.captcha
  return null
}

export type PostCheck = {
  /** Field name → message, in the form's order. */
  invalid: Array<{ name: string; message: string }>
  /** A required acceptance box is not in its required state (when the form does not validate it). */
  acceptanceMissing: boolean
}

/**
 * Every rule of every field on a post, with the browser's messages. Acceptance boxes are field errors
 * when the form validates acceptance itself, otherwise they give the acceptance_missing status.
 */
export function checkPost(
  fields: ContactField[],
  data: FormData,
  acceptanceAsValidation: boolean,
): PostCheck {
  const invalid: PostCheck['invalid'] = []
  let acceptanceMissing = false
  for (const field of fields) {
    if (field.type === 'message') continue
    if (field.type === 'acceptance' && !acceptanceAsValidation) {
      const checked = Boolean(postedValue(data, field.name))
      if (!acceptanceSatisfied(field, checked)) acceptanceMissing = true
      continue
    }
    const message = validateField(field, postedValue(data, field.name)) ?? checkSecret(field, data)
    if (message) invalid.push({ name: field.name, message })
  }
  return { invalid, acceptanceMissing }
}

/**
 * What the visitor sent, as label/value rows for the stored submission and the mail: every field of
 * the form (never the hidden `_` fields, the anti-spam fields or the quiz and captcha answers), a
 * free-text input's words after its choice.
 */
export function submittedRows(
  fields: ContactField[],
  data: FormData,
): Array<{ field: string; value: string }> {
  const rows: Array<{ field: string; value: string }> = []
  for (const field of fields) {
    if (field.type === 'message' || field.type === 'quiz' || field.type === 'captcha') continue
    const value = postedValue(data, field.name)
    let shown = Array.isArray(value) ? value.join(', ') : (value ?? '')
    if (field.type === 'acceptance') shown = value ? 'oui' : 'non'
    if ('options' in field && value && freeTextEnabled(field.options, value)) {
      const free = text(data, freeTextName(field.name)).trim()
      if (free) shown = `${shown} (${free})`
    }
    rows.push({ field: field.name, value: shown })
  }
  return rows
}
