import { timingSafeEqual } from 'node:crypto'
import type { PayloadRequest } from 'payload'
import { adminsOnly } from '@/lib/access'
import { env } from '@/lib/env'
import { onShutdown } from '@/lib/shutdown'
import { runnerToken } from './runner-token'

/**
 * Scheduled publication runs on Payload's jobs queue: the admin's « Programmer » queues a
 * `schedulePublish` job on the default queue, due at the chosen minute. Publishing must expire the cached
 * pages, cards, feeds and sitemap, and Next expires tags only inside a request it handles: a job run from
 * a timer of the server process would publish and leave every page stale. So the server asks itself, at
 * the first second of every minute, to run the due jobs through Payload's run endpoint
 * (`GET /api/payload-jobs/run`), a Next route: the publication's hooks then expire the tags as an
 * editor's own save does. The request carries a secret derived from PAYLOAD_SECRET (every instance
 * shares it); administrators may call the endpoint too, editors and visitors may not.
 */
export const SCHEDULE_QUEUE = 'default'
const RUNS_PER_CALL = 20

/** The bearer token of the server's own calls to the run endpoint, derived from PAYLOAD_SECRET. */
export const runnerSecret = (secret = env().PAYLOAD_SECRET): string => runnerToken(secret)

/** Whether a request carries the runner's secret (and nothing is compared when it carries none). */
export function carriesRunnerSecret(req: Pick<PayloadRequest, 'headers'>): boolean {
  const header = req.headers.get('authorization')
  if (!header?.startsWith('Bearer ')) return false
  const given = Buffer.from(header.slice('Bearer '.length))
  const expected = Buffer.from(runnerSecret())
  return given.length === expected.length && timingSafeEqual(given, expected)
}

/** Who may run the jobs queue over HTTP: administrators and the server itself. */
export const mayRunJobs = ({ req }: { req: PayloadRequest }): boolean =>
  adminsOnly({ req }) || carriesRunnerSecret(req)

/** This server's own address: PORT, on HOST when the server listens on one address only. */
function ownOrigin(): string {
  const port = process.env.PORT || '3000'
  const host = process.env.HOST
  if (!host || host === '0.0.0.0' || host === '::') return `http://127.0.0.1:${port}`
  return `http://${host.includes(':') ? `[${host}]` : host}:${port}`
}

/** The run endpoint's address for the due scheduled publications. */
export const scheduledRunUrl = (origin = ownOrigin()): string =>
  `${origin}/api/payload-jobs/run?queue=${SCHEDULE_QUEUE}&limit=${RUNS_PER_CALL}&disableScheduling=true&silent=true`

/** Runs the due scheduled publications once; a failure is logged and the next minute tries again. */
export async function runDueScheduledPublications(origin?: string): Promise<void> {
  try {
    const response = await fetch(scheduledRunUrl(origin), {
      headers: { authorization: `Bearer ${runnerSecret()}` },
      signal: AbortSignal.timeout(50_000),
    })
    if (!response.ok) console.warn(`Publications programmées : la file a répondu ${response.status}.`)
  } catch (error) {
    console.warn('Publications programmées : la file n’a pas pu être lancée :', String(error))
  }
}

const STARTED = Symbol.for('escale.scheduled-runs.started')

/**
 * Starts the per-minute runs of this process (once), at the first second of each minute. They stop when
 * the server shuts down: a run started then would find the server no longer listening. A run in
 * progress is a request in flight, which the server finishes before it exits.
 */
export function startScheduledRuns(): void {
  const state = globalThis as typeof globalThis & { [STARTED]?: boolean }
  if (state[STARTED]) return
  state[STARTED] = true
  let timer: NodeJS.Timeout | undefined
  let stopped = false
  const next = () => {
    if (stopped) return
    const delay = 60_000 - (Date.now() % 60_000) + 1_000
    timer = setTimeout(() => void runDueScheduledPublications().finally(next), delay).unref()
  }
  onShutdown('scheduled-publications', () => {
    stopped = true
    clearTimeout(timer)
  })
  next()
}
