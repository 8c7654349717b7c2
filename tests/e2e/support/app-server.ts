import { spawn, spawnSync, type ChildProcess } from 'node:child_process'
import fs from 'node:fs'
import { createRequire } from 'node:module'
import os from 'node:os'
import path from 'node:path'
import Database from 'libsql'
import pg from 'pg'
import { e2eEnv } from '../../../playwright.config'
import { BASE_PORT } from './ports'

/**
 * Extra instances of the e2e build (`.next-e2e`) for suites that need more than the one Playwright starts:
 * the same build on PostgreSQL, on a database of their own, or two instances sharing one store. Each gets
 * its own port, its own environment and its own copy of the build: Next keeps its data cache and rendered
 * pages inside the build folder, so instances on other databases must not share it with the main server.
 */
export type AppServer = {
  url: string
  /** The instance's own copy of the build. */
  distDir: string
  stop: () => Promise<void>
  output: () => string
}

const require = createRequire(import.meta.url)
const NEXT_BIN = require.resolve('next/dist/bin/next')

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

/** A SQLite database and media folder of an instance's own under data/ (emptied first). */
export function ownSqlite(name: string): Env {
  for (const suffix of ['', '-wal', '-shm']) fs.rmSync(`data/${name}.db${suffix}`, { force: true })
  fs.rmSync(`data/${name}-media`, { recursive: true, force: true })
  return { DATABASE_URL: `file:./data/${name}.db`, MEDIA_DIR: `./data/${name}-media` }
}

/** The e2e database's path without `.db` (`./data/e2e`): scripts/e2e.sh names its seeded copies after it. */
const E2E_DATA = e2eEnv.DATABASE_URL.replace(/^file:/, '').replace(/\.db$/, '')

/**
 * A SQLite database and media folder of an instance's own, holding the demo content as seeded: a copy of
 * the one scripts/e2e.sh keeps beside the e2e database before any suite runs, else seeded anew.
 */
export function seededSqlite(name: string): Env {
  const env = ownSqlite(name)
  const source = `${E2E_DATA}-seeded.db`
  const media = `${E2E_DATA}-seeded-media`
  if (!fs.existsSync(source) || !fs.existsSync(media)) {
    prepareDatabase(env)
    return env
  }
  fs.copyFileSync(source, `data/${name}.db`)
  fs.cpSync(media, `data/${name}-media`, { recursive: true })
  return env
}

/**
 * A copy of the e2e build for one instance, without its cache (data cache, tag expirations): a fresh
 * instance on another database must start with nothing cached. `share` names a copy that several
 * instances use together, as instances behind one load balancer would share their deployment.
 */
const users = new Map<string, number>()
function takeBuildCopy(name: string): string {
  const source = e2eEnv.NEXT_DIST_DIR
  const target = `${source}-${name}`
  const count = users.get(target) ?? 0
  users.set(target, count + 1)
  if (count > 0) return target
  fs.rmSync(target, { recursive: true, force: true })
  fs.cpSync(source, target, { recursive: true, filter: (from) => path.relative(source, from) !== 'cache' })
  return target
}

function releaseBuildCopy(target: string) {
  const count = (users.get(target) ?? 1) - 1
  users.set(target, count)
  if (count === 0) fs.rmSync(target, { recursive: true, force: true })
}

/** The slugs of every collection and global of the Payload config, read from the config itself. */
export function configSlugs(): { collections: string[]; globals: string[] } {
  const result = spawnSync('npx', ['tsx', 'tests/e2e/support/config-slugs.ts'], {
    env: instanceEnv(BASE_PORT, {}),
    encoding: 'utf8',
  })
  if (result.status !== 0) throw new Error(`config-slugs failed:\n${result.stdout}\n${result.stderr}`)
  return JSON.parse(result.stdout.trim().split('\n').pop()!)
}

/**
 * An instance on a copy of the e2e database as it is now (a consistent copy, even while the main server
 * writes to it), for suites that change settings or content the other suites rely on.
 */
export async function startOnE2eCopy(
  name: string,
  port: number,
  options: { server?: Server; env?: Env } = {},
): Promise<AppServer> {
  for (const suffix of ['', '-wal', '-shm']) fs.rmSync(`data/${name}.db${suffix}`, { force: true })
  const source = new Database(e2eEnv.DATABASE_URL.replace(/^file:/, ''))
  source.exec(`VACUUM INTO 'data/${name}.db'`)
  source.close()
  return startAppServer({
    port,
    server: options.server,
    env: { DATABASE_URL: `file:./data/${name}.db`, MEDIA_DIR: e2eEnv.MEDIA_DIR, ...options.env },
  })
}

/**
 * `next start`, or the production server `npm start` runs (scripts/serve.ts: request logs, graceful
 * shutdown, the micro-cache of shareable pages).
 */
type Server = 'next start' | 'serve.ts'

const serverCommand = (server: Server, port: number): string[] =>
  server === 'serve.ts'
    ? ['--conditions=production', '--import', 'tsx', path.join('scripts', 'serve.ts')]
    : [NEXT_BIN, 'start', '-p', String(port)]

/** Starts `next start` (or scripts/serve.ts) on a copy of the e2e build and resolves once it answers. */
export async function startAppServer({
  port,
  env = {},
  build = String(port),
  server = 'next start',
}: {
  port: number
  env?: Env
  server?: Server
  /** Which copy of the build to run: instances given the same name share one. */
  build?: string
}): Promise<AppServer> {
  const distDir = takeBuildCopy(build)
  const child: ChildProcess = spawn(process.execPath, serverCommand(server, port), {
    env: instanceEnv(port, { NEXT_DIST_DIR: distDir, PORT: String(port), ...env }),
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  let output = ''
  child.stdout?.on('data', (chunk) => (output += chunk))
  child.stderr?.on('data', (chunk) => (output += chunk))
  const url = `http://localhost:${port}`
  const stop = () =>
    new Promise<void>((resolve) => {
      if (child.exitCode !== null) return resolve()
      child.once('exit', () => {
        releaseBuildCopy(distDir)
        resolve()
      })
      child.kill('SIGTERM')
      setTimeout(() => child.kill('SIGKILL'), 5_000).unref()
    })
  const deadline = Date.now() + 90_000
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`${server} exited (${child.exitCode}):\n${output}`)
    try {
      const response = await fetch(`${url}/robots.txt`)
      if (response.ok) return { url, distDir, stop, output: () => output }
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250))
  }
  await stop()
  throw new Error(`${server} did not answer on ${url} within 90 s:\n${output}`)
}

/** The server's test database: DATABASE_URL_TEST_PG, else 127.0.0.1:5432/test, with a user name. */
function testPostgresBase(): URL {
  const base = new URL(process.env.DATABASE_URL_TEST_PG || 'postgres://127.0.0.1:5432/test')
  if (!base.username) base.username = process.env.PGUSER || process.env.USER || os.userInfo().username
  return base
}

/** Runs statements on one database, in a connection of their own. */
async function runSql(url: URL, sql: string) {
  const client = new pg.Client({ connectionString: url.toString(), connectionTimeoutMillis: 3000 })
  try {
    await client.connect()
    await client.query(sql)
  } finally {
    await client.end().catch(() => {})
  }
}

/** The URL of `<test database>_<name>` on the test server. */
function postgresUrl(name: string): URL {
  const target = testPostgresBase()
  target.pathname = `/${`${target.pathname.slice(1)}_${name}`.replace(/[^a-z0-9_]/gi, '_').toLowerCase()}`
  return target
}

/**
 * An emptied PostgreSQL database for one suite: `<test database>_<name>` on the server of
 * DATABASE_URL_TEST_PG (else 127.0.0.1:5432/test), created when missing. Suites running side by side each
 * get their own. Returns its URL, or the reason PostgreSQL cannot be used, for the suite to say it skipped.
 */
export async function resetTestPostgres(name: string): Promise<{ url: string } | { skip: string }> {
  const base = testPostgresBase()
  const target = postgresUrl(name)
  const database = target.pathname.slice(1)
  try {
    await runSql(base, `CREATE DATABASE ${database}`).catch((error: { code?: string }) => {
      if (error.code !== '42P04') throw error // 42P04: it exists already
    })
    await runSql(target, 'DROP SCHEMA IF EXISTS public CASCADE; CREATE SCHEMA public;')
    return { url: target.toString() }
  } catch (error) {
    return { skip: `PostgreSQL injoignable (${base.host}) : ${(error as Error).message}` }
  }
}

const SEEDED_PG = {
  name: 'e2e_seeded',
  media: `${E2E_DATA}-seeded-pg-media`,
  /** Held by the suite seeding the template, so that suites on other workers wait instead of seeding. */
  lock: `${E2E_DATA}-seeded-pg.lock`,
}

/**
 * Seeds the demo content once per run into `<test database>_e2e_seeded`, the template of seededPostgres.
 * scripts/e2e.sh removes the media folder when it prepares a run: its `.done` file says the template is
 * that run's.
 */
async function seededTemplate(): Promise<{ database: string } | { skip: string }> {
  const done = path.join(SEEDED_PG.media, '.done')
  const deadline = Date.now() + 240_000
  while (!fs.existsSync(done)) {
    try {
      fs.mkdirSync(SEEDED_PG.lock)
    } catch {
      if (Date.now() > deadline) throw new Error(`${SEEDED_PG.lock} held for 4 minutes`)
      await new Promise((resolve) => setTimeout(resolve, 500))
      continue
    }
    try {
      if (fs.existsSync(done)) break
      const template = await resetTestPostgres(SEEDED_PG.name)
      if ('skip' in template) return template
      fs.rmSync(SEEDED_PG.media, { recursive: true, force: true })
      prepareDatabase({ DATABASE_URL: template.url, MEDIA_DIR: SEEDED_PG.media })
      fs.mkdirSync(SEEDED_PG.media, { recursive: true })
      fs.writeFileSync(done, '')
    } finally {
      fs.rmSync(SEEDED_PG.lock, { recursive: true, force: true })
    }
  }
  return { database: postgresUrl(SEEDED_PG.name).pathname.slice(1) }
}

/**
 * A PostgreSQL database of a suite's own holding the demo content as seeded, and its media folder: copies
 * of a template seeded once per run, instead of seeding for each suite. Returns its URL, or the reason
 * PostgreSQL cannot be used, for the suite to say it skipped.
 */
export async function seededPostgres(
  name: string,
  mediaDir: string,
  again = true,
): Promise<{ url: string } | { skip: string }> {
  const template = await seededTemplate()
  if ('skip' in template) return template
  const target = postgresUrl(name)
  const database = target.pathname.slice(1)
  const base = testPostgresBase()
  try {
    await runSql(base, `DROP DATABASE IF EXISTS ${database} WITH (FORCE)`)
    await runSql(base, `CREATE DATABASE ${database} TEMPLATE ${template.database}`)
  } catch (error) {
    // 3D000: the template is gone (the server's databases were reset since it was seeded): seeded again.
    if ((error as { code?: string }).code === '3D000' && again) {
      fs.rmSync(path.join(SEEDED_PG.media, '.done'), { force: true })
      return seededPostgres(name, mediaDir, false)
    }
    return { skip: `PostgreSQL injoignable (${base.host}) : ${(error as Error).message}` }
  }
  fs.rmSync(mediaDir, { recursive: true, force: true })
  fs.cpSync(SEEDED_PG.media, mediaDir, { recursive: true, filter: (from) => path.basename(from) !== '.done' })
  return { url: target.toString() }
}

/** The signed confirm or unsubscribe link of a subscriber, as its mails carry it (path and query). */
export function mailLink(purpose: 'confirmer' | 'desinscription', id: number, email: string): string {
  const result = spawnSync('npx', ['tsx', 'tests/e2e/support/mail-link.ts', purpose, String(id), email], {
    env: instanceEnv(BASE_PORT, {}),
    encoding: 'utf8',
  })
  if (result.status !== 0) throw new Error(`mail-link failed:\n${result.stdout}\n${result.stderr}`)
  const link = new URL(result.stdout.trim().split('\n').pop()!)
  return `${link.pathname}${link.search}`
}
