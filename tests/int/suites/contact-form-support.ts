import { SPAM_TOKEN_FIELD, TIMING_FIELD } from '@/lib/anti-spam/fields'
import { issueTimingToken } from '@/lib/anti-spam/timing-token'
import { PEER_HEADER, peerToken } from '@/lib/client-ip/peer-stamp'

export const API = 'http://localhost/api/contact-form/v1'
export const RECIPIENT = 'accueil@escale.example'

/** The contact form of the tests: every kind of rule the feedback route checks on a post. */
export const testForm = (title: string, acceptanceAsValidation = false) => ({
  title,
  recipient: RECIPIENT,
  mailSubject: `Message de « ${title} »`,
  submitLabel: 'Envoyer',
  acceptanceAsValidation,
  fields: [
    { blockType: 'text', name: 'nom', label: 'Votre nom', required: true, maxLength: 40 },
    { blockType: 'email', name: 'courriel', label: 'Votre e-mail', required: true },
    { blockType: 'textarea', name: 'message', label: 'Message', required: true, minLength: 10 },
    {
      blockType: 'checkbox',
      name: 'jour',
      label: 'Jour',
      required: false,
      exclusive: true,
      options: [
        { label: 'Samedi', value: 'samedi' },
        { label: 'Dimanche', value: 'dimanche' },
      ],
    },
    {
      blockType: 'acceptance',
      name: 'rgpd',
      label: 'J’accepte que mes données soient conservées.',
      optional: false,
    },
    {
      blockType: 'quiz',
      name: 'controle',
      label: 'Question',
      required: true,
      questions: [{ question: 'Combien font deux plus deux ?', answers: '4|quatre' }],
    },
    { blockType: 'captcha', name: 'code', label: 'Recopiez le code', required: true },
  ],
})

export type Posted = Record<string, string | string[]>

/** A multipart post as the browser sends it, from the address `ip`, with the anti-spam fields. */
export function feedbackRequest(
  formId: number | string,
  fields: Posted,
  { ip = '192.0.2.10', antiSpam = true }: { ip?: string; antiSpam?: boolean } = {},
) {
  const body = new FormData()
  const all: Posted = {
    _wpcf7: String(formId),
    _wpcf7_version: '1.0',
    _wpcf7_locale: 'fr_FR',
    _wpcf7_unit_tag: `wpcf7-f${formId}-p1-o1`,
    _wpcf7_container_post: '1',
    ...(antiSpam
      ? {
          [SPAM_TOKEN_FIELD.name]: SPAM_TOKEN_FIELD.value,
          [TIMING_FIELD]: issueTimingToken('contact', Date.now() - 10_000),
        }
      : {}),
    ...fields,
  }
  for (const [name, value] of Object.entries(all))
    for (const item of Array.isArray(value) ? value : [value]) body.append(name, item)
  return new Request(`${API}/contact-forms/${formId}/feedback`, {
    method: 'POST',
    headers: { accept: 'application/json', [PEER_HEADER]: `${peerToken()} ${ip}` },
    body,
  })
}
