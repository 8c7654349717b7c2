import type { Payload } from 'payload'
import { afterAll, beforeAll, expect, it } from 'vitest'
import type { ContactFeedbackReply } from '@/features/contact/definition'
import { stampPeerAddresses } from '@/lib/client-ip/peer-stamp'
import { type Backend, describeOn } from '../support/backends'
import { startPayload } from '../support/payload'
import { type SmtpSink, smtpSink } from '../support/smtp-sink'
import { feedbackRequest, RECIPIENT } from './contact-form-support'

/**
 * 50 posts keep the suite short enough for every test run; CONTACT_LOAD_POSTS=200 gives the issue's
 * figure, and `npm run bench:contact` sends 200 to a production server.
 */
const POSTS = Number(process.env.CONTACT_LOAD_POSTS || 50)

/**
 * The contact form under load with the mail server down, then back: POSTS posts at once (each from its
 * own address, as many visitors would), every one stored exactly once and answered mail_failed; once the
 * server is back, two outbox workers running together deliver every mail exactly once, counted in a real
 * SMTP server on 127.0.0.1.
 */
export function contactLoadSuite(backend: Backend) {
  describeOn(backend, 'contact form under load', (ready) => {
    let payload: Payload
    let sink: SmtpSink
    let postFeedback: typeof import('@/features/contact/server/feedback-route').postFeedback
    let deliverDueMails: typeof import('@/lib/mail').deliverDueMails
    let formId: number

    beforeAll(async () => {
      sink = await smtpSink()
      process.env.SMTP_URL = sink.url
      process.env.MAIL_FROM = 'Escale Tests <ne-pas-repondre@escale.example>'
      payload = await startPayload(ready.url, ready.mediaDir)
      stampPeerAddresses()
      ;({ postFeedback } = await import('@/features/contact/server/feedback-route'))
      ;({ deliverDueMails } = await import('@/lib/mail'))
      const form = await payload.create({
        collection: 'forms',
        overrideAccess: true,
        data: {
          title: 'Charge',
          recipient: RECIPIENT,
          mailSubject: 'Charge',
          submitLabel: 'Envoyer',
          fields: [
            { blockType: 'text', name: 'nom', label: 'Nom', required: true },
            { blockType: 'email', name: 'courriel', label: 'E-mail', required: true },
            { blockType: 'textarea', name: 'message', label: 'Message', required: true },
          ],
        } as never,
      })
      formId = form.id
    })

    afterAll(async () => {
      await sink?.down()
      await payload?.destroy()
    })

    it(`stores ${POSTS} simultaneous posts once each and delivers each mail once after the outage`, async () => {
      const started = Date.now()
      const replies = await Promise.all(
        Array.from({ length: POSTS }, async (_, i) => {
          const request = feedbackRequest(
            formId,
            { nom: `Visiteur ${i}`, courriel: `visiteur${i}@exemple.fr`, message: `Message numéro ${i}.` },
            { ip: `10.1.${Math.floor(i / 250)}.${(i % 250) + 1}` },
          )
          const response = await postFeedback(request, { params: Promise.resolve({ id: String(formId) }) })
          return { status: response.status, reply: (await response.json()) as ContactFeedbackReply }
        }),
      )
      console.info(`[load] ${POSTS} posts answered in ${Date.now() - started} ms`)
      expect(replies.filter((item) => item.status !== 200)).toEqual([])
      expect(new Set(replies.map((item) => item.reply.status))).toEqual(new Set(['mail_failed']))

      const stored = await payload.find({
        collection: 'form-submissions',
        overrideAccess: true,
        where: { form: { equals: formId } },
        pagination: false,
        depth: 0,
      })
      const names = stored.docs.map(
        (doc) => doc.submissionData?.find((row) => row.field === 'nom')?.value ?? '',
      )
      expect(names).toHaveLength(POSTS)
      expect(new Set(names).size).toBe(POSTS)

      await sink.up()
      await payload.update({
        collection: 'outbox',
        overrideAccess: true,
        where: { source: { equals: 'contact' } },
        data: { nextAttemptAt: new Date(Date.now() - 1000).toISOString() },
      })
      for (let round = 0; round < 5 && sink.received.length < POSTS; round++)
        await Promise.all([
          deliverDueMails(payload, { limit: POSTS }),
          deliverDueMails(payload, { limit: POSTS }),
        ])
      const subjects = sink.received.map((mail) => mail.subject)
      expect(subjects).toHaveLength(POSTS)
      expect(new Set(subjects).size).toBe(POSTS)
      const outbox = await payload.count({
        collection: 'outbox',
        overrideAccess: true,
        where: { and: [{ source: { equals: 'contact' } }, { status: { equals: 'sent' } }] },
      })
      expect(outbox.totalDocs).toBe(POSTS)
    }, 300_000)
  })
}
