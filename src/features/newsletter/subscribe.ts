import 'server-only'
import type { Payload } from 'payload'
import { queueMail } from '@/lib/mail'
import { queueBrevoSync } from './brevo'
import { SUBSCRIBERS } from './collections'
import type { SignupReply } from './messages'
import type { NewsletterFormConfig } from './queries'
import { confirmationMail } from './signup-mail'

export type Signup = { email: string; sms: string; smsPrefix: string; date: string; lists: string[] }

/**
 * Stores a valid sign-up, then queues its confirmation mail. A new address, or one that had
 * unsubscribed, becomes a pending subscriber (success); a pending one gets its lists updated and the
 * mail again (update); a confirmed one is told it is already subscribed (already_exist). The row is
 * written before the mail is queued, so a mail failure loses no sign-up.
 */
export async function subscribe(
  payload: Payload,
  signup: Signup,
  config: NewsletterFormConfig,
  now = new Date(),
): Promise<SignupReply> {
  const email = signup.email.trim().toLowerCase()
  const { messages } = config
  const found = await payload.find({
    collection: SUBSCRIBERS,
    where: { email: { equals: email } },
    limit: 1,
    depth: 0,
    overrideAccess: true,
  })
  const existing = found.docs[0]
  if (existing?.status === 'confirmed') return { status: 'already_exist', msg: messages.existMsg }

  const data = {
    email,
    sms: signup.sms.trim() || null,
    smsPrefix: signup.smsPrefix || null,
    date: signup.date.trim() || null,
    lists: signup.lists.map(Number).filter(Number.isFinite),
    status: 'pending' as const,
    consentAt: now.toISOString(),
    unsubscribedAt: null,
  }
  const stored = existing
    ? await payload.update({ collection: SUBSCRIBERS, id: existing.id, data, overrideAccess: true })
    : await payload.create({ collection: SUBSCRIBERS, data, overrideAccess: true })

  const mail = confirmationMail(stored, config.mailIntro)
  await queueMail(payload, { source: 'newsletter', to: email, subject: config.mailSubject, text: mail.text })

  const redirect = config.redirectUrl ? { redirect: config.redirectUrl } : {}
  return existing?.status === 'pending'
    ? { status: 'update', msg: messages.updateMsg, ...redirect }
    : { status: 'success', msg: messages.successMsg, ...redirect }
}

/** Confirms or unsubscribes a subscriber (the row first), then queues its sync to the newsletter provider. */
export async function setSubscriberStatus(
  payload: Payload,
  subscriber: { id: string | number },
  status: 'confirmed' | 'unsubscribed',
  now = new Date(),
): Promise<void> {
  const stamp =
    status === 'confirmed' ? { confirmedAt: now.toISOString() } : { unsubscribedAt: now.toISOString() }
  await payload.update({
    collection: SUBSCRIBERS,
    id: subscriber.id,
    data: { status, ...stamp },
    overrideAccess: true,
  })
  await queueBrevoSync(payload, Number(subscriber.id))
}
