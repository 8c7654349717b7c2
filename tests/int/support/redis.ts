import { Redis } from 'ioredis'
import { describe, it } from 'vitest'

/** The Redis the tests may write to (with their own key prefixes): REDIS_URL_TEST, else the machine's. */
export const REDIS_TEST_URL = process.env.REDIS_URL_TEST || 'redis://127.0.0.1:6379'

/** A connected client, or the reason Redis cannot be used. */
export async function redisClient(): Promise<{ client: Redis } | { skip: string }> {
  const client = new Redis(REDIS_TEST_URL, {
    lazyConnect: true,
    maxRetriesPerRequest: 1,
    connectTimeout: 3000,
  })
  // The connection's own error (ECONNREFUSED...) says more than connect()'s "Connection is closed".
  let cause: Error | undefined
  client.on('error', (error: Error) => (cause = error))
  try {
    await client.connect()
    await client.ping()
    return { client }
  } catch (error) {
    client.disconnect()
    return { skip: `Redis unreachable (${REDIS_TEST_URL}): ${(cause ?? (error as Error)).message}` }
  }
}

/** `describe` that reports "skipped: Redis unreachable" instead of passing when Redis is away. */
export function describeWithRedis(
  name: string,
  reachable: { client: Redis } | { skip: string },
  body: (client: Redis) => void,
) {
  if ('skip' in reachable) {
    console.warn(`[int] ${name} skipped: ${reachable.skip}`)
    describe.skip(`${name} (skipped: ${reachable.skip})`, () => {
      it('needs a reachable Redis', () => {})
    })
    return
  }
  describe(name, () => body(reachable.client))
}

/** Deletes the keys a test wrote under its prefixes. */
export async function deleteKeys(client: Redis, pattern: string) {
  let cursor = '0'
  do {
    const [next, keys] = await client.scan(cursor, 'MATCH', pattern, 'COUNT', 500)
    if (keys.length) await client.del(...keys)
    cursor = next
  } while (cursor !== '0')
}
