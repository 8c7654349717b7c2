import type { Payload } from 'payload'
import { afterAll, afterEach, beforeAll, expect, it } from 'vitest'
import type { PayloadJob, User } from '@/payload-types'
import { type AppProcess, startAppProcess } from '../support/app-process'
import { type Backend, describeOn } from '../support/backends'
import {
  createUser,
  makeDue,
  readMail,
  requestAs,
  runMailQueue,
  secondsFromNow,
  testMail,
} from '../support/mail'
import { startPayload } from '../support/payload'
import { type SmtpSink, smtpSink } from '../support/smtp-sink'

type MailModule = typeof import('@/lib/mail')
type Counts = { sent: number; skipped: number }

/**
 * The outbox against a real database and a real SMTP server on 127.0.0.1 that the tests stop and start:
 * mail kept while the server is down, delivered exactly once when it is back, by concurrent workers, and
 * after the process that queued it was killed.
 */
export function mailDeliverySuite(backend: Backend) {
  describeOn(backend, 'mail outbox with a mail server', (ready) => {
    let payload: Payload
    let sink: SmtpSink
    let mail: MailModule
    let editor: User
    const processes: AppProcess[] = []

    beforeAll(async () => {
      sink = await smtpSink()
      process.env.SMTP_URL = sink.url
      process.env.MAIL_FROM = 'Escale Tests <ne-pas-repondre@escale.example>'
      process.env.SITE_URL = 'https://escale.example'
      payload = await startPayload(ready.url, ready.mediaDir)
      mail = await import('@/lib/mail')
      editor = await createUser(payload, 'editor')
    })

    afterEach(async () => {
      await Promise.all(processes.splice(0).map((child) => child.kill()))
      await sink.down()
    })

    afterAll(async () => {
      await payload?.destroy()
    })

    it('stores the mail first, sends it at once and once only (the contact form’s mail_sent)', async () => {
      await sink.up()
      const queued = await mail.queueMail(payload, testMail('Envoi direct'))
      expect(queued).toMatchObject({ status: 'queued', attempts: 0, source: 'test' })
      expect(await mail.deliverNow(payload, queued.id)).toBe('sent')

      const [received] = sink.received.filter((m) => m.subject === 'Envoi direct')
      expect(received.from?.value).toEqual([
        { name: 'Escale Tests', address: 'ne-pas-repondre@escale.example' },
      ])
      expect(received.to).toMatchObject({ value: [{ name: 'Visiteur', address: 'visiteur@escale.example' }] })
      expect(received.replyTo?.value[0].address).toBe('contact@visiteur.example')
      expect(received.text?.trim()).toBe('Texte de « Envoi direct »')
      expect(received.html).toContain('<p>HTML de « Envoi direct »</p>')

      const sent = await readMail(payload, queued.id)
      expect(sent).toMatchObject({ status: 'sent', attempts: 1, nextAttemptAt: null, lockedUntil: null })
      expect(Math.abs(secondsFromNow(sent.sentAt))).toBeLessThan(30)
      await runMailQueue(payload)
      expect(sink.count('Envoi direct')).toBe(1)
    })

    it('keeps the mail while the server is down, backing off, and delivers it once when it is back', async () => {
      const queued = await mail.queueMail(payload, testMail('Serveur en panne'))
      expect(await mail.deliverNow(payload, queued.id)).toBe('failed')
      let row = await readMail(payload, queued.id)
      expect(row).toMatchObject({ status: 'queued', attempts: 1, lockedUntil: null })
      expect(row.lastError).toMatch(/ECONNREFUSED/)
      expect(secondsFromNow(row.nextAttemptAt)).toBeGreaterThan(50)
      expect(secondsFromNow(row.nextAttemptAt)).toBeLessThanOrEqual(60)

      // Not due yet: a run of the worker leaves it alone.
      await runMailQueue(payload)
      expect((await readMail(payload, queued.id)).attempts).toBe(1)

      await makeDue(payload, queued.id)
      await runMailQueue(payload)
      row = await readMail(payload, queued.id)
      expect(row).toMatchObject({ status: 'queued', attempts: 2 })
      expect(secondsFromNow(row.nextAttemptAt)).toBeGreaterThan(110)
      expect(secondsFromNow(row.nextAttemptAt)).toBeLessThanOrEqual(120)

      // A server that answers "try later" counts as a failed attempt too.
      await sink.up({ mode: 'reject' })
      await makeDue(payload, queued.id)
      await runMailQueue(payload)
      row = await readMail(payload, queued.id)
      expect(row).toMatchObject({ status: 'queued', attempts: 3 })
      expect(row.lastError).toMatch(/451/)
      expect(secondsFromNow(row.nextAttemptAt)).toBeGreaterThan(230)
      await sink.down()

      await sink.up()
      await makeDue(payload, queued.id)
      await runMailQueue(payload)
      expect(await readMail(payload, queued.id)).toMatchObject({ status: 'sent', attempts: 4 })
      await makeDue(payload, queued.id)
      await runMailQueue(payload)
      expect(sink.count('Serveur en panne')).toBe(1)
    })

    it('marks a mail failed after its last attempt; an editor sends it again', async () => {
      const { MAX_ATTEMPTS } = await import('@/lib/mail/backoff')
      const queued = await mail.queueMail(payload, testMail('Dernière tentative'))
      await mail.deliverNow(payload, queued.id)
      await payload.db.updateOne({
        collection: 'outbox',
        id: queued.id,
        data: { attempts: MAX_ATTEMPTS - 1 },
      })
      await makeDue(payload, queued.id)
      await runMailQueue(payload)
      const failed = await readMail(payload, queued.id)
      expect(failed).toMatchObject({ status: 'failed', attempts: MAX_ATTEMPTS, nextAttemptAt: null })
      expect(failed.lastError).toMatch(/ECONNREFUSED/)

      const requeued = await payload.update({
        collection: 'outbox',
        id: queued.id,
        data: { requeue: true, subject: 'Objet modifié' },
        overrideAccess: false,
        req: await requestAs(payload, editor),
      })
      expect(requeued).toMatchObject({ status: 'queued', attempts: 0, subject: 'Dernière tentative' })
      expect(secondsFromNow(requeued.nextAttemptAt)).toBeLessThanOrEqual(0)

      await sink.up()
      await runMailQueue(payload)
      expect(await readMail(payload, queued.id)).toMatchObject({ status: 'sent', attempts: 1 })
      expect(sink.count('Dernière tentative')).toBe(1)
    })

    it('sends each mail once when two processes run the worker at the same moment', async () => {
      const subjects = Array.from({ length: 6 }, (_, i) => `Deux ouvriers ${i + 1}`)
      const ids = []
      for (const subject of subjects) {
        const queued = await mail.queueMail(payload, testMail(subject))
        expect(await mail.deliverNow(payload, queued.id)).toBe('failed')
        ids.push(queued.id)
      }
      for (const id of ids) await makeDue(payload, id)
      // Each mail takes the server a while to accept, so the two runs overlap throughout, even when the
      // other process is slow to start on a busy machine (150 ms a mail was too short under load).
      await sink.up({ delayMs: 600 })
      const other = startAppProcess(['sweep'])
      processes.push(other)
      await other.printed('READY')

      other.child.stdin!.write('go\n')
      const [here, there] = await Promise.all([mail.deliverDueMails(payload), other.result<Counts>()])

      // Both runs sent some: they really overlapped, and still no mail went twice.
      expect(here.sent).toBeGreaterThan(0)
      expect(there.sent).toBeGreaterThan(0)
      expect(here.sent + there.sent).toBe(subjects.length)
      for (const subject of subjects) expect(sink.count(subject), subject).toBe(1)
      for (const id of ids) expect(await readMail(payload, id)).toMatchObject({ status: 'sent', attempts: 2 })
    })

    it('loses nothing when the process that queued a mail is killed between two attempts', async () => {
      const other = startAppProcess(['queue', 'Tué entre deux tentatives', 'settled'])
      processes.push(other)
      const { id } = await other.result<{ id: number; status: string }>()
      await other.kill()

      expect(await readMail(payload, id)).toMatchObject({ status: 'queued', attempts: 1 })
      await sink.up()
      await makeDue(payload, id)
      await runMailQueue(payload)
      expect(await readMail(payload, id)).toMatchObject({ status: 'sent', attempts: 2 })
      expect(sink.count('Tué entre deux tentatives')).toBe(1)
    })

    it('takes over a mail whose sender was killed mid-send, once its claim has lapsed', async () => {
      await sink.up({ mode: 'hold' })
      const other = startAppProcess(['queue', 'Tué pendant l’envoi', 'claimed'])
      processes.push(other)
      const { id } = await other.result<{ id: number; status: string }>()
      await other.kill()
      await sink.down()
      await sink.up()

      // The dead worker's claim still holds: nobody sends it meanwhile.
      await runMailQueue(payload)
      expect(await readMail(payload, id)).toMatchObject({ status: 'sending', attempts: 1 })
      expect(sink.count('Tué pendant l’envoi')).toBe(0)

      await makeDue(payload, id, 'lockedUntil')
      await runMailQueue(payload)
      expect(await readMail(payload, id)).toMatchObject({ status: 'sent', attempts: 2 })
      expect(sink.count('Tué pendant l’envoi')).toBe(1)
    })

    it('sends Payload’s forgot-password mail through the outbox, in French, linking to SITE_URL', async () => {
      await sink.up()
      const token = await payload.forgotPassword({ collection: 'users', data: { email: editor.email } })
      const { docs } = await payload.find({
        collection: 'outbox',
        where: { and: [{ source: { equals: 'administration' } }, { to: { contains: editor.email } }] },
      })
      expect(docs).toHaveLength(1)
      const [reset] = docs
      expect(reset.subject).toBe('Escale : réinitialisation de votre mot de passe')
      expect(reset.html).toContain(`<a href="https://escale.example/admin/reset/${token}">`)
      expect(reset.html).toContain('Bonjour Compte editor,')
      expect(await mail.deliverNow(payload, reset.id)).toBe('sent')
      const received = sink.received.find((m) => m.subject === reset.subject)
      expect(received?.html).toContain(`https://escale.example/admin/reset/${token}`)
      expect(received?.from?.value[0].address).toBe('ne-pas-repondre@escale.example')
    })

    it('runs the worker every minute through a scheduled job, even after a run died mid-way', async () => {
      const jobs = () =>
        payload.db.find({
          collection: 'payload-jobs',
          where: { taskSlug: { equals: 'deliverOutbox' } },
          limit: 0,
          pagination: false,
        })
      await payload.db.deleteMany({ collection: 'payload-jobs', where: { id: { exists: true } } })

      expect((await payload.jobs.handleSchedules({ queue: 'mail' })).queued).toHaveLength(1)
      // One pending run is enough: the next minute adds none.
      expect((await payload.jobs.handleSchedules({ queue: 'mail' })).queued).toHaveLength(0)
      const [scheduled] = (await jobs()).docs as PayloadJob[]
      expect(secondsFromNow(scheduled.waitUntil)).toBeLessThanOrEqual(60)

      // Its process was killed while it ran: "processing" for ever, last touched an hour ago.
      await payload.db.updateOne({
        collection: 'payload-jobs',
        id: scheduled.id,
        data: { processing: true, updatedAt: new Date(Date.now() - 60 * 60_000).toISOString() },
      })
      expect((await payload.jobs.handleSchedules({ queue: 'mail' })).queued).toHaveLength(1)
      // The dead run is gone (SQLite may give the new run the same id): one run, waiting to start.
      const after = (await jobs()).docs as PayloadJob[]
      expect(after).toHaveLength(1)
      expect(after[0].processing).toBe(false)
    })
  })
}
