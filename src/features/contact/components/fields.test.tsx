// @vitest-environment jsdom
import { act } from 'react'
import { createRoot, type Root } from 'react-dom/client'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import type { ContactField } from '../definition'
import { ContactFieldView } from './ContactFieldView'
import { errorFieldName, errorsByField } from './field-errors'
import { captchaChallenge } from './SmallFields'

declare global {
  var IS_REACT_ACT_ENVIRONMENT: boolean | undefined
}

let root: Root
let host: HTMLElement
const $ = <T extends Element = HTMLElement>(selector: string) => host.querySelector<T>(selector)!
const setter = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!

async function render(
  field: ContactField,
  extras: { captcha?: Record<string, string>; quiz?: Record<string, [string, string]> } = {},
) {
  await act(async () =>
    root.render(
      <form>
        <ContactFieldView field={field} unitTag="wpcf7-f1-o1" captcha={extras.captcha} quiz={extras.quiz} />
      </form>,
    ),
  )
}

async function typeAndLeave(input: HTMLInputElement, text: string) {
  await act(async () => {
    input.focus()
    setter.call(input, text)
    input.dispatchEvent(new Event('input', { bubbles: true }))
  })
  await act(async () => void input.dispatchEvent(new FocusEvent('focusout', { bubbles: true })))
}

const posted = () => Object.fromEntries(new FormData($<HTMLFormElement>('form')))

beforeEach(() => {
  globalThis.IS_REACT_ACT_ENVIRONMENT = true
  host = document.createElement('div')
  document.body.append(host)
  root = createRoot(host)
})
afterEach(() => {
  act(() => root.unmount())
  host.remove()
})

describe('date field', () => {
  const field: ContactField = { type: 'date', name: 'jour', label: 'Jour', required: true, format: 'd MM yy' }

  it('reads d MM yy, shows it back and posts yyyy-mm-dd', async () => {
    await render(field)
    await typeAndLeave($('#wpcf7-f1-o1-jour'), '5 Novembre 2026')
    expect($<HTMLInputElement>('#wpcf7-f1-o1-jour').value).toBe('5 novembre 2026')
    expect(posted().jour).toBe('2026-11-05')
    expect(host.querySelector('.wpcf7-not-valid-tip')).toBeNull()
  })

  it('reads the regional dd/mm/yy', async () => {
    await render({ ...field, format: 'dd/mm/yy' })
    await typeAndLeave($('#wpcf7-f1-o1-jour'), '05/11/2026')
    expect(posted().jour).toBe('2026-11-05')
  })

  it('says why a date cannot be read, and posts the text as typed', async () => {
    await render(field)
    const input = $<HTMLInputElement>('#wpcf7-f1-o1-jour')
    await typeAndLeave(input, '31 février 2026')
    expect($('.wpcf7-not-valid-tip').textContent).toBe('Date invalide.')
    expect(input.getAttribute('aria-invalid')).toBe('true')
    expect(input.getAttribute('aria-describedby')).toContain('wpcf7-f1-o1-jour-lecture')
    expect(posted().jour).toBe('31 février 2026')
    await typeAndLeave(input, '5 brumaire 2026')
    expect($('.wpcf7-not-valid-tip').textContent).toBe('Nom inconnu à la position 2.')
  })

  it('shows the clear button only while the field has a value', async () => {
    await render(field)
    expect(host.querySelectorAll('.contact-date__button')).toHaveLength(1)
    await typeAndLeave($('#wpcf7-f1-o1-jour'), '5 novembre 2026')
    expect(host.querySelectorAll('.contact-date__button')).toHaveLength(2)
    await act(async () => $<HTMLButtonElement>('.contact-date__button').click())
    expect(posted().jour).toBe('')
  })
})

describe('time field', () => {
  it('accepts HH:mm and says "Format d’heure incorrect." otherwise', async () => {
    await render({ type: 'time', name: 'heure', label: 'Heure', required: false })
    const input = $<HTMLInputElement>('#wpcf7-f1-o1-heure')
    await typeAndLeave(input, '24:10')
    expect($('.wpcf7-not-valid-tip').textContent).toBe('Format d’heure incorrect.')
    await typeAndLeave(input, '23:59')
    expect(host.querySelector('.wpcf7-not-valid-tip')).toBeNull()
    expect(posted().heure).toBe('23:59')
  })
})

describe('captcha and quiz', () => {
  it('the captcha image and its numeric challenge come from the refill data', async () => {
    await render(
      { type: 'captcha', name: 'code', label: 'Code', required: true },
      { captcha: { code: '/api/contact-form/v1/captcha/abc-123456.png' } },
    )
    expect($<HTMLImageElement>('img.wpcf7-captcha-code').getAttribute('src')).toContain('123456.png')
    expect(posted()._wpcf7_captcha_challenge_code).toBe('123456')
    expect(captchaChallenge('/x/no-number.png')).toBe('')
  })

  it('the quiz shows its question and posts its answer hash', async () => {
    await render(
      { type: 'quiz', name: 'q', label: 'Question', required: true },
      { quiz: { q: ['Deux plus deux ?', 'hash'] } },
    )
    expect($('.wpcf7-quiz-label').textContent).toBe('Deux plus deux ?')
    expect(posted()._wpcf7_quiz_answer_q).toBe('hash')
  })
})

describe('select', () => {
  it('offers the blank choice when asked, and a multiple select posts name[]', async () => {
    const options = [{ label: 'Un', value: 'un' }]
    await render({
      type: 'select',
      name: 's',
      label: 'S',
      required: false,
      multiple: false,
      includeBlank: true,
      options,
    })
    expect($('option').textContent).toBe('—Veuillez choisir une option—')
    await render({
      type: 'select',
      name: 's',
      label: 'S',
      required: false,
      multiple: true,
      includeBlank: true,
      options,
    })
    expect($('select').getAttribute('name')).toBe('s[]')
  })
})

describe('field errors', () => {
  it('finds the field of an error selector and keeps the first error of each field', () => {
    expect(errorFieldName('span.wpcf7-form-control-wrap[data-name="your-email"]')).toBe('your-email')
    expect(errorFieldName('your-name')).toBe('your-name')
    const errors = errorsByField([
      { into: 'a', message: 'un', idref: null, error_id: 'e1' },
      { into: 'a', message: 'deux', idref: null, error_id: 'e2' },
    ])
    expect(errors.get('a')).toEqual({ message: 'un', errorId: 'e1' })
  })

  it('a counter is marked too short, then fine, as the visitor types', async () => {
    await render({
      type: 'textarea',
      name: 'msg',
      label: 'Message',
      required: true,
      minLength: 3,
      maxLength: 10,
      counter: 'up',
    })
    const area = $<HTMLTextAreaElement>('textarea')
    const count = () => $('.wpcf7-character-count')
    expect(count().classList.contains('too-short')).toBe(true)
    await act(async () => {
      Object.getOwnPropertyDescriptor(HTMLTextAreaElement.prototype, 'value')!.set!.call(area, 'Bonjour')
      area.dispatchEvent(new Event('input', { bubbles: true }))
    })
    expect(count().classList.contains('too-short')).toBe(false)
    expect(count().getAttribute('data-current-value')).toBe('7')
    expect(area.getAttribute('aria-describedby')).toBe(count().id)
  })
})
