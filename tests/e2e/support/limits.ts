import os from 'node:os'
import { expect } from '@playwright/test'
import { Redis } from 'ioredis'
import Libsql from 'libsql'
import pg from 'pg'
import { DEMO_EDITOR } from '../../../src/features/seed/demo-editor'
import { e2eEnv } from '../../../playwright.config'
import type { AppServer } from './app-server'

/**
 * Helpers for the rate-limit suites. Their instances trust one proxy (TRUSTED_PROXIES=1) unless a test
 * says otherwise: the test plays that proxy and names each request's client address in X-Forwarded-For,
 * so every test counts on its own addresses.
 */

let runs = 0
/** A rate-limit key prefix of this run alone (the stores outlive a run; Redis is shared). */
export const freshPrefix = () => `e2e-limit-${Date.now().toString(36)}-${process.pid}-${runs++}`

let lastHost = 0
/** A documentation address (203.0.113.0/24 and up) no other request of this process has used. */
export const freshIp = () => {
  lastHost++
  return `203.0.${113 + Math.floor(lastHost / 250)}.${lastHost % 250}`
}

/** The settings of an instance that enforces the real limits. */
export const limitedEnv = (prefix: string, extra: Record<string, string> = {}) => ({
  RATE_LIMIT_SCALE: '1',
  RATE_LIMIT_PREFIX: prefix,
  TRUSTED_PROXIES: '1',
  ...extra,
})

type Sent = { ip?: string; cookie?: string; headers?: Record<string, string> }

const headersFor = ({ ip, cookie, headers }: Sent, type: string) => ({
  'content-type': type,
  ...(ip ? { 'x-forwarded-for': ip } : {}),
  ...(cookie ? { cookie } : {}),
  ...headers,
})

export const postAjax = (server: AppServer, sent: Sent = {}) =>
  fetch(`${server.url}/ajax`, {
    method: 'POST',
    headers: headersFor(sent, 'application/x-www-form-urlencoded'),
    body: 'action=inconnue',
  })

export const postLogin = (
  server: AppServer,
  password: string,
  sent: Sent = {},
  email: string = DEMO_EDITOR.email,
) =>
  fetch(`${server.url}/api/users/login`, {
    method: 'POST',
    headers: headersFor(sent, 'application/json'),
    body: JSON.stringify({ email, password }),
  })

export const postForgotPassword = (server: AppServer, email: string, sent: Sent = {}) =>
  fetch(`${server.url}/api/users/forgot-password`, {
    method: 'POST',
    headers: headersFor(sent, 'application/json'),
    body: JSON.stringify({ email }),
  })

/** A 429 with Retry-After, no caching, and the French message (in Payload's error list too for /api). */
export async function expectRefusal(response: Response, message: RegExp, { payloadShape = false } = {}) {
  expect(response.status).toBe(429)
  expect(Number(response.headers.get('retry-after'))).toBeGreaterThan(0)
  expect(response.headers.get('cache-control')).toBe('no-store')
  const body = await response.json()
  expect(body.error).toMatch(message)
  expect(body.error).toMatch(/Réessayez dans \d+ (seconde|minute|heure)s?\.$/)
  if (payloadShape) expect(body.errors).toEqual([{ message: body.error }])
}

/** The device cookie a successful login set, as a Cookie header. */
export function deviceCookieOf(response: Response): string {
  const cookie = response.headers.getSetCookie().find((each) => each.startsWith('escale-editor-device='))
  expect(cookie, 'device cookie').toBeTruthy()
  return cookie!.split(';')[0]
}

/** The Redis the suites may write to under their own prefixes, or why it cannot be used. */
export async function reachableRedis(): Promise<{ url: string } | { skip: string }> {
  const url = process.env.REDIS_URL_TEST || 'redis://127.0.0.1:6379'
  const client = new Redis(url, { lazyConnect: true, maxRetriesPerRequest: 1, connectTimeout: 3000 })
  // The connection's own error (ECONNREFUSED...) says more than connect()'s "Connection is closed".
  let cause: Error | undefined
  client.on('error', (error: Error) => (cause = error))
  try {
    await client.connect()
    await client.ping()
    return { url }
  } catch (error) {
    return { skip: `Redis unreachable (${url}): ${(cause ?? (error as Error)).message}` }
  } finally {
    client.disconnect()
  }
}

/** Removes the keys a run wrote to Redis under its prefix. */
export async function deleteRedisKeys(url: string, prefix: string) {
  const client = new Redis(url, { maxRetriesPerRequest: 1 })
  client.on('error', () => {})
  try {
    let cursor = '0'
    do {
      const [next, keys] = await client.scan(cursor, 'MATCH', `${prefix}:*`, 'COUNT', 500)
      if (keys.length) await client.del(...keys)
      cursor = next
    } while (cursor !== '0')
  } finally {
    client.disconnect()
  }
}

export const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b)
  const middle = Math.floor(sorted.length / 2)
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2
}

const countQuery = `SELECT count(*) AS n FROM rate_limits WHERE key LIKE ?`

/** How many counters of this prefix the e2e SQLite database holds. */
export function sqliteCounters(prefix: string, file = e2eEnv.DATABASE_URL.replace(/^file:/, '')): number {
  const database = new Libsql(file, { readonly: true })
  try {
    return Number((database.prepare(countQuery).get(`${prefix}:%`) as { n: number }).n)
  } finally {
    database.close()
  }
}

/** How many counters of this prefix a PostgreSQL database holds. */
export async function postgresCounters(url: string, prefix: string): Promise<number> {
  const parsed = new URL(url)
  if (!parsed.username) parsed.username = process.env.PGUSER || process.env.USER || os.userInfo().username
  const client = new pg.Client({ connectionString: parsed.toString() })
  await client.connect()
  try {
    const result = await client.query(countQuery.replace('?', '$1'), [`${prefix}:%`])
    return Number(result.rows[0].n)
  } finally {
    await client.end()
  }
}

/** How many counters of this prefix Redis holds. */
export async function redisCounters(url: string, prefix: string): Promise<number> {
  const client = new Redis(url, { maxRetriesPerRequest: 1 })
  client.on('error', () => {})
  try {
    let [cursor, count] = ['0', 0]
    do {
      const [next, keys] = await client.scan(cursor, 'MATCH', `${prefix}:*`, 'COUNT', 500)
      count += keys.length
      cursor = next
    } while (cursor !== '0')
    return count
  } finally {
    client.disconnect()
  }
}
