import net from 'node:net'
import { Redis } from 'ioredis'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import {
  fromHash,
  laterOf,
  onLocalClock,
  redisKeys,
  scriptArguments,
  startSharedExpirations,
  type TagEntries,
} from './shared-expirations.mjs'

describe('expiration entries', () => {
  it('keeps the later time of each field', () => {
    expect(laterOf({ stale: 5, expired: 1 }, { stale: 3, expired: 9 })).toEqual({ stale: 5, expired: 9 })
    expect(laterOf({}, {})).toEqual({ stale: undefined, expired: undefined })
  })

  it("moves a message's times to the receiver's clock", () => {
    const message = { from: 'a', at: 1_000, tags: { articles: { stale: 990, expired: 990 }, x: {} } }
    expect(onLocalClock(message, 50_000)).toEqual({
      articles: { stale: 49_990, expired: 49_990 },
      x: { stale: undefined, expired: undefined },
    })
  })

  it('reads the hash and writes the script arguments', () => {
    expect(fromHash({ a: '10:20', b: '0:30' })).toEqual({
      a: { stale: 10, expired: 20 },
      b: { stale: undefined, expired: 30 },
    })
    const message = { from: 'a', at: 5, tags: { a: { expired: 20 } } }
    expect(scriptArguments(message)).toEqual([JSON.stringify(message), 'a', '0', '20'])
  })
})

/** A Redis the tests may write to under their own prefix, or null: those tests then say they skipped. */
async function reachableRedis(): Promise<string | null> {
  const url = process.env.REDIS_URL_TEST || 'redis://127.0.0.1:6379'
  const client = new Redis(url, { lazyConnect: true, maxRetriesPerRequest: 0, connectTimeout: 1000 })
  client.on('error', () => {})
  try {
    await client.connect()
    await client.ping()
    return url
  } catch {
    return null
  } finally {
    client.disconnect()
  }
}

const redisUrl = await reachableRedis()
if (!redisUrl) console.warn('[unit] shared expirations through Redis skipped: Redis unreachable')

/** A TCP relay to Redis that a test can cut (every connection dropped, new ones refused) and restore. */
type TcpRelay = { port: number; cut(): Promise<void>; restore(): void; close(): Promise<void> }
async function startTcpRelay(target: URL): Promise<TcpRelay> {
  const sockets = new Set<net.Socket>()
  const server = net.createServer((client) => {
    const upstream = net.connect(Number(target.port || 6379), target.hostname)
    for (const socket of [client, upstream]) {
      sockets.add(socket)
      socket.on('error', () => {})
      socket.on('close', () => sockets.delete(socket))
    }
    client.pipe(upstream).pipe(client)
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const port = (server.address() as net.AddressInfo).port
  const stopListening = () => new Promise<void>((resolve) => server.close(() => resolve()))
  return {
    port,
    async cut() {
      const closed = stopListening()
      for (const socket of sockets) socket.destroy()
      await closed
    },
    restore: () => server.listen(port, '127.0.0.1'),
    async close() {
      for (const socket of sockets) socket.destroy()
      if (server.listening) await stopListening()
    },
  }
}

const until = async (check: () => boolean, timeoutMs = 8000) => {
  const deadline = Date.now() + timeoutMs
  while (!check()) {
    if (Date.now() > deadline) throw new Error('timed out')
    await new Promise((resolve) => setTimeout(resolve, 20))
  }
}

describe.skipIf(!redisUrl)('shared expirations through Redis', () => {
  const prefix = `unit-cache-${Date.now().toString(36)}-${process.pid}`
  const keys = redisKeys(prefix)
  let admin: Redis
  const instances: ReturnType<typeof startSharedExpirations>[] = []
  const silent = { warn: vi.fn(), info: vi.fn() }

  /** An instance: what it applied, merged as its manifest would be. */
  function instance(url = redisUrl!, log = silent) {
    const manifest: TagEntries = {}
    const shared = startSharedExpirations({
      url,
      prefix,
      log,
      apply(entries) {
        for (const [tag, entry] of Object.entries(entries))
          manifest[tag] = laterOf(manifest[tag] ?? {}, entry)
      },
    })
    instances.push(shared)
    return { shared, manifest }
  }

  beforeAll(() => {
    admin = new Redis(redisUrl!)
  })
  afterAll(async () => {
    await Promise.all(instances.map((each) => each.close()))
    await admin.del(keys.hash)
    admin.disconnect()
  })

  it("gives one instance's expiration to the others at once, and to an instance started later", async () => {
    const a = instance()
    const b = instance()
    await Promise.all([a.shared.ready, b.shared.ready])
    const at = Date.now()
    await a.shared.publish({ articles: { stale: at, expired: at } })
    await until(() => b.manifest.articles !== undefined)
    // On B's clock: it expired when the message arrived, give or take the trip.
    expect(b.manifest.articles.expired).toBeGreaterThanOrEqual(at)
    expect(b.manifest.articles.expired).toBeLessThan(Date.now() + 1)
    expect(a.manifest.articles).toBeUndefined() // its own, already in its manifest

    const c = instance()
    await c.shared.ready
    expect(c.manifest.articles).toEqual({ stale: at, expired: at })
  })

  it('never takes an expiration back in the hash', async () => {
    const a = instance()
    await a.shared.ready
    await a.shared.publish({ events: { stale: 500, expired: 900 } })
    await a.shared.publish({ events: { stale: 700, expired: 100 } })
    expect(await admin.hget(keys.hash, 'events')).toBe('700:900')
  })

  describe('when Redis goes away', () => {
    let relay: TcpRelay
    beforeAll(async () => {
      relay = await startTcpRelay(new URL(redisUrl!))
    })
    afterAll(() => relay.close())

    it('logs once, keeps serving, sends what it expired meanwhile and reloads the others’ when back', async () => {
      const log = { warn: vi.fn(), info: vi.fn() }
      const cut = instance(`redis://127.0.0.1:${relay.port}`, log)
      const other = instance()
      await Promise.all([cut.shared.ready, other.shared.ready])

      await relay.cut()
      await until(() => log.warn.mock.calls.length > 0)
      const expiredMeanwhile = Date.now()
      // Neither waits for Redis: the save that expires goes on.
      void cut.shared.publish({ 'during-outage': { stale: expiredMeanwhile, expired: expiredMeanwhile } })
      await other.shared.publish({ 'missed-by-cut': { stale: expiredMeanwhile, expired: expiredMeanwhile } })
      await new Promise((resolve) => setTimeout(resolve, 300))
      expect(cut.manifest['missed-by-cut']).toBeUndefined()
      expect(log.warn).toHaveBeenCalledTimes(1)
      expect(log.warn.mock.calls[0][0]).toMatch(/Redis unreachable/)

      relay.restore()
      await until(
        () => cut.manifest['missed-by-cut'] !== undefined && other.manifest['during-outage'] !== undefined,
      )
      expect(cut.manifest['missed-by-cut'].expired).toBe(expiredMeanwhile)
      expect(log.info.mock.calls.at(-1)?.[0]).toMatch(/Redis back: \d+ expirations reloaded/)
    })
  })
})

describe('without Redis at all', () => {
  it('logs once, and the first requests wait at most the given time', async () => {
    const log = { warn: vi.fn(), info: vi.fn() }
    const started = Date.now()
    const shared = startSharedExpirations({
      url: 'redis://127.0.0.1:9',
      prefix: 'unit-closed',
      apply: () => {},
      log,
      firstLoadWaitMs: 200,
    })
    await shared.ready
    expect(Date.now() - started).toBeLessThan(2000)
    void shared.publish({ a: { expired: 1 } })
    await new Promise((resolve) => setTimeout(resolve, 300))
    expect(log.warn).toHaveBeenCalledTimes(1)
    await shared.close()
  })
})
