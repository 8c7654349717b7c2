import { env } from '@/lib/env'
import { type MailAddress, parseMailFrom } from './from'

export type MailSettings = {
  /** SMTP_URL; unset, mail is kept in the outbox and never leaves the server. */
  smtpUrl?: string
  /** MAIL_FROM, split into name and address. */
  from: MailAddress
}

export function mailSettings(): MailSettings {
  const { SMTP_URL, MAIL_FROM } = env()
  return { smtpUrl: SMTP_URL, from: parseMailFrom(MAIL_FROM) }
}
