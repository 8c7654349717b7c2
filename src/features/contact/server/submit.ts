import type { Payload } from 'payload'
import { deliverNow, queueMail } from '@/lib/mail'
import type { Form } from '@/payload-types'
import type { ContactField } from '../definition'
import { checkEmail } from '../rules'
import { FORM_SUBMISSIONS } from '../collections/plugin'
import { postedValue, submittedRows } from './validate'

/** How long a visitor waits for the mail server before the answer is mail_failed (the outbox retries). */
const DELIVERY_WAIT_MS = 10_000

const hidden = (data: FormData, name: string) => {
  const value = data.get(name)
  return typeof value === 'string' && value ? value : undefined
}

/** The first e-mail field's value, when valid: the mail's Reply-To, so the recipient can answer. */
function replyTo(fields: ContactField[], data: FormData): string | undefined {
  for (const field of fields) {
    if (field.type !== 'email') continue
    const value = postedValue(data, field.name)
    if (typeof value === 'string' && value.trim() && !checkEmail(value.trim())) return value.trim()
  }
  return undefined
}

/**
 * Stores the submission, then queues the mail to the form's recipient and waits for its first try:
 * 'sent' when the mail server took it (or, without a mail server, once it is kept in the outbox),
 * 'failed' otherwise; a failed mail stays in the outbox, which retries it, and the submission is kept.
 */
export async function sendSubmission(
  payload: Payload,
  form: Form,
  fields: ContactField[],
  data: FormData,
): Promise<'sent' | 'failed'> {
  const rows = submittedRows(fields, data)
  const labels = new Map(fields.map((field) => [field.name, 'label' in field ? field.label : field.name]))
  const container = hidden(data, '_wpcf7_container_post')
  const submission = await payload.create({
    collection: FORM_SUBMISSIONS,
    overrideAccess: true,
    data: {
      form: form.id,
      submissionData: rows.map((row) => ({ field: row.field, value: row.value || '—' })),
      unitTag: hidden(data, '_wpcf7_unit_tag'),
      containerPost: container ? Number(container) : undefined,
      version: hidden(data, '_wpcf7_version'),
      locale: hidden(data, '_wpcf7_locale'),
      status: 'pending',
    },
  })
  const mail = await queueMail(payload, {
    source: 'contact',
    to: form.recipient,
    subject: `${form.mailSubject || form.title} (message n° ${submission.id})`,
    replyTo: replyTo(fields, data),
    text: [
      `Message envoyé depuis le formulaire « ${form.title} ».`,
      '',
      ...rows.map((row) => `${labels.get(row.field) ?? row.field} : ${row.value}`),
    ].join('\n'),
  })
  const outcome = await deliverNow(payload, mail.id, { timeoutMs: DELIVERY_WAIT_MS })
  await payload.update({
    collection: FORM_SUBMISSIONS,
    id: submission.id,
    overrideAccess: true,
    data: { mail: mail.id, status: outcome === 'sent' ? 'mail_sent' : 'mail_failed' },
  })
  return outcome
}
