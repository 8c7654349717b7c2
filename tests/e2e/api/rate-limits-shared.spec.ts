import { expect, test } from '@playwright/test'
import { DEMO_EDITOR } from '../../../src/features/seed/demo-editor'
import { rateLimitRules } from '../../../src/lib/rate-limit/rules'
import { type AppServer, seededPostgres, startAppServer } from '../support/app-server'
import { extraPort } from '../support/ports'
import {
  deleteRedisKeys,
  expectRefusal,
  freshIp,
  freshPrefix,
  limitedEnv,
  postAjax,
  postForgotPassword,
  postLogin,
  postgresCounters,
  reachableRedis,
  redisCounters,
  sqliteCounters,
} from '../support/limits'

/**
 * Two instances of the e2e build on one store enforce one limit: requests alternate between them and the
 * refusal comes on either. Each store in turn: PostgreSQL, one SQLite file (the e2e database), Redis.
 */
test.describe.configure({ mode: 'serial' })

type Store =
  | {
      env: Record<string, string>
      /** How many counters of a prefix the store holds: proof the instances count there. */
      counters: (prefix: string) => Promise<number> | number
      cleanup?: (prefix: string) => Promise<void>
    }
  | { skip: string }

const stores: Record<string, () => Promise<Store>> = {
  PostgreSQL: async () => {
    // Its own media folder: the demo content's uploads must not land in the main e2e server's.
    const media = './data/e2e-rate-limits-pg-media'
    const database = await seededPostgres('rate_limits', media)
    if ('skip' in database) return database
    const env = { DATABASE_URL: database.url, MEDIA_DIR: media }
    return {
      env,
      counters: (prefix) => postgresCounters(database.url, prefix),
    }
  },
  // The e2e database (playwright.config.ts), which the main e2e server uses with other key prefixes.
  'one SQLite file': async () => ({ env: {}, counters: sqliteCounters }),
  Redis: async () => {
    const redis = await reachableRedis()
    if ('skip' in redis) return redis
    return {
      env: { REDIS_URL: redis.url },
      // In Redis, and not in the database that would take over if Redis were away.
      counters: async (prefix) => (sqliteCounters(prefix) === 0 ? redisCounters(redis.url, prefix) : -1),
      cleanup: (prefix) => deleteRedisKeys(redis.url, prefix),
    }
  },
}

for (const [name, prepare] of Object.entries(stores)) {
  test.describe(`two instances sharing ${name}`, () => {
    const prefix = freshPrefix()
    const servers: AppServer[] = []
    let store: Store

    test.beforeAll(async () => {
      test.setTimeout(240_000)
      store = await prepare()
      if ('skip' in store) {
        console.warn(`[e2e] rate limits on ${name} skipped: ${store.skip}`)
        return
      }
      const env = { ...store.env, ...limitedEnv(prefix) }
      // One after the other, so that afterAll stops the first if the second fails to start.
      for (const instance of ['rateLimitsSharedA', 'rateLimitsSharedB'] as const)
        servers.push(await startAppServer({ port: extraPort(instance), env }))
    })

    test.afterAll(async () => {
      await Promise.all(servers.map((server) => server.stop()))
      if (!('skip' in store)) await store.cleanup?.(prefix)
    })

    test.beforeEach(() => {
      test.skip('skip' in store, `skipped: ${'skip' in store ? store.skip : ''}`)
    })

    test('/ajax: one allowance per address across both instances', async () => {
      const ip = freshIp()
      const { points } = rateLimitRules.ajax
      const statuses: number[] = []
      for (let sent = 0; sent < points; sent += 10) {
        const batch = Array.from({ length: Math.min(10, points - sent) }, (_, i) =>
          postAjax(servers[(sent + i) % 2], { ip }),
        )
        statuses.push(...(await Promise.all(batch)).map((response) => response.status))
      }
      // An unknown action: answered (400) until the allowance is spent, then refused on either instance.
      expect(new Set(statuses)).toEqual(new Set([400]))
      for (const server of servers) await expectRefusal(await postAjax(server, { ip }), /^Trop de requêtes/)
      expect((await postAjax(servers[0], { ip: freshIp() })).status).toBe(400)
      if (!('skip' in store)) expect(await store.counters(prefix)).toBeGreaterThan(0)
    })

    test('login: one allowance per account and address across both instances, no lockout', async () => {
      const attacker = freshIp()
      const { points } = rateLimitRules['login-account-ip']
      for (let i = 0; i < points; i++) {
        expect((await postLogin(servers[i % 2], 'mauvais-mot-de-passe', { ip: attacker })).status).toBe(401)
      }
      for (const server of servers) {
        const refused = await postLogin(server, DEMO_EDITOR.password, { ip: attacker })
        await expectRefusal(refused, /^Trop de tentatives de connexion\./, { payloadShape: true })
      }
      // Twice as many wrong passwords as Payload's old lockout allowed: the editor still gets in from
      // their own address.
      expect((await postLogin(servers[1], DEMO_EDITOR.password, { ip: freshIp() })).status).toBe(200)
    })

    test('forgot-password: limited per account and per address on either instance', async () => {
      const perAccount = rateLimitRules['forgot-password-account'].points
      for (let i = 0; i < perAccount; i++) {
        expect((await postForgotPassword(servers[i % 2], DEMO_EDITOR.email, { ip: freshIp() })).status).toBe(
          200,
        )
      }
      await expectRefusal(
        await postForgotPassword(servers[perAccount % 2], DEMO_EDITOR.email, { ip: freshIp() }),
        /^Trop de demandes de réinitialisation du mot de passe\./,
        { payloadShape: true },
      )
      const ip = freshIp()
      const perAddress = rateLimitRules['forgot-password-ip'].points
      for (let i = 0; i < perAddress; i++) {
        const email = `inconnu-${i}@escale.example`
        expect((await postForgotPassword(servers[i % 2], email, { ip })).status).toBe(200)
      }
      await expectRefusal(
        await postForgotPassword(servers[1], 'encore-un@escale.example', { ip }),
        /^Trop de demandes de réinitialisation/,
        { payloadShape: true },
      )
    })
  })
}
