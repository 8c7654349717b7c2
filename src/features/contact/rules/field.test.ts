import { describe, expect, it } from 'vitest'
import type { ContactField } from '../definition'
import { validateField } from './field'
import { FIELD_MESSAGES as M } from './messages'

const text: ContactField = { type: 'text', name: 'nom', label: 'Nom', required: true, maxLength: 5 }
const optionalEmail: ContactField = { type: 'email', name: 'mail', label: 'E-mail', required: false }
const consent: ContactField = {
  type: 'acceptance',
  name: 'ok',
  label: 'J’accepte',
  required: true,
  optional: false,
  invert: false,
}
const exclusive: ContactField = {
  type: 'checkbox',
  name: 'jour',
  label: 'Jour',
  required: true,
  exclusive: true,
  options: [
    { label: 'Lundi', value: 'lundi' },
    { label: 'Mardi', value: 'mardi' },
  ],
}

describe('validateField', () => {
  it('applies required first, then the type rules', () => {
    expect(validateField(text, undefined)).toBe(M.required)
    expect(validateField(text, 'Marie-Claire')).toBe(M.tooLong)
    expect(validateField(text, 'Marie')).toBeNull()
  })
  it('lets an optional field stay empty but checks what is typed', () => {
    expect(validateField(optionalEmail, '')).toBeNull()
    expect(validateField(optionalEmail, 'pas-une-adresse')).toBe(M.email)
  })
  it('checks acceptance boxes by presence', () => {
    expect(validateField(consent, undefined)).toBe(M.acceptance)
    expect(validateField(consent, '1')).toBeNull()
  })
  it('checks checkbox groups', () => {
    expect(validateField(exclusive, [])).toBe(M.required)
    expect(validateField(exclusive, ['lundi', 'mardi'])).toBe(M.exclusive)
    expect(validateField(exclusive, ['dimanche'])).toBe(M.choice)
    expect(validateField(exclusive, ['mardi'])).toBeNull()
  })
  it('leaves quiz, captcha and static text to others', () => {
    expect(validateField({ type: 'quiz', name: 'q', label: 'Q', required: true }, undefined)).toBeNull()
    expect(validateField({ type: 'message', name: 'm', text: 'Bonjour' }, undefined)).toBeNull()
  })
})
