import type { PayloadEmailAdapter } from 'payload'
import { fromPayloadMessage } from './message'
import { queueMail } from './queue'
import { mailSettings } from './settings'

/**
 * Payload's e-mail adapter: `payload.sendEmail` (Payload's password-reset mail and any feature using it)
 * writes to the outbox instead of talking to a mail server, so those mails are retried like the others.
 */
export function outboxEmailAdapter(): PayloadEmailAdapter<unknown> {
  const { from } = mailSettings()
  return ({ payload }) => ({
    name: 'outbox',
    defaultFromName: from.name,
    defaultFromAddress: from.address,
    sendEmail: (message) => queueMail(payload, fromPayloadMessage(message)),
  })
}
