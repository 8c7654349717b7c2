import { describe, expect, it } from 'vitest'
import type { ContactFeedbackReply } from '../definition'
import { contactReducer, INITIAL_STATE, outcomeEvent, statusLabel } from './status'

const reply = (status: string, extra: Partial<ContactFeedbackReply> = {}): ContactFeedbackReply => ({
  contact_form_id: 1,
  status,
  message: `message ${status}`,
  posted_data_hash: '',
  into: '#wpcf7-f1-o1',
  invalid_fields: [],
  ...extra,
})

describe('statusLabel', () => {
  it.each([
    ['init', 'init'],
    ['validation_failed', 'invalid'],
    ['acceptance_missing', 'unaccepted'],
    ['spam', 'spam'],
    ['aborted', 'aborted'],
    ['mail_sent', 'sent'],
    ['mail_failed', 'failed'],
    ['submitting', 'submitting'],
    ['resetting', 'resetting'],
    ['payment_required', 'payment-required'],
  ])('%s is labelled %s', (status, label) => expect(statusLabel(status)).toBe(label))

  it('prefixes any other status with custom-', () => {
    expect(statusLabel('waiting_for_review')).toBe('custom-waiting-for-review')
    expect(statusLabel('Hors Délai!')).toBe('custom-hors-d-lai')
    expect(statusLabel('')).toBe('custom-unknown')
  })
})

describe('contactReducer', () => {
  const invalid = reply('validation_failed', {
    invalid_fields: [{ into: 'x', message: 'Veuillez renseigner ce champ.', idref: null, error_id: 'e' }],
  })

  it('a submit clears earlier errors and messages and shows submitting', () => {
    const failed = contactReducer(INITIAL_STATE, { type: 'reply', reply: invalid })
    expect(failed.invalidFields).toHaveLength(1)
    expect(contactReducer(failed, { type: 'submit' })).toEqual({ ...INITIAL_STATE, status: 'submitting' })
  })

  it('a reply takes the server status, message and field errors', () => {
    const state = contactReducer(
      { ...INITIAL_STATE, status: 'submitting' },
      { type: 'reply', reply: invalid },
    )
    expect(state.status).toBe('validation_failed')
    expect(state.message).toBe('message validation_failed')
    expect(state.invalidFields[0].message).toBe('Veuillez renseigner ce champ.')
  })

  it('after mail_sent, the reset and the refill end in mail_sent and keep the message', () => {
    let state = contactReducer(INITIAL_STATE, { type: 'reply', reply: reply('mail_sent') })
    state = contactReducer(state, { type: 'reset' })
    expect(state.status).toBe('resetting')
    state = contactReducer(state, { type: 'refilled' })
    expect(state).toMatchObject({ status: 'mail_sent', message: 'message mail_sent', resetAfterSent: false })
    // A later reset (the visitor's own) goes back to init.
    state = contactReducer(contactReducer(state, { type: 'reset' }), { type: 'refilled' })
    expect(state.status).toBe('init')
    expect(state.message).toBe('')
  })

  it('any other reset passes through resetting back to init', () => {
    let state = contactReducer(INITIAL_STATE, { type: 'reply', reply: invalid })
    state = contactReducer(state, { type: 'reset' })
    expect(state).toMatchObject({ status: 'resetting', invalidFields: [] })
    expect(contactReducer(state, { type: 'refilled' }).status).toBe('init')
  })

  it('a transport error shows its message with no status of the server', () => {
    const state = contactReducer(
      { ...INITIAL_STATE, status: 'submitting' },
      { type: 'transport-error', message: 'hors ligne' },
    )
    expect(state).toMatchObject({ status: 'init', message: 'hors ligne', transportError: true })
  })

  it('an empty reply returns to the start', () => {
    expect(contactReducer({ ...INITIAL_STATE, status: 'submitting' }, { type: 'idle' })).toEqual(
      INITIAL_STATE,
    )
  })
})

describe('outcomeEvent', () => {
  it.each([
    ['validation_failed', 'invalid'],
    ['acceptance_missing', 'unaccepted'],
    ['spam', 'spam'],
    ['aborted', 'aborted'],
    ['mail_sent', 'mailsent'],
    ['mail_failed', 'mailfailed'],
    ['payment_required', null],
    ['something_else', null],
  ])('%s announces %s', (status, event) => expect(outcomeEvent(status)).toBe(event))
})
