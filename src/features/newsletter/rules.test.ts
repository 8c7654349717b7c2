import { describe, expect, it } from 'vitest'
import { isValidEmail, isValidSms, keyAllowed, signupError, smsOrEmpty, stripSms } from './rules'

const rules = { smsShown: true, smsRequired: false, listsRequired: true, listIds: ['1', '2'] }
const valid = { email: 'marie@example.fr', sms: '', lists: ['1'] }

describe('newsletter rules', () => {
  it('accept an ordinary address and refuse the rest', () => {
    expect(isValidEmail('marie.dupont@exemple.fr')).toBe(true)
    expect(isValidEmail('marie@exemple')).toBe(false)
    expect(isValidEmail('marie exemple@x.fr')).toBe(false)
    expect(isValidEmail('@exemple.fr')).toBe(false)
    expect(isValidEmail(`${'a'.repeat(250)}@x.fr`)).toBe(false)
  })

  it('strip spaces, brackets, dots and hyphens from an SMS number', () => {
    expect(stripSms('+33 (0)6.12-34 56')).toBe('+3306123456')
  })

  it('want an SMS number starting with + and 6 to 19 characters long once stripped', () => {
    expect(isValidSms('+33 6 12 34 56 78')).toBe(true)
    expect(isValidSms('06 12 34 56 78')).toBe(false)
    expect(isValidSms('+3312')).toBe(false) // 5 characters
    expect(isValidSms('+33123')).toBe(true) // 6
    expect(isValidSms(`+${'1'.repeat(18)}`)).toBe(true) // 19
    expect(isValidSms(`+${'1'.repeat(19)}`)).toBe(false) // 20
    expect(isValidSms('+33 6 12 ab 56')).toBe(false)
  })

  it('clear an optional SMS field that holds only its prefix', () => {
    expect(smsOrEmpty('+33 ', '+33', false)).toBe('')
    expect(smsOrEmpty(' ', '+33', false)).toBe('')
    expect(smsOrEmpty('+33 6 12', '+33', false)).toBe('+33 6 12')
    expect(smsOrEmpty('+33', '+33', true)).toBe('+33')
  })

  it('let through only the keystrokes each field accepts', () => {
    for (const key of ['1', ' ', '+', '(', ')', '-']) expect(keyAllowed('sms', key)).toBe(true)
    for (const key of ['a', '.', '/', 'é']) expect(keyAllowed('sms', key)).toBe(false)
    for (const key of ['1', ' ', '-', '/']) expect(keyAllowed('date', key)).toBe(true)
    for (const key of ['a', '+', '.']) expect(keyAllowed('date', key)).toBe(false)
    expect(keyAllowed('sms', 'Backspace')).toBe(true)
    expect(keyAllowed('date', 'Tab')).toBe(true)
  })

  it('name the first broken rule of a sign-up', () => {
    expect(signupError(valid, rules)).toBeNull()
    expect(signupError({ ...valid, email: '  ' }, rules)).toBe('required')
    expect(signupError({ ...valid, lists: [] }, rules)).toBe('required')
    expect(signupError({ ...valid, lists: [] }, { ...rules, listsRequired: false })).toBeNull()
    expect(signupError({ ...valid, email: 'marie@' }, rules)).toBe('email')
    expect(signupError({ ...valid, sms: '0612345678' }, rules)).toBe('sms')
    expect(signupError({ ...valid, sms: '+33612345678' }, rules)).toBeNull()
    expect(signupError(valid, { ...rules, smsRequired: true })).toBe('required')
    expect(signupError({ ...valid, sms: '0612' }, { ...rules, smsShown: false })).toBeNull()
    expect(signupError({ ...valid, lists: ['9'] }, rules)).toBe('list')
  })
})
