import { spawn, spawnSync, type ChildProcess } from 'node:child_process'
import { createRequire } from 'node:module'
import os from 'node:os'
import pg from 'pg'
import { e2eEnv } from '../../../playwright.config'

/**
 * Extra instances of the e2e build (`.next-e2e`) for suites that need more than the one Playwright starts:
 * the same build on PostgreSQL, or two instances sharing one store. Each gets its own port and environment.
 */
export type AppServer = { url: string; stop: () => Promise<void>; output: () => string }

const require = createRequire(import.meta.url)
const NEXT_BIN = require.resolve('next/dist/bin/next')
const BASE_PORT = Number(process.env.E2E_PORT ?? 3100)

/** A port for the n-th extra instance (1 to 9), next to the main e2e server's. */
export const extraPort = (n: number) => BASE_PORT + n

type Env = Record<string, string | undefined>

const instanceEnv = (port: number, env: Env): NodeJS.ProcessEnv => ({
  ...process.env,
  ...e2eEnv,
  SITE_URL: `http://localhost:${port}`,
  LOG_LEVEL: 'warn',
  NEXT_TELEMETRY_DISABLED: '1',
  ...env,
})

/** Migrates the database of `env.DATABASE_URL` and writes the demo content when it is empty. */
export function prepareDatabase(env: Env) {
  const result = spawnSync('npx', ['tsx', 'scripts/prepare-db.ts'], {
    env: instanceEnv(BASE_PORT, env),
    encoding: 'utf8',
  })
  if (result.status !== 0) throw new Error(`prepare-db failed:\n${result.stdout}\n${result.stderr}`)
}

/** Starts `next start` on the e2e build and resolves once it answers. */
export async function startAppServer({ port, env = {} }: { port: number; env?: Env }): Promise<AppServer> {
  const child: ChildProcess = spawn(process.execPath, [NEXT_BIN, 'start', '-p', String(port)], {
    env: instanceEnv(port, env),
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  let output = ''
  child.stdout?.on('data', (chunk) => (output += chunk))
  child.stderr?.on('data', (chunk) => (output += chunk))
  const url = `http://localhost:${port}`
  const stop = () =>
    new Promise<void>((resolve) => {
      if (child.exitCode !== null) return resolve()
      child.once('exit', () => resolve())
      child.kill('SIGTERM')
      setTimeout(() => child.kill('SIGKILL'), 5_000).unref()
    })
  const deadline = Date.now() + 90_000
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`next start exited (${child.exitCode}):\n${output}`)
    try {
      const response = await fetch(`${url}/robots.txt`)
      if (response.ok) return { url, stop, output: () => output }
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250))
  }
  await stop()
  throw new Error(`next start did not answer on ${url} within 90 s:\n${output}`)
}

/**
 * The PostgreSQL database the browser and API suites may wipe: the integration suite's
 * (DATABASE_URL_TEST_PG, else 127.0.0.1:5432/test). `npm test` runs the two one after the other. Returns
 * the URL with an emptied public schema, or the reason it cannot be used, for the suite to say it skipped.
 */
export async function resetTestPostgres(): Promise<{ url: string } | { skip: string }> {
  const url = process.env.DATABASE_URL_TEST_PG || 'postgres://127.0.0.1:5432/test'
  const parsed = new URL(url)
  if (!parsed.username) parsed.username = process.env.PGUSER || process.env.USER || os.userInfo().username
  const client = new pg.Client({ connectionString: parsed.toString(), connectionTimeoutMillis: 3000 })
  try {
    await client.connect()
    await client.query('DROP SCHEMA IF EXISTS public CASCADE; CREATE SCHEMA public;')
    return { url }
  } catch (error) {
    return { skip: `PostgreSQL injoignable (${url}) : ${(error as Error).message}` }
  } finally {
    await client.end().catch(() => {})
  }
}
