import type { JobsConfig, TaskConfig } from 'payload'
import { adminsOnly } from '../access'
import { deliverDueMails } from './deliver'

export const MAIL_QUEUE = 'mail'
export const DELIVER_TASK = 'deliverOutbox'

/** A run that stopped updating its job for this long died with its process. */
const STALE_RUN_MS = 30 * 60_000

type ScheduleHooks = NonNullable<NonNullable<TaskConfig['schedule']>[number]['hooks']>

/**
 * Payload schedules a run only when no earlier one is pending or running. A run whose process was killed
 * stays "running" in payload-jobs for ever, which would stop every later run: such runs are dropped first.
 */
const dropDeadRuns: ScheduleHooks['beforeSchedule'] = async (args) => {
  const staleSince = new Date(Date.now() - STALE_RUN_MS).toISOString()
  await args.req.payload.db.deleteMany({
    collection: 'payload-jobs',
    req: args.req,
    where: {
      and: [
        { taskSlug: { equals: DELIVER_TASK } },
        { processing: { equals: true } },
        { updatedAt: { less_than: staleSince } },
      ],
    },
  })
  return args.defaultBeforeSchedule(args)
}

const deliverOutbox: TaskConfig<'deliverOutbox'> = {
  slug: DELIVER_TASK,
  label: 'Envoyer les e-mails en attente',
  outputSchema: (['sent', 'stored', 'retry', 'failed', 'skipped'] as const).map((name) => ({
    name,
    type: 'number' as const,
  })),
  handler: async ({ req }) => ({ output: await deliverDueMails(req.payload) }),
  schedule: [{ cron: '* * * * *', queue: MAIL_QUEUE, hooks: { beforeSchedule: dropDeadRuns } }],
}

/**
 * The outbox worker on Payload's jobs queue: every minute, while the server runs, a run of
 * `deliverOutbox` sends the mails that are due (new ones the queueing process could not send, and
 * retries). Several instances may run it at once: each mail is claimed by one worker before it is sent.
 * Queueing and cancelling jobs through the REST API is for administrators; running them, for
 * administrators and the server itself (src/features/publishing/scheduled-runs.ts).
 */
export const mailJobs: JobsConfig = {
  tasks: [deliverOutbox],
  autoRun: [{ cron: '* * * * *', queue: MAIL_QUEUE, limit: 5, silent: { info: true } }],
  access: { run: adminsOnly, queue: adminsOnly, cancel: adminsOnly },
}
