import { createHash } from 'node:crypto'
import type { Payload } from 'payload'
import { ANTI_SPAM_FIELD_NAMES, checkSpam } from '@/lib/anti-spam'
import { tooManyRequests } from '@/lib/rate-limit/message'
import type { Form } from '@/payload-types'
import type { ContactFeedbackReply, ContactFormDefinition } from '../definition'
import { FORM_MESSAGES, type FeedbackStatus } from '../rules'
import { challengesFor } from './challenges'
import { definitionFromForm } from './definition'
import { jsonError } from './http'
import { sendSubmission } from './submit'
import { checkPost } from './validate'

type Reply = ContactFeedbackReply

/** CF7's hash of the posted data: the same post gives the same hash. */
function postedDataHash(data: FormData): string {
  const hash = createHash('sha256')
  for (const [name, value] of data.entries())
    if (!name.startsWith('_') && !ANTI_SPAM_FIELD_NAMES.includes(name))
      hash.update(`${name}\u0000${value}\u0000`)
  return hash.digest('hex').slice(0, 32)
}

const posted = (data: FormData, name: string) => {
  const value = data.get(name)
  return typeof value === 'string' ? value : ''
}

/** The hidden fields must describe this form: a post meant for another form is refused. */
function wrongHiddenFields(form: Form, data: FormData): Response | null {
  const id = posted(data, '_wpcf7')
  if (id && id !== String(form.id))
    return jsonError(
      400,
      'form_mismatch',
      'Ce message a été envoyé à un autre formulaire. Rechargez la page.',
    )
  const container = posted(data, '_wpcf7_container_post')
  if (container && !/^[0-9]{1,10}$/.test(container))
    return jsonError(400, 'invalid_container', 'La page d’origine du formulaire est invalide.')
  if (posted(data, '_wpcf7_unit_tag').length > 100)
    return jsonError(400, 'invalid_unit_tag', 'L’identifiant du formulaire est invalide.')
  return null
}

/**
 * One feedback post, in the order that keeps people's allowance and data safe: the form's rules (a
 * person correcting a mistake spends nothing), acceptance, then anti-spam and the rate limit, then
 * the submission is stored, and only then the mail is queued and tried.
 */
export async function handleFeedback(payload: Payload, form: Form, data: FormData, request: Request) {
  const refused = wrongHiddenFields(form, data)
  if (refused) return refused
  const definition: Omit<ContactFormDefinition, 'captcha' | 'quiz'> = definitionFromForm(form)
  const unitTag = posted(data, '_wpcf7_unit_tag')
  const reply = async (status: FeedbackStatus, message: string, invalid: Reply['invalid_fields'] = []) =>
    ({
      contact_form_id: form.id,
      status,
      message,
      posted_data_hash: status === 'mail_sent' || status === 'mail_failed' ? postedDataHash(data) : '',
      into: `#${unitTag}`,
      invalid_fields: invalid,
      ...(await challengesFor(form.fields ?? [])),
    }) satisfies Reply

  const check = checkPost(definition.fields, data, definition.acceptanceAsValidation)
  if (check.invalid.length)
    return Response.json(
      await reply(
        'validation_failed',
        FORM_MESSAGES.validation_failed,
        check.invalid.map(({ name, message }) => ({
          into: `span.wpcf7-form-control-wrap[data-name="${name}"]`,
          message,
          idref: null,
          error_id: `${unitTag}-ve-${name}`,
        })),
      ),
    )
  if (check.acceptanceMissing)
    return Response.json(await reply('acceptance_missing', FORM_MESSAGES.acceptance_missing))

  const verdict = await checkSpam({ scope: 'contact', fields: data, request })
  if (verdict.spam) {
    const body = await reply('spam', verdict.message)
    if (verdict.check === 'rate-limit')
      return tooManyRequests(verdict.message, verdict.retryAfterSeconds ?? 60, body)
    payload.logger.info({ check: verdict.check, form: form.id }, 'contact form: post refused as spam')
    return Response.json(body)
  }

  const outcome = await sendSubmission(payload, form, definition.fields, data)
  return Response.json(
    outcome === 'sent'
      ? await reply('mail_sent', form.confirmationMessage?.trim() || FORM_MESSAGES.mail_sent)
      : await reply('mail_failed', FORM_MESSAGES.mail_failed),
  )
}
