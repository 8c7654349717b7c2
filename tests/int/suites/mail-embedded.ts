import nodemailer from 'nodemailer'
import { Forbidden, type Payload } from 'payload'
import { afterAll, beforeAll, expect, it, vi } from 'vitest'
import type { User } from '@/payload-types'
import { type Backend, describeOn } from '../support/backends'
import { createUser, readMail, requestAs, runMailQueue, testMail } from '../support/mail'
import { startPayload } from '../support/payload'

type MailModule = typeof import('@/lib/mail')

/**
 * The embedded default, without SMTP_URL: mail is delivered to the outbox, which editors read in the
 * admin, and nothing ever tries the network. Also who may do what with the outbox and the jobs queue.
 */
export function mailEmbeddedSuite(backend: Backend) {
  describeOn(backend, 'mail outbox without a mail server', (ready) => {
    let payload: Payload
    let mail: MailModule
    let editor: User
    let admin: User
    const createTransport = vi.spyOn(nodemailer, 'createTransport')
    const createTestAccount = vi.spyOn(nodemailer, 'createTestAccount')

    beforeAll(async () => {
      delete process.env.SMTP_URL
      payload = await startPayload(ready.url, ready.mediaDir)
      mail = await import('@/lib/mail')
      // The first account of a fresh site is made an admin: the admin comes first.
      admin = await createUser(payload, 'admin')
      editor = await createUser(payload, 'editor')
    })

    afterAll(async () => {
      await payload?.destroy()
    })

    it('has the outbox as Payload’s e-mail adapter (no console fallback, no warning at start)', () => {
      expect(payload.email.name).toBe('outbox')
      expect(payload.email.defaultFromAddress).toBe('ne-pas-repondre@escale.localhost')
      expect(payload.email.defaultFromName).toBe('Escale')
    })

    it('keeps mail in the outbox without any SMTP attempt; that counts as sent', async () => {
      const kept = await mail.queueMail(payload, testMail('Gardé ici'))
      expect(kept).toMatchObject({ status: 'stored', attempts: 0, nextAttemptAt: null })
      expect(await mail.deliverNow(payload, kept.id)).toBe('sent')
      await runMailQueue(payload)
      expect(await readMail(payload, kept.id)).toMatchObject({ status: 'stored', attempts: 0 })
    })

    it('keeps a mail queued while a mail server was configured, and one an editor sends again', async () => {
      const left = await payload.create({
        collection: 'outbox',
        data: {
          ...testMail('Laissé en file'),
          status: 'queued',
          attempts: 2,
          nextAttemptAt: new Date().toISOString(),
        },
      })
      await runMailQueue(payload)
      expect(await readMail(payload, left.id)).toMatchObject({ status: 'stored', attempts: 2 })

      const requeued = await payload.update({
        collection: 'outbox',
        id: left.id,
        data: { requeue: true },
        overrideAccess: false,
        req: await requestAs(payload, editor),
      })
      expect(requeued).toMatchObject({ status: 'queued', attempts: 0 })
      await runMailQueue(payload)
      expect(await readMail(payload, left.id)).toMatchObject({ status: 'stored', attempts: 0 })
    })

    it('keeps Payload’s forgot-password mail, in French, for an administrator to read', async () => {
      const token = await payload.forgotPassword({ collection: 'users', data: { email: editor.email } })
      const { docs } = await payload.find({ collection: 'outbox', where: { to: { contains: editor.email } } })
      expect(docs).toHaveLength(1)
      expect(docs[0]).toMatchObject({ status: 'stored', source: 'administration' })
      expect(docs[0].html).toContain(`http://localhost:3000/admin/reset/${token}`)
      expect(docs[0].html).toContain('ignorez ce message')
    })

    it('never builds an SMTP transport nor a network test account', () => {
      expect(createTransport).not.toHaveBeenCalled()
      expect(createTestAccount).not.toHaveBeenCalled()
    })

    it('gives visitors nothing, editors reading and re-sending, administrators deleting', async () => {
      const kept = await mail.queueMail(payload, testMail('Droits'))
      const asVisitor = { overrideAccess: false, req: await requestAs(payload, null) }
      const asEditor = { overrideAccess: false, req: await requestAs(payload, editor) }
      const asAdmin = { overrideAccess: false, req: await requestAs(payload, admin) }
      const data = { ...testMail('Créé par l’API'), status: 'sent' as const, attempts: 0 }

      await expect(payload.find({ collection: 'outbox', ...asVisitor })).rejects.toBeInstanceOf(Forbidden)
      await expect(
        payload.findByID({ collection: 'outbox', id: kept.id, ...asVisitor }),
      ).rejects.toBeInstanceOf(Forbidden)
      await expect(payload.create({ collection: 'outbox', data, ...asVisitor })).rejects.toBeInstanceOf(
        Forbidden,
      )
      await expect(
        payload.update({ collection: 'outbox', id: kept.id, data: { requeue: true }, ...asVisitor }),
      ).rejects.toBeInstanceOf(Forbidden)
      await expect(
        payload.delete({ collection: 'outbox', id: kept.id, ...asVisitor }),
      ).rejects.toBeInstanceOf(Forbidden)

      expect((await payload.find({ collection: 'outbox', ...asEditor })).totalDocs).toBeGreaterThan(0)
      await expect(payload.create({ collection: 'outbox', data, ...asEditor })).rejects.toBeInstanceOf(
        Forbidden,
      )
      await expect(payload.delete({ collection: 'outbox', id: kept.id, ...asEditor })).rejects.toBeInstanceOf(
        Forbidden,
      )
      await expect(payload.create({ collection: 'outbox', data, ...asAdmin })).rejects.toBeInstanceOf(
        Forbidden,
      )
      await payload.delete({ collection: 'outbox', id: kept.id, ...asAdmin })
      expect(await payload.count({ collection: 'outbox', where: { id: { equals: kept.id } } })).toEqual({
        totalDocs: 0,
      })
    })

    it('lets nobody edit a mail a worker may be sending, and nothing but the re-send flag', async () => {
      const asEditor = { overrideAccess: false, req: await requestAs(payload, editor) }
      const sending = await payload.create({
        collection: 'outbox',
        data: { ...testMail('En cours'), status: 'sending', attempts: 1 },
      })
      await expect(
        payload.update({ collection: 'outbox', id: sending.id, data: { requeue: true }, ...asEditor }),
      ).rejects.toThrow()
      expect(await readMail(payload, sending.id)).toMatchObject({ status: 'sending', attempts: 1 })

      const kept = await mail.queueMail(payload, testMail('Non modifiable'))
      const saved = await payload.update({
        collection: 'outbox',
        id: kept.id,
        data: { subject: 'Changé', to: 'autre@escale.example', status: 'sent', attempts: 9 },
        ...asEditor,
      })
      expect(saved).toMatchObject({ subject: 'Non modifiable', to: kept.to, status: 'stored', attempts: 0 })
    })

    it('closes the jobs queue and its run endpoint to visitors and editors', async () => {
      for (const user of [null, editor, admin]) {
        const req = await requestAs(payload, user)
        await expect(
          payload.find({ collection: 'payload-jobs', overrideAccess: false, req }),
        ).rejects.toBeInstanceOf(Forbidden)
      }
      for (const user of [null, editor]) {
        const req = await requestAs(payload, user)
        await expect(payload.jobs.run({ queue: 'mail', overrideAccess: false, req })).rejects.toBeInstanceOf(
          Forbidden,
        )
      }
      await payload.jobs.run({ queue: 'mail', overrideAccess: false, req: await requestAs(payload, admin) })
    })
  })
}
