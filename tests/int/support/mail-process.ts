/**
 * A second application process for the outbox tests, on the database and mail server of DATABASE_URL and
 * SMTP_URL (already migrated). Prints its answers as `RESULT <json>` lines; Payload's logs go to stdout too.
 *
 * - `queue <subject> settled|claimed`: queues one mail, waits until its first attempt has ended (settled)
 *   or has started (claimed), prints the mail's id and state, then stays alive until it is killed.
 * - `sweep`: prints `READY`, runs the outbox worker once when a line arrives on stdin, prints the counts
 *   and exits.
 */
import { createInterface } from 'node:readline'
import config from '@payload-config'
import { getPayload } from 'payload'
import { deliverDueMails, deliverNow, queueMail } from '@/lib/mail'

const print = (value: unknown) => console.log(`RESULT ${JSON.stringify(value)}`)
const [mode, subject, until] = process.argv.slice(2)
const payload = await getPayload({ config })

if (mode === 'queue') {
  const mail = await queueMail(payload, {
    source: 'test',
    to: 'visiteur@escale.example',
    subject,
    text: 'Texte',
  })
  if (until === 'settled') await deliverNow(payload, mail.id, { timeoutMs: 30_000 })
  for (;;) {
    const row = await payload.findByID({ collection: 'outbox', id: mail.id })
    if (until === 'settled' || row.status === 'sending') {
      print({ id: mail.id, status: row.status, attempts: row.attempts })
      break
    }
    await new Promise((resolve) => setTimeout(resolve, 20))
  }
  setInterval(() => {}, 60_000)
} else if (mode === 'sweep') {
  console.log('READY')
  const lines = createInterface({ input: process.stdin })
  for await (const _line of lines) break
  print(await deliverDueMails(payload))
  process.exit(0)
} else {
  throw new Error(`unknown mode ${mode}`)
}
