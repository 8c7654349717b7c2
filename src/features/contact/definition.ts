/**
 * What the contact form's browser component needs to render and drive one form: the server maps an
 * editor's form (the form-builder `forms` collection) to this plain, serialisable shape, and the client
 * component (src/features/contact/components) renders it with the Contact Form 7 markup and behaviour.
 * Field names are the names posted to `POST /api/contact-form/v1/contact-forms/{id}/feedback`.
 */

/** A choice of a select, checkbox group or radio group. `freeText`: a text input beside it, enabled
 * only while the choice is picked (its value is posted as `{field}_free_text`, CF7's convention). */
export type ContactChoice = { label: string; value: string; freeText?: boolean }

type FieldBase = {
  name: string
  label: string
  required: boolean
  /** Help text under the field (plain text). */
  description?: string
}

/** Inputs that hold a typed text; counters count characters of `text`-like fields and the textarea. */
type TextLike = FieldBase & {
  placeholder?: string
  defaultValue?: string
  minLength?: number
  maxLength?: number
  /** A character counter under the field: counts up from 0, or down from maxLength. */
  counter?: 'up' | 'down'
}

export type ContactField =
  | (TextLike & { type: 'text' | 'email' | 'url' | 'tel' | 'textarea' })
  | (FieldBase & { type: 'number'; min?: number; max?: number; step?: number; defaultValue?: number })
  /** `min`/`max` as yyyy-mm-dd; the visitor types d MM yy (or dd/mm/yy, `format`), posted as yyyy-mm-dd. */
  | (FieldBase & { type: 'date'; min?: string; max?: string; format: 'd MM yy' | 'dd/mm/yy' })
  /** HH:mm, posted as typed once checked. */
  | (FieldBase & { type: 'time'; min?: string; max?: string })
  | (FieldBase & { type: 'select'; options: ContactChoice[]; multiple: boolean; includeBlank: boolean })
  /** `exclusive`: at most one box checked at a time. Posted as `name[]`. */
  | (FieldBase & { type: 'checkbox'; options: ContactChoice[]; exclusive: boolean })
  | (FieldBase & { type: 'radio'; options: ContactChoice[] })
  /** A box the visitor must check (`invert`: must leave unchecked); `optional` boxes gate nothing.
   * `label` is the sentence beside the box. */
  | (FieldBase & { type: 'acceptance'; optional: boolean; invert: boolean })
  /** The question and the hashed answer come from refill (and the page's first render). */
  | (FieldBase & { type: 'quiz' })
  /** The image comes from refill (and the page's first render); the visitor types what it shows. */
  | (FieldBase & { type: 'captcha' })
  /** Static text between fields (plain text paragraphs); posts nothing. */
  | { type: 'message'; name: string; text: string }

export type ContactFieldType = ContactField['type']

export type ContactFormDefinition = {
  /** The form's id in the `forms` collection: `{id}` in the REST paths and the `_wpcf7` field. */
  id: number
  title: string
  fields: ContactField[]
  submitLabel: string
  /** `_wpcf7_version`: the wire contract's version, for the API's own checks. */
  version: string
  /** `_wpcf7_locale`. */
  locale: 'fr_FR'
  /** When the server validates acceptance itself, the boxes do not gate the submit button. */
  acceptanceAsValidation: boolean
  /** Captcha images and quiz questions for the first render; refill renews them. */
  captcha?: Record<string, string>
  quiz?: Record<string, [question: string, answerHash: string]>
}

/** What the feedback route answers after a submission: its status, message and the fields in error. */
export type ContactFeedbackReply = {
  contact_form_id: number
  status: string
  message: string
  posted_data_hash: string
  into: string
  invalid_fields: Array<{ into: string; message: string; idref: string | null; error_id: string }>
  captcha?: Record<string, string>
  quiz?: Record<string, [string, string]>
}

/** `GET .../refill`: new captcha images and quiz questions. */
export type ContactRefillReply = {
  captcha?: Record<string, string>
  quiz?: Record<string, [string, string]>
}

/** The REST paths, one place for server routes and the browser. */
export const CONTACT_API_ROOT = '/api/contact-form/v1'
export const feedbackPath = (id: number | string) => `${CONTACT_API_ROOT}/contact-forms/${id}/feedback`
export const refillPath = (id: number | string) => `${CONTACT_API_ROOT}/contact-forms/${id}/refill`
