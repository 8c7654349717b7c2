import type { ContactFeedbackReply, ContactRefillReply } from '../definition'

/** What every `wpcf7*` event carries in `detail`, as Contact Form 7 sends it. */
export type ContactEventDetail = {
  contactFormId: number
  pluginVersion: string
  contactFormLocale: string
  unitTag: string
  containerPostId: number
  status: string
  inputs: Array<{ name: string; value: FormDataEntryValue }>
  formData: FormData
  apiResponse?: ContactFeedbackReply | ContactRefillReply | null
}

const HIDDEN = {
  id: '_wpcf7',
  version: '_wpcf7_version',
  locale: '_wpcf7_locale',
  unitTag: '_wpcf7_unit_tag',
  container: '_wpcf7_container_post',
  hash: '_wpcf7_posted_data_hash',
} as const
export const HIDDEN_FIELDS = HIDDEN

/** Reads the form's identity from its hidden fields and lists the visitor's inputs (names not starting with _). */
export function eventDetail(form: HTMLFormElement, formData: FormData, status: string): ContactEventDetail {
  const read = (name: string) => String(formData.get(name) ?? '')
  return {
    contactFormId: Number(read(HIDDEN.id)),
    pluginVersion: read(HIDDEN.version),
    contactFormLocale: read(HIDDEN.locale),
    unitTag: read(HIDDEN.unitTag),
    containerPostId: Number(read(HIDDEN.container)),
    status,
    inputs: [...formData].filter(([name]) => !name.startsWith('_')).map(([name, value]) => ({ name, value })),
    formData,
  }
}

/** Dispatches `wpcf7<name>` (bubbling) on the `div.wpcf7` wrapper of the form, or the form itself. */
export function dispatchContactEvent(form: HTMLFormElement, name: string, detail: ContactEventDetail) {
  const target = form.closest('div.wpcf7') ?? form
  target.dispatchEvent(new CustomEvent(`wpcf7${name}`, { bubbles: true, detail }))
}
