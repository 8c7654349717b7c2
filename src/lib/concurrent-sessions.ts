import { sql } from '@payloadcms/db-postgres'
import type { BaseDatabaseAdapter, DatabaseAdapterObj, PayloadRequest } from 'payload'

type Session = { id: string; createdAt?: unknown; expiresAt: unknown }

/**
 * The sessions an account keeps after a login: those stored now that have not expired, and the login's
 * own, the last of the list it writes. Null when that last session is stored already: the write adds no
 * session (a logout writes the list it has just read, less its own session), and is left as it is.
 */
export function sessionsAfterLogin(
  stored: Session[],
  written: Session[],
  now = new Date(),
): Session[] | null {
  const added = written.at(-1)
  if (!added || stored.some((session) => session.id === added.id)) return null
  const live = stored.filter((session) => new Date(session.expiresAt as string | Date) > now)
  return [...live, added]
}

/**
 * Whether an update may be a login adding its session: Payload writes the list of sessions with
 * `updatedAt: null` (so that a login or a logout leaves the account's date alone), which no other update
 * of an account does.
 */
export function writesSessions(data: Record<string, unknown>): data is { sessions: Session[] } {
  return data.updatedAt === null && Array.isArray(data.sessions) && data.sessions.length > 0
}

const queues = new Map<string, Promise<unknown>>()

/** Runs the tasks of one key one after the other, in the order they came, in this process. */
async function oneAtATime<T>(key: string, task: () => Promise<T>): Promise<T> {
  const run = (queues.get(key) ?? Promise.resolve()).then(task, task)
  const settled = run.catch(() => {})
  queues.set(key, settled)
  try {
    return await run
  } finally {
    if (queues.get(key) === settled) queues.delete(key)
  }
}

type PostgresSessions = {
  sessions?: Record<string, { db?: { execute: (query: unknown) => Promise<unknown> } }>
}

/**
 * On PostgreSQL a login's writes become visible when its transaction ends: until then, a second login
 * would read the list without the first one's session, and write back sessions the first one has just
 * written again (a duplicate key). A lock of the transaction's own, taken before reading, makes the
 * second login wait for the first one's end, on every instance sharing the database.
 */
async function lockAccountUntilCommit(
  adapter: BaseDatabaseAdapter,
  req: Partial<PayloadRequest> | undefined,
  key: string,
) {
  if (adapter.name !== 'postgres' || !req?.transactionID) return
  const transaction = (adapter as unknown as PostgresSessions).sessions?.[String(await req.transactionID)]?.db
  await transaction?.execute(sql`SELECT pg_advisory_xact_lock(hashtextextended(${key}, 0))`)
}

/**
 * Payload keeps a login's session by writing back the account's whole list of sessions, as it read it
 * before checking the password (payloadcms/payload#18132): two logins to one account at the same moment
 * read the same list, and the later write drops the earlier login's session, whose token then counts as a
 * visitor's, with nothing said anywhere. An editor signing in on a laptop and a phone at once, or two
 * people sharing the association's account, met it. Here a login's write reads the list again just
 * before writing, and writes only the sessions: the stored ones and its own. The writes of one account's
 * sessions go one at a time (in this process, and on PostgreSQL across instances until the login's
 * transaction ends), so that none reads a list another is rewriting.
 */
export function keepingConcurrentSessions(adapterObj: DatabaseAdapterObj): DatabaseAdapterObj {
  return {
    ...adapterObj,
    init: (args) => {
      const adapter = adapterObj.init(args)
      const updateOne = adapter.updateOne
      adapter.updateOne = async function (this: typeof adapter, update) {
        const { data, collection, req } = update
        const id = 'id' in update ? update.id : undefined
        if (id === undefined || !writesSessions(data)) return updateOne.call(this, update)
        const key = `sessions:${collection}:${id}`
        return oneAtATime(key, async () => {
          await lockAccountUntilCommit(adapter, req, key)
          const stored = await adapter.findOne<{ id: number | string; sessions?: Session[] }>({
            collection,
            req,
            select: { sessions: true },
            where: { id: { equals: id } },
          })
          const sessions = sessionsAfterLogin(stored?.sessions ?? [], data.sessions)
          return updateOne.call(this, sessions ? { ...update, data: { sessions, updatedAt: null } } : update)
        })
      }
      return adapter
    },
  }
}
