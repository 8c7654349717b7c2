/**
 * `npm run bench:contact`: 200 contact-form submissions sent at once while the mail server is down, then
 * the mail server comes back. Passes when every submission was answered, stored exactly once, and every
 * mail reached the mail server exactly once after its recovery (counted in a real SMTP server on
 * 127.0.0.1 that this script starts and stops). The outbox retries a failed mail a minute later and sends
 * at most 50 mails a minute, so the run lasts about five minutes.
 * Options (env): BENCH_CONTACT_POSTS (200), BENCH_PORT, BENCH_DATABASE_URL. Flag: --rebuild.
 */
import { DEMO_EDITOR } from '../src/features/seed/demo-editor'
import { smtpSink } from '../tests/int/support/smtp-sink'
import { runBench } from './support/run'
import { startBenchServer, wantsRebuild } from './support/server'
import { contactPost, createBenchForm, fetchTimingToken, login, storedSubmissions } from './support/contact'

const POSTS = Number(process.env.BENCH_CONTACT_POSTS || 200)
/** Longer than the outbox needs for POSTS mails: the first retry after a minute, then 50 mails a minute. */
const DELIVERY_DEADLINE_MS = (90 + Math.ceil(POSTS / 50) * 60 + 120) * 1000
/** After the last expected mail, how long to keep listening for a duplicate. */
const SETTLE_MS = 75_000

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

async function main(): Promise<number> {
  const sink = await smtpSink()
  // The mail server starts down: the site must keep every submission and answer mail_failed.
  process.env.SMTP_URL = sink.url
  process.env.MAIL_FROM = 'Escale Bench <ne-pas-repondre@escale.example>'
  const server = await startBenchServer({ largeData: false, rebuild: wantsRebuild() })
  try {
    const run = `bench-${Date.now().toString(36)}`
    const token = await login(server.baseUrl, DEMO_EDITOR)
    const formId = await createBenchForm(server.baseUrl, token, run)
    const timing = await fetchTimingToken(server.baseUrl)

    console.log(`\n[bench] ${server.label}; ${POSTS} submissions at once to form ${formId}, mail server down`)
    const started = Date.now()
    const replies = await Promise.all(
      Array.from({ length: POSTS }, (_, index) => contactPost(server.baseUrl, formId, timing, run, index)),
    )
    const seconds = (Date.now() - started) / 1000
    const byStatus = new Map<string, number>()
    for (const reply of replies) byStatus.set(reply, (byStatus.get(reply) ?? 0) + 1)
    console.log(`[bench] answered in ${seconds.toFixed(1)} s:`, Object.fromEntries(byStatus))
    const stored = await storedSubmissions(server.baseUrl, token, formId)
    console.log(`[bench] submissions stored: ${stored}`)

    await sink.up()
    console.log('[bench] mail server up; waiting for the outbox to retry')
    const ours = () => sink.received.filter((mail) => mail.subject?.startsWith(run))
    const deadline = Date.now() + DELIVERY_DEADLINE_MS
    while (ours().length < POSTS && Date.now() < deadline) await sleep(2000)
    const deliveredAt = (Date.now() - started) / 1000
    await sleep(SETTLE_MS)
    const mails = ours()
    const distinct = new Set(mails.map((mail) => mail.subject)).size
    console.log(
      `[bench] mails received: ${mails.length} (${distinct} distinct), the last after ${deliveredAt.toFixed(0)} s`,
    )

    const failures = [
      byStatus.get('mail_failed') !== POSTS && `answers: expected ${POSTS} × mail_failed`,
      stored !== POSTS && `stored: ${stored}, expected ${POSTS}`,
      mails.length !== POSTS && `mails received: ${mails.length}, expected ${POSTS}`,
      distinct !== mails.length && `${mails.length - distinct} mails received twice`,
    ].filter(Boolean)
    for (const failure of failures) console.log(`  - ${failure}`)
    console.log(
      failures.length ? '[bench] FAILED' : '[bench] every submission stored once, every mail sent once',
    )
    return failures.length ? 1 : 0
  } finally {
    await server.stop()
    await sink.down()
  }
}

runBench(main)
