/**
 * Mail through an outbox. Every mail is a row in the `outbox` collection before anything else happens;
 * a worker on Payload's jobs queue sends it over SMTP_URL and retries with a growing delay. For features:
 *
 * - `queueMail(payload, { source, to, subject, text, html?, replyTo?, cc?, bcc? })` stores a mail and
 *   returns the row; with a mail server, its first attempt starts at once in the background.
 * - `deliverNow(payload, id, { timeoutMs })` resolves to 'sent' or 'failed' for a visitor waiting on the
 *   answer (contact form: mail_sent / mail_failed); a failed mail stays queued and is retried.
 * - `payload.sendEmail(...)` works too (Payload's own mails use it): it goes through `queueMail`.
 *
 * Without SMTP_URL nothing leaves the server: mails are kept in the outbox, which editors read in the
 * admin ("Boîte d'envoi"), and `deliverNow` answers 'sent' since that is their destination.
 */
export { deliverDueMails, deliverMail } from './deliver'
export { deliverNow } from './deliver-now'
export { outboxEmailAdapter } from './email-adapter'
export { mailJobs } from './jobs'
export type { OutgoingMail } from './message'
export { MAIL_STATUSES, type MailStatus, Outbox } from './outbox-collection'
export { withPasswordResetMail } from './password-reset'
export { queueMail } from './queue'
