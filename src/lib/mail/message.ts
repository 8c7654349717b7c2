import addressparser from 'nodemailer/lib/addressparser'
import type { SendEmailOptions } from 'payload'
import { z } from 'zod'
import { formatAddress } from './from'

const email = z.email()

/**
 * One or more recipients, as `a@x`, `Nom <a@x>`, a comma-separated list or an array of those; stored as
 * one normalised header value. Any part that is not a valid address rejects the whole list.
 */
const addressList = z.union([z.string(), z.array(z.string())]).transform((value, ctx) => {
  const parsed = addressparser([value].flat().join(', '), { flatten: true })
  const bad = parsed.filter((entry) => !email.safeParse(entry.address).success)
  if (bad.length || !parsed.length) {
    ctx.addIssue({ code: 'custom', message: 'adresse e-mail invalide' })
    return z.NEVER
  }
  return parsed.map(formatAddress).join(', ')
})

/** What a feature hands to `queueMail`: validated before anything is stored. */
export const outgoingMailSchema = z
  .object({
    /** Which part of the site wrote it (contact, newsletter, administration ...), shown to editors. */
    source: z.string().trim().min(1).max(60),
    to: addressList,
    cc: addressList.optional(),
    bcc: addressList.optional(),
    replyTo: addressList.optional(),
    // One header line: newlines would be folded by nodemailer anyway, but say what will be sent.
    subject: z
      .string()
      .transform((value) => value.replace(/\s+/g, ' ').trim())
      .pipe(z.string().min(1, 'objet vide').max(300)),
    text: z.string().max(200_000).optional(),
    html: z.string().max(500_000).optional(),
  })
  .refine((mail) => Boolean(mail.text || mail.html), { message: 'ni texte ni HTML', path: ['text'] })

export type OutgoingMail = z.input<typeof outgoingMailSchema>
export type ValidMail = z.output<typeof outgoingMailSchema>

type PayloadAddress = SendEmailOptions['to']

const addressValue = (value: PayloadAddress): string | string[] | undefined => {
  if (value === undefined) return undefined
  const list = [value].flat()
  return list.map((entry) => (typeof entry === 'string' ? entry : formatAddress(entry)))
}

const body = (value: SendEmailOptions['text'], field: string): string | undefined => {
  if (value === undefined || typeof value === 'string') return value
  if (Buffer.isBuffer(value)) return value.toString('utf8')
  throw new Error(`outbox: the ${field} of a mail must be a string or a Buffer`)
}

/**
 * A message given to `payload.sendEmail` (Payload's own mails and any feature using it) in the outbox's
 * terms. Attachments and streamed bodies are refused loudly rather than dropped: the outbox stores text.
 * Its `from` is not kept: every mail leaves from MAIL_FROM, the one sender the mail server vouches for.
 */
export function fromPayloadMessage(message: SendEmailOptions): OutgoingMail {
  if (message.attachments?.length) throw new Error('outbox: attachments are not supported')
  const html = body(message.html, 'html')
  // Payload's own mails (password reset) come as HTML only; the outbox shows its source to editors.
  return {
    source: 'administration',
    to: addressValue(message.to) ?? [],
    cc: addressValue(message.cc),
    bcc: addressValue(message.bcc),
    replyTo: addressValue(message.replyTo),
    subject: message.subject ?? '',
    text: body(message.text, 'text'),
    html,
  }
}
