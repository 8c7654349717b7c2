import type { Payload } from 'payload'
import { afterAll, beforeAll, expect, it } from 'vitest'
import type { ContactFeedbackReply, ContactRefillReply } from '@/features/contact/definition'
import { FIELD_MESSAGES, FORM_MESSAGES } from '@/features/contact/rules'
import { HONEYPOT_FIELD } from '@/lib/anti-spam/fields'
import { stampPeerAddresses } from '@/lib/client-ip/peer-stamp'
import { type Backend, describeOn } from '../support/backends'
import { readMail, runMailQueue } from '../support/mail'
import { startPayload } from '../support/payload'
import { type SmtpSink, smtpSink } from '../support/smtp-sink'
import { API, feedbackRequest, type Posted, RECIPIENT, testForm } from './contact-form-support'

type Routes = {
  postFeedback: typeof import('@/features/contact/server/feedback-route').postFeedback
  refillReply: typeof import('@/features/contact/server/refill').refillReply
  captchaImageResponse: typeof import('@/features/contact/server/captcha-route').captchaImageResponse
  challenges: typeof import('@/features/contact/server/challenges')
}

/**
 * The contact form's routes against a real database and a real SMTP server on 127.0.0.1: refill and
 * captcha images, every status of a post, the submission stored before the mail, and the refusals of
 * bad input (docs/behaviour/contact-form-api.md).
 */
export function contactFormSuite(backend: Backend) {
  describeOn(backend, 'contact form routes', (ready) => {
    let payload: Payload
    let sink: SmtpSink
    let routes: Routes
    let formId: number
    let strictFormId: number

    const submissions = () => payload.count({ collection: 'form-submissions', overrideAccess: true })
    const post = async (
      id: number | string,
      fields: Posted,
      options?: Parameters<typeof feedbackRequest>[2],
    ) => {
      const response = await routes.postFeedback(feedbackRequest(id, fields, options), {
        params: Promise.resolve({ id: String(id) }),
      })
      return { response, reply: (await response.json()) as ContactFeedbackReply & { code?: string } }
    }
    const refill = async (id: number | string) => {
      const response = await routes.refillReply(payload, String(id))
      return {
        response,
        reply: (await response.json()) as ContactRefillReply & { code?: string; message?: string },
      }
    }
    /** A correct post, answering the captcha and quiz of a fresh refill. */
    const validPost = async (id: number, extra: Posted = {}): Promise<Posted> => {
      const { reply } = await refill(id)
      const challenge = routes.challenges.challengeOfImage(reply.captcha!.code)!
      return {
        nom: 'Marie Dupont',
        courriel: 'marie@exemple.fr',
        message: 'Bonjour, une question sur le marché de Noël.',
        'jour[]': ['samedi'],
        rgpd: '1',
        controle: 'Quatre',
        _wpcf7_quiz_answer_controle: reply.quiz!.controle[1],
        code: routes.challenges.captchaCode(challenge).toLowerCase(),
        _wpcf7_captcha_challenge_code: challenge,
        ...extra,
      }
    }

    beforeAll(async () => {
      sink = await smtpSink()
      process.env.SMTP_URL = sink.url
      process.env.MAIL_FROM = 'Escale Tests <ne-pas-repondre@escale.example>'
      payload = await startPayload(ready.url, ready.mediaDir)
      stampPeerAddresses()
      const [feedback, refillModule, captcha, challenges] = await Promise.all([
        import('@/features/contact/server/feedback-route'),
        import('@/features/contact/server/refill'),
        import('@/features/contact/server/captcha-route'),
        import('@/features/contact/server/challenges'),
      ])
      routes = {
        postFeedback: feedback.postFeedback,
        refillReply: refillModule.refillReply,
        captchaImageResponse: captcha.captchaImageResponse,
        challenges,
      }
      const create = (data: ReturnType<typeof testForm>) =>
        payload.create({ collection: 'forms', data: data as never, overrideAccess: true })
      formId = (await create(testForm('Contact'))).id
      strictFormId = (await create(testForm('Contact strict', true))).id
      await sink.up()
    })

    afterAll(async () => {
      await sink?.down()
      await payload?.destroy()
    })

    it('refill gives a captcha image and a quiz question; the image is a PNG named by its challenge', async () => {
      const { response, reply } = await refill(formId)
      expect(response.status).toBe(200)
      expect(response.headers.get('cache-control')).toBe('no-store')
      expect(reply.captcha?.code).toMatch(/^\/api\/contact-form\/v1\/captcha\/\d{18}\.png$/)
      expect(reply.quiz?.controle[0]).toBe('Combien font deux plus deux ?')
      const file = reply.captcha!.code.split('/').pop()!
      const image = await routes.captchaImageResponse(file)
      expect(image.status).toBe(200)
      expect(image.headers.get('content-type')).toBe('image/png')
      expect(
        Buffer.from(await image.arrayBuffer())
          .subarray(1, 4)
          .toString(),
      ).toBe('PNG')
      expect((await routes.captchaImageResponse('123.png')).status).toBe(404)
      expect((await routes.captchaImageResponse('../../etc/passwd')).status).toBe(404)
    })

    it('refill and feedback answer 404 in French for an unknown or malformed form id', async () => {
      for (const id of ['999999', 'abc', '0', '-1']) {
        const { response, reply } = await refill(id)
        expect(response.status).toBe(404)
        expect(reply.message).toBe('Ce formulaire n’existe pas.')
      }
      const before = await submissions()
      const { response } = await post(999999, await validPost(formId))
      expect(response.status).toBe(404)
      expect(await submissions()).toEqual(before)
    })

    it('mail_sent: the submission is stored, then mailed once to the recipient', async () => {
      const before = (await submissions()).totalDocs
      const { response, reply } = await post(formId, await validPost(formId), { ip: '192.0.2.21' })
      expect(response.status).toBe(200)
      expect(reply).toMatchObject({
        contact_form_id: formId,
        status: 'mail_sent',
        message: FORM_MESSAGES.mail_sent,
        invalid_fields: [],
      })
      expect(reply.posted_data_hash).toMatch(/^[0-9a-f]{32}$/)
      expect(reply.captcha?.code).toMatch(/\d{18}\.png$/)
      expect(reply.quiz?.controle).toHaveLength(2)
      const stored = await payload.find({
        collection: 'form-submissions',
        overrideAccess: true,
        sort: '-createdAt',
        limit: 1,
      })
      expect(stored.totalDocs).toBe(before + 1)
      const row = stored.docs[0]
      expect(row).toMatchObject({ status: 'mail_sent' })
      const data = Object.fromEntries((row.submissionData ?? []).map((item) => [item.field, item.value]))
      expect(data).toMatchObject({ nom: 'Marie Dupont', courriel: 'marie@exemple.fr', jour: 'samedi' })
      expect(Object.keys(data).some((name) => name.startsWith('_'))).toBe(false)
      const mail = await readMail(payload, typeof row.mail === 'object' ? row.mail!.id : row.mail!)
      expect(mail).toMatchObject({ status: 'sent', source: 'contact' })
      const received = sink.received.filter((item) => item.subject?.startsWith('Message de « Contact »'))
      expect(received).toHaveLength(1)
      expect(received[0].to).toMatchObject({ value: [{ address: RECIPIENT }] })
      expect(received[0].text).toContain('Marie Dupont')
    })

    it('validation_failed: each bad field in invalid_fields, nothing stored', async () => {
      const before = await submissions()
      const fields = await validPost(formId, {
        nom: '',
        courriel: 'marie-at-exemple',
        message: 'Trop court',
        'jour[]': ['samedi', 'dimanche'],
        controle: 'cinq',
        code: 'XXXXX',
      })
      delete fields.message
      const { response, reply } = await post(formId, { ...fields, message: 'court' }, { ip: '192.0.2.22' })
      expect(response.status).toBe(200)
      expect(reply.status).toBe('validation_failed')
      expect(reply.message).toBe(FORM_MESSAGES.validation_failed)
      const byName = Object.fromEntries(
        reply.invalid_fields.map((field) => [/data-name="([^"]+)"/.exec(field.into)?.[1], field.message]),
      )
      expect(byName).toEqual({
        nom: FIELD_MESSAGES.required,
        courriel: FIELD_MESSAGES.email,
        message: FIELD_MESSAGES.tooShort,
        jour: FIELD_MESSAGES.exclusive,
        controle: FIELD_MESSAGES.quiz,
        code: FIELD_MESSAGES.captcha,
      })
      for (const field of reply.invalid_fields) {
        expect(Object.keys(field).sort()).toEqual(['error_id', 'idref', 'into', 'message'])
        expect(field.error_id).toMatch(/-ve-/)
      }
      expect(await submissions()).toEqual(before)
    })

    it('acceptance_missing when the box is unchecked; a field error when the form validates acceptance', async () => {
      const before = await submissions()
      const unchecked = await validPost(formId)
      delete unchecked.rgpd
      const first = await post(formId, unchecked, { ip: '192.0.2.23' })
      expect(first.reply).toMatchObject({
        status: 'acceptance_missing',
        message: FORM_MESSAGES.acceptance_missing,
      })
      const strict = await validPost(strictFormId)
      delete strict.rgpd
      const second = await post(strictFormId, strict, { ip: '192.0.2.23' })
      expect(second.reply.status).toBe('validation_failed')
      expect(second.reply.invalid_fields.map((field) => field.message)).toEqual([FIELD_MESSAGES.acceptance])
      expect(await submissions()).toEqual(before)
    })

    it('spam: a filled honeypot or a post without the page script is refused, nothing stored', async () => {
      const before = await submissions()
      const trap = await post(formId, await validPost(formId, { [HONEYPOT_FIELD]: 'http://spam.example' }))
      expect(trap.reply.status).toBe('spam')
      const robot = await post(formId, await validPost(formId), { antiSpam: false })
      expect(robot.reply.status).toBe('spam')
      expect(await submissions()).toEqual(before)
    })

    it('mail_failed with the mail server down: the submission is kept and the mail sent once it is back', async () => {
      await sink.down()
      const { reply } = await post(formId, await validPost(formId, { nom: 'Panne SMTP' }), {
        ip: '192.0.2.24',
      })
      expect(reply).toMatchObject({ status: 'mail_failed', message: FORM_MESSAGES.mail_failed })
      const [row] = (
        await payload.find({
          collection: 'form-submissions',
          overrideAccess: true,
          sort: '-createdAt',
          limit: 1,
        })
      ).docs
      expect(row.status).toBe('mail_failed')
      const mailId = typeof row.mail === 'object' ? row.mail!.id : row.mail!
      expect(await readMail(payload, mailId)).toMatchObject({ status: 'queued', attempts: 1 })
      await sink.up()
      await payload.db.updateOne({
        collection: 'outbox',
        id: mailId,
        data: { nextAttemptAt: new Date(Date.now() - 1000).toISOString() },
      })
      await runMailQueue(payload)
      expect(await readMail(payload, mailId)).toMatchObject({ status: 'sent' })
      expect(sink.received.filter((item) => item.text?.includes('Panne SMTP'))).toHaveLength(1)
    })

    it('refuses oversized, malformed and non-multipart bodies with a 4xx in French, nothing stored', async () => {
      const before = await submissions()
      const call = (body: BodyInit, type: string) =>
        routes.postFeedback(
          new Request(`${API}/contact-forms/${formId}/feedback`, {
            method: 'POST',
            headers: { 'content-type': type },
            body,
          }),
          { params: Promise.resolve({ id: String(formId) }) },
        )
      const oversized = await routes.postFeedback(
        feedbackRequest(formId, { message: 'x'.repeat(1024 * 1024 + 10) }),
        {
          params: Promise.resolve({ id: String(formId) }),
        },
      )
      expect(oversized.status).toBe(413)
      const malformed = await call('--nope\r\ngarbage', 'multipart/form-data; boundary=other')
      expect(malformed.status).toBe(400)
      expect(((await malformed.json()) as { message: string }).message).toMatch(/formulaire/)
      expect((await call('{"nom":"x"}', 'application/json')).status).toBe(415)
      const file = new FormData()
      file.append('message', new Blob(['x']), 'x.txt')
      const withFile = await routes.postFeedback(
        new Request(`${API}/contact-forms/${formId}/feedback`, { method: 'POST', body: file }),
        { params: Promise.resolve({ id: String(formId) }) },
      )
      expect(withFile.status).toBe(400)
      expect(await submissions()).toEqual(before)
    })

    it('rate limit: the sixth post from one address in ten minutes gets 429 with the spam reply', async () => {
      const ip = '192.0.2.99'
      for (let i = 0; i < 5; i++) {
        const { reply } = await post(formId, await validPost(formId, { nom: `Rafale ${i}` }), { ip })
        expect(reply.status).toBe('mail_sent')
      }
      const before = await submissions()
      const { response, reply } = await post(formId, await validPost(formId, { nom: 'Rafale 5' }), { ip })
      expect(response.status).toBe(429)
      expect(response.headers.get('retry-after')).toMatch(/^\d+$/)
      expect(reply.status).toBe('spam')
      expect(await submissions()).toEqual(before)
    })
  })
}
