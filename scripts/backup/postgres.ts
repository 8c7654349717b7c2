import { spawn, spawnSync } from 'node:child_process'
import pg from 'pg'
import { withDefaultUser } from '../../src/lib/db-url'

/*
 * PostgreSQL: the copy is pg_dump's (custom format, restored by pg_restore). The rows are counted in the
 * very snapshot pg_dump reads: a repeatable-read transaction exports its snapshot and pg_dump attaches
 * to it (--snapshot), so the manifest's counts are those of the dump whatever the site writes meanwhile.
 */

const SCHEMA = 'public'

/** Stops with a clear message when a PostgreSQL client tool is not installed. */
export function requirePgTool(tool: 'pg_dump' | 'pg_restore'): string {
  const probe = spawnSync(tool, ['--version'], { encoding: 'utf8', timeout: 10_000 })
  if (probe.error || probe.status !== 0) {
    const reason = probe.error ? (probe.error as NodeJS.ErrnoException).code : probe.stderr.trim()
    throw new Error(
      `${tool} is needed for a PostgreSQL database but cannot be run (${reason}). Install PostgreSQL's ` +
        `client tools, the server's major version or newer (Debian: apt install postgresql-client).`,
    )
  }
  return probe.stdout.trim()
}

/**
 * The URL for pg_dump / pg_restore without its password, which goes through PGPASSWORD instead: a
 * command line can be read by every user of the machine (ps), the environment cannot.
 */
function toolConnection(url: string) {
  const parsed = new URL(withDefaultUser(url))
  const password = decodeURIComponent(parsed.password)
  parsed.password = ''
  const env = { ...process.env }
  if (password) env.PGPASSWORD = password
  return { dbname: parsed.toString(), env }
}

/** Runs a PostgreSQL client tool; rejects with its own error output when it fails. */
function runTool(tool: string, args: string[], env: NodeJS.ProcessEnv): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(tool, args, { env, stdio: ['ignore', 'ignore', 'pipe'] })
    let stderr = ''
    child.stderr.setEncoding('utf8').on('data', (chunk: string) => (stderr += chunk))
    child.on('error', reject)
    child.on('close', (code, signal) => {
      if (code === 0) resolve()
      else reject(new Error(`${tool} failed (${signal ?? `exit ${code}`}):\n${stderr.trim()}`))
    })
  })
}

export async function connect(url: string): Promise<pg.Client> {
  const client = new pg.Client({ connectionString: withDefaultUser(url), connectionTimeoutMillis: 10_000 })
  try {
    await client.connect()
  } catch (error) {
    await client.end().catch(() => {})
    const message = (error as Error).message
    const hint = /does not exist/.test(message)
      ? ' Create it first (createdb), or point DATABASE_URL at an existing database.'
      : ''
    throw new Error(`Cannot connect to PostgreSQL (${redact(url)}): ${message}.${hint}`)
  }
  return client
}

/** The URL without its password, for messages. */
export const redact = (url: string) => url.replace(/(\/\/[^:/@]*:)[^@]*@/, '$1***@')

/** Rows per table of the public schema and the applied migrations, in the client's current transaction. */
export async function readPostgresState(client: pg.Client) {
  const { rows: tables } = await client.query<{ name: string }>(
    `SELECT table_name AS name FROM information_schema.tables
     WHERE table_schema = $1 AND table_type = 'BASE TABLE' ORDER BY table_name`,
    [SCHEMA],
  )
  const counts: Record<string, number> = {}
  for (const { name } of tables) {
    const { rows } = await client.query<{ n: string }>(
      `SELECT count(*) AS n FROM ${client.escapeIdentifier(SCHEMA)}.${client.escapeIdentifier(name)}`,
    )
    counts[name] = Number(rows[0].n)
  }
  const migrations =
    'payload_migrations' in counts
      ? (await client.query<{ name: string }>('SELECT name FROM payload_migrations ORDER BY name')).rows.map(
          (row) => row.name,
        )
      : []
  return { counts, migrations }
}

/** Dumps the database at `url` into `target` (custom format) and returns the counts of that snapshot. */
export async function snapshotPostgres(url: string, target: string) {
  const client = await connect(url)
  try {
    await client.query('BEGIN ISOLATION LEVEL REPEATABLE READ READ ONLY')
    const { rows } = await client.query<{ snapshot: string }>('SELECT pg_export_snapshot() AS snapshot')
    const state = await readPostgresState(client)
    const { dbname, env } = toolConnection(url)
    // The exporting transaction stays open until pg_dump has attached to its snapshot and finished.
    await runTool(
      'pg_dump',
      ['--format=custom', `--snapshot=${rows[0].snapshot}`, `--file=${target}`, dbname],
      env,
    )
    await client.query('COMMIT')
    return state
  } finally {
    await client.end().catch(() => {})
  }
}

/** Whether the database at `url` already holds tables (a database worth refusing to overwrite). */
export async function postgresHasTables(url: string): Promise<boolean> {
  const client = await connect(url)
  try {
    const { rows } = await client.query<{ n: string }>(
      `SELECT count(*) AS n FROM information_schema.tables WHERE table_schema = $1`,
      [SCHEMA],
    )
    return Number(rows[0].n) > 0
  } finally {
    await client.end().catch(() => {})
  }
}

/**
 * Restores a dump into the database at `url`. With `wipe`, its public schema is dropped first (every
 * table, even those the dump does not have, so that migrations start from the dump's state). pg_restore
 * runs in one transaction: a failure leaves the database as it was after the wipe, never half restored.
 * Objects are owned by the restoring user (--no-owner): the backup may come from a server with other roles.
 */
export async function restorePostgres(dumpFile: string, url: string, { wipe }: { wipe: boolean }) {
  if (wipe) {
    const client = await connect(url)
    try {
      await client.query(`DROP SCHEMA IF EXISTS ${SCHEMA} CASCADE; CREATE SCHEMA ${SCHEMA};`)
    } finally {
      await client.end().catch(() => {})
    }
  }
  const { dbname, env } = toolConnection(url)
  await runTool(
    'pg_restore',
    [
      '--no-owner',
      '--no-privileges',
      '--exit-on-error',
      '--single-transaction',
      `--dbname=${dbname}`,
      dumpFile,
    ],
    env,
  )
  const client = await connect(url)
  try {
    return await readPostgresState(client)
  } finally {
    await client.end().catch(() => {})
  }
}
