import type { ContactFeedbackReply } from '../definition'

/** The labels the form carries in `data-status` and as its `is-*` class, from the server's status. */
const LABELS: Record<string, string> = {
  init: 'init',
  validation_failed: 'invalid',
  acceptance_missing: 'unaccepted',
  spam: 'spam',
  aborted: 'aborted',
  mail_sent: 'sent',
  mail_failed: 'failed',
  submitting: 'submitting',
  resetting: 'resetting',
  payment_required: 'payment-required',
}

/** A status the table does not know becomes `custom-<status>`, in lower case with dashes. */
export function statusLabel(status: string): string {
  const known = LABELS[status]
  if (known) return known
  const slug = status
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
  return `custom-${slug || 'unknown'}`
}

export type InvalidField = ContactFeedbackReply['invalid_fields'][number]

export type ContactState = {
  /** The server's status name (`init`, `submitting`, `mail_sent`...). */
  status: string
  /** What the response area and the live region say; empty when nothing is to be said. */
  message: string
  invalidFields: InvalidField[]
  /** A network or reply error (not a status the server chose). */
  transportError: boolean
  /** Set when the reset follows a sent mail: the refill then ends in `mail_sent`, not `init`. */
  resetAfterSent: boolean
}

export const INITIAL_STATE: ContactState = {
  status: 'init',
  message: '',
  invalidFields: [],
  transportError: false,
  resetAfterSent: false,
}

export type ContactAction =
  | { type: 'submit' }
  | { type: 'reply'; reply: ContactFeedbackReply }
  | { type: 'transport-error'; message: string }
  | { type: 'reset' }
  | { type: 'refilled' }
  /** An empty (204) or refused reply: back to the start, nothing to say. */
  | { type: 'idle' }

/**
 * The form's statuses and transitions (docs/behaviour/contact-form-browser.md): a submit clears earlier errors
 * and messages; a reply takes the server's status; the reset that follows `mail_sent` ends in
 * `mail_sent`, any other reset passes through `resetting` back to `init`.
 */
export function contactReducer(state: ContactState, action: ContactAction): ContactState {
  switch (action.type) {
    case 'submit':
      return { ...INITIAL_STATE, status: 'submitting' }
    case 'reply':
      return {
        status: action.reply.status,
        message: action.reply.message,
        invalidFields: action.reply.invalid_fields ?? [],
        transportError: false,
        resetAfterSent: action.reply.status === 'mail_sent',
      }
    case 'transport-error':
      return { ...INITIAL_STATE, message: action.message, transportError: true }
    case 'reset':
      // After a sent mail the message stays: the visitor must still read that it went.
      return state.resetAfterSent
        ? { ...state, status: 'resetting' }
        : { ...INITIAL_STATE, status: 'resetting' }
    case 'idle':
      return INITIAL_STATE
    case 'refilled':
      return state.resetAfterSent
        ? { ...state, status: 'mail_sent', resetAfterSent: false }
        : { ...state, status: 'init' }
  }
}

/** The event (without its `wpcf7` prefix) a reply's status announces, before the `submit` event. */
export function outcomeEvent(status: string): string | null {
  const label = statusLabel(status)
  if (['invalid', 'unaccepted', 'spam', 'aborted'].includes(label)) return label
  if (label === 'sent' || label === 'failed') return `mail${label}`
  return null
}
