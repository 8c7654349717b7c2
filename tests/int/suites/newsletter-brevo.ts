import http from 'node:http'
import type { AddressInfo } from 'node:net'
import type { Payload } from 'payload'
import { afterAll, beforeAll, expect, it } from 'vitest'
import { type Backend, describeOn } from '../support/backends'
import { create } from '../support/fixtures'
import { startPayload } from '../support/payload'

type Received = { method: string; url: string; key: string | undefined; body: Record<string, unknown> }

/** A stand-in for Brevo's API on 127.0.0.1: records each request and answers the status it is told. */
async function brevoStub() {
  const received: Received[] = []
  let status = 201
  const server = http.createServer((request, response) => {
    let body = ''
    request.on('data', (chunk) => (body += chunk))
    request.on('end', () => {
      received.push({
        method: request.method ?? '',
        url: request.url ?? '',
        key: request.headers['api-key'] as string | undefined,
        body: body ? (JSON.parse(body) as Record<string, unknown>) : {},
      })
      response.writeHead(status, { 'content-type': 'application/json' }).end('{}')
    })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  return {
    received,
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/v3`,
    answer: (next: number) => (status = next),
    close: () => new Promise((resolve) => server.close(resolve)),
  }
}

/**
 * The Brevo sync against a real database and a stub Brevo: a confirmation queues a job on the mail
 * queue that creates the contact (with the mapped list); a failure leaves the job to be tried again; an
 * unsubscription blocklists the contact.
 */
export function newsletterBrevoSuite(backend: Backend) {
  describeOn(backend, 'newsletter sync to Brevo', (ready) => {
    let payload: Payload
    let stub: Awaited<ReturnType<typeof brevoStub>>
    let setStatus: typeof import('@/features/newsletter/subscribe').setSubscriberStatus
    let subscriberId: number

    const jobs = async () =>
      (
        await payload.find({
          collection: 'payload-jobs',
          where: { taskSlug: { equals: 'syncBrevoContact' } },
        })
      ).docs
    const runDueNow = async () => {
      for (const job of await jobs())
        if (!job.completedAt)
          await payload.update({ collection: 'payload-jobs', id: job.id, data: { waitUntil: null } })
      await payload.jobs.run({ queue: 'mail' })
    }

    beforeAll(async () => {
      stub = await brevoStub()
      process.env.BREVO_API_KEY = 'xkeysib-test-cle'
      process.env.BREVO_API_URL = stub.url
      payload = await startPayload(ready.url, ready.mediaDir)
      ;({ setSubscriberStatus: setStatus } = await import('@/features/newsletter/subscribe'))
      const list = await create(payload, {
        collection: 'newsletter-lists',
        data: { title: 'Agenda du mois', brevoListId: 7 },
      })
      const subscriber = await create(payload, {
        collection: 'subscribers',
        data: { email: 'marie@example.fr', sms: '+33 6 12 34 56 78', lists: [list.id], status: 'pending' },
      })
      subscriberId = subscriber.id
    }, 120_000)

    afterAll(async () => {
      await stub?.close()
    })

    it('a confirmation queues the sync; a failed call leaves the job to be tried again', async () => {
      stub.answer(502)
      await setStatus(payload, { id: subscriberId }, 'confirmed')
      expect(await jobs()).toHaveLength(1)
      await payload.jobs.run({ queue: 'mail' })
      expect(stub.received).toHaveLength(1)
      const [job] = await jobs()
      expect(job.completedAt ?? null).toBeNull()
      expect(job.hasError).not.toBe(true)
      expect(job.totalTried).toBe(1)
    })

    it('the retry creates the contact with its key, SMS and Brevo list', async () => {
      stub.answer(201)
      await runDueNow()
      expect(stub.received).toHaveLength(2)
      expect(stub.received[1]).toEqual({
        method: 'POST',
        url: '/v3/contacts',
        key: 'xkeysib-test-cle',
        body: {
          email: 'marie@example.fr',
          updateEnabled: true,
          attributes: { SMS: '+33612345678' },
          listIds: [7],
        },
      })
      // Payload removes a job once it has completed.
      expect(await jobs()).toEqual([])
    })

    it('an unsubscription blocklists the contact', async () => {
      await setStatus(payload, { id: subscriberId }, 'unsubscribed')
      await runDueNow()
      expect(stub.received.at(-1)).toMatchObject({
        method: 'PUT',
        url: '/v3/contacts/marie%40example.fr',
        body: { emailBlacklisted: true },
      })
    })
  })
}
