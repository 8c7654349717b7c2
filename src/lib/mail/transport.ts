import { nodemailerAdapter } from '@payloadcms/email-nodemailer'
import nodemailer from 'nodemailer'
import type { Payload, SendEmailOptions } from 'payload'
import type { MailSettings } from './settings'

export type SmtpSend = (message: SendEmailOptions) => Promise<unknown>

/**
 * Nodemailer waits minutes by default for a silent server; a mail is claimed by one worker for a bounded
 * time (see deliver.ts), so an attempt must end well before that. SMTP_URL may set its own values.
 */
const SMTP_TIMEOUTS = { connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 30_000 }

export function smtpUrlWithTimeouts(smtpUrl: string): string {
  const url = new URL(smtpUrl)
  for (const [name, value] of Object.entries(SMTP_TIMEOUTS))
    if (!url.searchParams.has(name)) url.searchParams.set(name, String(value))
  return url.toString()
}

const senders = new Map<string, Promise<SmtpSend>>()

/**
 * Sends over SMTP_URL through Payload's nodemailer adapter, built once per process, or null without
 * SMTP_URL. The transport is always explicit: given none, the adapter would create a test account on
 * ethereal.email over the network. No verification at start either: a mail server that is down then must
 * not delay or break the start; the outbox retries instead.
 */
export function smtpSender(payload: Payload, settings: MailSettings): Promise<SmtpSend> | null {
  const { smtpUrl, from } = settings
  if (!smtpUrl) return null
  let sender = senders.get(smtpUrl)
  if (!sender) {
    sender = nodemailerAdapter({
      transport: nodemailer.createTransport(smtpUrlWithTimeouts(smtpUrl)),
      defaultFromAddress: from.address,
      defaultFromName: from.name,
      skipVerify: true,
    }).then((adapter) => adapter({ payload }).sendEmail)
    senders.set(smtpUrl, sender)
  }
  return sender
}
