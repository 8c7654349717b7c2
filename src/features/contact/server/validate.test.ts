import { beforeAll, describe, expect, it } from 'vitest'
import type { ContactField } from '../definition'
import { FIELD_MESSAGES } from '../rules'
import { captchaCode, issueCaptcha, issueQuiz } from './challenges'
import { checkPost, postedValue, submittedRows } from './validate'

beforeAll(() => {
  process.env.PAYLOAD_SECRET ||= 'unit-tests-secret-0123456789abcdef0123'
})

const fields: ContactField[] = [
  { type: 'text', name: 'nom', label: 'Nom', required: true },
  {
    type: 'radio',
    name: 'venue',
    label: 'Comment nous avez-vous connus ?',
    required: false,
    options: [
      { label: 'Presse', value: 'presse' },
      { label: 'Autre', value: 'autre', freeText: true },
    ],
  },
  {
    type: 'checkbox',
    name: 'jours',
    label: 'Jours',
    required: false,
    exclusive: false,
    options: [
      { label: 'Samedi', value: 'samedi' },
      { label: 'Dimanche', value: 'dimanche' },
    ],
  },
  { type: 'acceptance', name: 'ok', label: 'J’accepte', required: true, optional: false, invert: false },
  {
    type: 'acceptance',
    name: 'pub',
    label: 'Pas de publicité',
    required: false,
    optional: false,
    invert: true,
  },
  { type: 'quiz', name: 'q', label: 'Question', required: true },
  { type: 'captcha', name: 'code', label: 'Code', required: true },
  { type: 'message', name: 'info', text: 'Merci.' },
]

function post(values: Record<string, string | string[]>): FormData {
  const data = new FormData()
  for (const [name, value] of Object.entries(values))
    for (const item of Array.isArray(value) ? value : [value]) data.append(name, item)
  return data
}

function solved(extra: Record<string, string | string[]> = {}) {
  const challenge = issueCaptcha()
  const [, hash] = issueQuiz([{ question: 'Deux plus deux ?', answers: '4|quatre' }])!
  return post({
    nom: 'Marie',
    venue: 'autre',
    venue_free_text: 'Un ami',
    'jours[]': ['samedi', 'dimanche'],
    ok: '1',
    q: 'quatre',
    _wpcf7_quiz_answer_q: hash,
    code: captchaCode(challenge),
    _wpcf7_captcha_challenge_code: challenge,
    _wpcf7: '3',
    ...extra,
  })
}

describe('checkPost', () => {
  it('accepts a complete post', () => {
    expect(checkPost(fields, solved(), false)).toEqual({ invalid: [], acceptanceMissing: false })
  })
  it('lists field errors in the form’s order, quiz and captcha included', () => {
    const check = checkPost(fields, solved({ nom: ' ', q: 'cinq', code: 'ZZZZZ' }), false)
    expect(check.invalid).toEqual([
      { name: 'nom', message: FIELD_MESSAGES.required },
      { name: 'q', message: FIELD_MESSAGES.quiz },
      { name: 'code', message: FIELD_MESSAGES.captcha },
    ])
  })
  it('reports acceptance as a status, or as a field error when the form validates it', () => {
    const unchecked = post({ nom: 'Marie', pub: '1' })
    const relaxed = checkPost(fields.slice(0, 5), unchecked, false)
    expect(relaxed).toEqual({ invalid: [], acceptanceMissing: true })
    const strict = checkPost(fields.slice(0, 5), unchecked, true)
    expect(strict.invalid).toEqual([
      { name: 'ok', message: FIELD_MESSAGES.acceptance },
      { name: 'pub', message: FIELD_MESSAGES.acceptance },
    ])
  })
})

describe('posted values', () => {
  it('reads name[] lists and plain values', () => {
    const data = solved()
    expect(postedValue(data, 'jours')).toEqual(['samedi', 'dimanche'])
    expect(postedValue(data, 'nom')).toBe('Marie')
    expect(postedValue(data, 'absent')).toBeUndefined()
  })
  it('keeps the visitor’s values, never hidden fields or challenge answers', () => {
    expect(submittedRows(fields, solved())).toEqual([
      { field: 'nom', value: 'Marie' },
      { field: 'venue', value: 'autre (Un ami)' },
      { field: 'jours', value: 'samedi, dimanche' },
      { field: 'ok', value: 'oui' },
      { field: 'pub', value: 'non' },
    ])
  })
  it('drops the free text when its choice is not picked', () => {
    const rows = submittedRows(fields, solved({ venue: 'presse' }))
    expect(rows.find((row) => row.field === 'venue')?.value).toBe('presse')
  })
})
