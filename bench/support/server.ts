/**
 * Benchmark harness: a dedicated database and build, and the production server `npm start` runs
 * (scripts/serve.ts around Next) on its own port, so a bench run never touches the development database,
 * the `.next` build or the e2e one. MICROCACHE_MAX_MB=0 measures it without its micro-cache.
 *
 * BENCH_URL=http://... skips all of it and measures a server that is already running.
 * BENCH_DATABASE_URL=postgres://... uses PostgreSQL instead of data/bench.db (build in .next-bench-pg).
 */
import { type ChildProcess, spawn, spawnSync } from 'node:child_process'
import fs from 'node:fs'
import net from 'node:net'
import os from 'node:os'
import path from 'node:path'
import pg from 'pg'

export const ROOT = path.resolve(import.meta.dirname, '..', '..')
export const RESULTS_DIR = path.join(ROOT, 'bench', 'results')

/** Writes the large data set the budgets are set on: 10,000 articles, 20,000 events, 2,000 places. */
const SEED_LARGE = path.join(ROOT, 'scripts', 'seed-large.ts')
const LARGE_ARTICLES = 10_000

export interface BenchServer {
  baseUrl: string
  /** What is being measured, for the report: database kind and data set. */
  label: string
  stop(): Promise<void>
  /** Signals the server's process group (the faults bench kills an instance with SIGKILL). */
  kill(signal: NodeJS.Signals): void
}

export interface ServerOptions {
  /** Seed the large data set (bench:pages); bench:size only needs a build. */
  largeData: boolean
  rebuild: boolean
  /** Another port than BENCH_PORT's, for a second instance of the same build (bench:proxy). */
  port?: number
}

const isPostgres = (url: string) => /^postgres(ql)?:\/\//.test(url)

function benchEnv(port: number, databaseUrl: string): NodeJS.ProcessEnv {
  const pgMode = isPostgres(databaseUrl)
  return {
    ...process.env,
    DATABASE_URL: databaseUrl,
    MEDIA_DIR: pgMode ? './data/bench-pg-media' : './data/bench-media',
    // The build prerenders pages from its database, so each backend keeps its own build.
    NEXT_DIST_DIR: pgMode ? '.next-bench-pg' : '.next-bench',
    SITE_URL: `http://localhost:${port}`,
    NODE_ENV: 'production',
    PORT: String(port),
    // All the load comes from one address: the rate limits stay on (their cost is measured) but their
    // allowance is scaled far beyond what a run sends.
    RATE_LIMIT_SCALE: '1000000',
  }
}

function run(label: string, command: string, args: string[], env: NodeJS.ProcessEnv): void {
  console.log(`\n[bench] ${label}: ${command} ${args.join(' ')}`)
  const result = spawnSync(command, args, { cwd: ROOT, env, stdio: 'inherit' })
  if (result.status !== 0) throw new Error(`${label} failed (exit ${result.status ?? result.signal})`)
}

/** Same default user as src/lib/db.ts; not imported from there to keep Payload out of the harness. */
function pgUrl(url: string): string {
  const parsed = new URL(url)
  if (!parsed.username) parsed.username = process.env.PGUSER || process.env.USER || os.userInfo().username
  return parsed.toString()
}

/** Published-or-not article count, or null when the schema is not there (fresh or wiped database). */
async function countPgArticles(url: string): Promise<number | null> {
  const client = new pg.Client({ connectionString: pgUrl(url), connectionTimeoutMillis: 5000 })
  await client.connect()
  try {
    const { rows } = await client.query<{ n: string }>('select count(*) as n from articles')
    return Number(rows[0].n)
  } catch (error) {
    if ((error as { code?: string }).code === '42P01') return null // undefined_table
    throw error
  } finally {
    await client.end()
  }
}

function seedLarge(env: NodeJS.ProcessEnv): boolean {
  if (!fs.existsSync(SEED_LARGE)) {
    console.warn('[bench] scripts/seed-large.ts is missing: measuring the demo content only.')
    return false
  }
  run('large data set', 'npx', ['tsx', 'scripts/seed-large.ts'], env)
  return true
}

/**
 * Brings the bench database to the wanted data set. Returns whether it wrote anything, since the
 * prerendered pages of an older build would then show stale content. SQLite: the file's existence
 * means "prepared" and a marker beside it means "large set written". PostgreSQL: the shared test
 * database may be wiped by the integration suite at any time, so its content is counted each run.
 */
async function prepareData(
  env: NodeJS.ProcessEnv,
  largeData: boolean,
): Promise<{ changed: boolean; large: boolean }> {
  const url = env.DATABASE_URL as string
  if (isPostgres(url)) {
    let count = await countPgArticles(url)
    let changed = false
    if (count === null || count === 0) {
      run('migrate + demo content', 'npx', ['tsx', 'scripts/prepare-db.ts'], env)
      changed = true
      count = await countPgArticles(url)
    } else {
      run('migrate', 'npx', ['tsx', 'scripts/prepare-db.ts', '--no-seed'], env)
    }
    if (largeData && (count ?? 0) < LARGE_ARTICLES && seedLarge(env)) changed = true
    return { changed, large: ((await countPgArticles(url)) ?? 0) >= LARGE_ARTICLES }
  }
  const file = path.resolve(ROOT, url.replace(/^file:/, ''))
  const marker = `${file}.large`
  if (process.argv.includes('--reseed')) {
    for (const suffix of ['', '-wal', '-shm', '.large']) fs.rmSync(file + suffix, { force: true })
  }
  let changed = false
  if (!fs.existsSync(file)) {
    run('migrate + demo content', 'npx', ['tsx', 'scripts/prepare-db.ts'], env)
    changed = true
  } else {
    // A database prepared by an older commit lacks the newer tables: bring its schema up to date.
    run('migrate', 'npx', ['tsx', 'scripts/prepare-db.ts', '--no-seed'], env)
  }
  if (largeData && !fs.existsSync(marker) && seedLarge(env)) {
    fs.writeFileSync(marker, new Date().toISOString())
    changed = true
  }
  return { changed, large: fs.existsSync(marker) }
}

/**
 * `next build` with another distDir adds that folder to tsconfig.json's "include" and rewrites
 * next-env.d.ts. Take both back out, so a bench run leaves the tree as it was. Other sessions may build
 * into their own folders meanwhile: only our entries are removed, theirs stay.
 */
function buildKeepingConfig(env: NodeJS.ProcessEnv): void {
  const tsconfigPath = path.join(ROOT, 'tsconfig.json')
  const nextEnvPath = path.join(ROOT, 'next-env.d.ts')
  const read = (file: string) => (fs.existsSync(file) ? fs.readFileSync(file, 'utf8') : null)
  const tsconfigBefore = read(tsconfigPath)
  const nextEnvBefore = read(nextEnvPath)
  try {
    run('build', 'npx', ['next', 'build'], env)
  } finally {
    const tsconfigAfter = read(tsconfigPath)
    if (tsconfigBefore !== null && tsconfigAfter !== null && tsconfigAfter !== tsconfigBefore) {
      try {
        const ours = `${env.NEXT_DIST_DIR}/`
        const after = JSON.parse(tsconfigAfter) as { include?: string[] }
        after.include = after.include?.filter((entry) => !entry.startsWith(ours))
        // Byte for byte when the build was the only writer; else Next's own format (it wrote the file last).
        const same = JSON.stringify(after) === JSON.stringify(JSON.parse(tsconfigBefore))
        fs.writeFileSync(tsconfigPath, same ? tsconfigBefore : `${JSON.stringify(after, null, 2)}\n`)
      } catch {
        console.warn(
          `[bench] could not tidy tsconfig.json (not plain JSON?): remove the ${env.NEXT_DIST_DIR} entries by hand.`,
        )
      }
    }
    if (nextEnvBefore === null) fs.rmSync(nextEnvPath, { force: true })
    else if (read(nextEnvPath) !== nextEnvBefore) fs.writeFileSync(nextEnvPath, nextEnvBefore)
  }
}

async function assertPortFree(port: number): Promise<void> {
  await new Promise<void>((resolve, reject) => {
    const probe = net.createServer()
    probe.once('error', () =>
      reject(new Error(`port ${port} is in use (another bench run?); set BENCH_PORT`)),
    )
    probe.listen(port, () => probe.close(() => resolve()))
  })
}

async function waitUntilUp(
  baseUrl: string,
  child: ChildProcess,
  logFile: string,
  timeoutMs = 120_000,
): Promise<void> {
  const deadline = Date.now() + timeoutMs
  while (Date.now() < deadline) {
    if (child.exitCode !== null || child.signalCode !== null) {
      throw new Error(`the server exited early (${child.exitCode ?? child.signalCode}); see ${logFile}`)
    }
    try {
      const response = await fetch(`${baseUrl}/`, { signal: AbortSignal.timeout(10_000) })
      await response.arrayBuffer()
      if (response.status === 200) return
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 500))
  }
  throw new Error(`/ did not answer 200 within ${timeoutMs / 1000} s; see ${logFile}`)
}

export async function startBenchServer(options: ServerOptions): Promise<BenchServer> {
  if (process.env.BENCH_URL) {
    const baseUrl = process.env.BENCH_URL.replace(/\/+$/, '')
    return { baseUrl, label: `${baseUrl} (already running)`, stop: async () => {}, kill: () => {} }
  }
  const port = options.port ?? Number(process.env.BENCH_PORT || 3300)
  const databaseUrl = process.env.BENCH_DATABASE_URL || 'file:./data/bench.db'
  const env = benchEnv(port, databaseUrl)
  await assertPortFree(port)

  const data = await prepareData(env, options.largeData)
  const distDir = env.NEXT_DIST_DIR as string
  if (options.rebuild || data.changed || !fs.existsSync(path.join(ROOT, distDir, 'BUILD_ID'))) {
    // The data cache (unstable_cache) outlives builds in <distDir>/cache/fetch-cache, and data written by
    // a seed script never expired it: without this, the new build would prerender the old content.
    fs.rmSync(path.join(ROOT, distDir, 'cache', 'fetch-cache'), { recursive: true, force: true })
    buildKeepingConfig(env)
  }

  fs.mkdirSync(RESULTS_DIR, { recursive: true })
  const logFile = path.join(RESULTS_DIR, options.port ? `server-${port}.log` : 'server.log')
  const log = fs.openSync(logFile, 'w')
  // Node runs the server directly (no npm or npx shell in between; PORT is in its environment) in its own
  // process group, so that stop() can signal the whole group and leave no worker behind.
  const child = spawn(
    process.execPath,
    ['--conditions=production', '--import', 'tsx', path.join(ROOT, 'scripts', 'serve.ts')],
    {
      cwd: ROOT,
      env,
      detached: true,
      stdio: ['ignore', log, log],
    },
  )
  fs.closeSync(log)

  const alive = () => child.exitCode === null && child.signalCode === null
  const killGroup = (signal: NodeJS.Signals) => {
    try {
      if (child.pid) process.kill(-child.pid, signal)
    } catch {
      // Already gone.
    }
  }
  const stop = async () => {
    process.off('SIGINT', onSignal).off('SIGTERM', onSignal).off('exit', onExit)
    if (!alive()) return
    const exited = new Promise((resolve) => child.once('exit', resolve))
    killGroup('SIGTERM')
    const timer = setTimeout(() => killGroup('SIGKILL'), 5000)
    await exited
    clearTimeout(timer)
  }
  const onSignal = (signal: NodeJS.Signals) => {
    void stop().finally(() => process.exit(signal === 'SIGINT' ? 130 : 143))
  }
  // Last resort when the script dies without reaching its finally block.
  const onExit = () => killGroup('SIGKILL')
  process.on('SIGINT', onSignal).on('SIGTERM', onSignal).on('exit', onExit)

  const baseUrl = `http://127.0.0.1:${port}`
  try {
    await waitUntilUp(baseUrl, child, logFile)
  } catch (error) {
    await stop()
    throw error
  }
  const dataset = data.large ? 'large data set' : 'demo content only'
  return {
    baseUrl,
    label: `scripts/serve.ts ${distDir}${Number(env.MICROCACHE_MAX_MB ?? 1) === 0 ? ' (no micro-cache)' : ''}, ${isPostgres(databaseUrl) ? 'PostgreSQL' : 'SQLite'}, ${dataset}`,
    stop,
    kill: killGroup,
  }
}

/** `--rebuild` on the command line forces a fresh build (`--reseed` also does, through prepareData). */
export const wantsRebuild = () => process.argv.includes('--rebuild')
