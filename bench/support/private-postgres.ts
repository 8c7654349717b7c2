/**
 * A PostgreSQL cluster of the bench's own, for the restart fault (bench:pg-restart): created with the
 * machine's server binaries in a temporary folder, on a loopback port, and stopped at the end. Never the
 * machine's PostgreSQL, which other work uses. The folder is kept between runs (the seeded database and
 * the build made from it stay valid); remove it to start afresh.
 * initdb and the server refuse to run as root: as root, they run as the `postgres` user.
 */
import { spawnSync } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import pg from 'pg'

export type PrivatePostgres = {
  url: (database: string) => string
  dir: string
  start: () => void
  /** Stops the server at once, cutting its connections (pg_ctl's `fast` mode). */
  stop: () => void
  running: () => boolean
}

/** The newest installed server's bin folder (PG_BIN_DIR overrides), or why there is none. */
export function serverBinaries(): { bin: string } | { skip: string } {
  const candidates = process.env.PG_BIN_DIR
    ? [process.env.PG_BIN_DIR]
    : fs.existsSync('/usr/lib/postgresql')
      ? fs
          .readdirSync('/usr/lib/postgresql')
          .sort((a, b) => Number(b) - Number(a))
          .map((version) => path.join('/usr/lib/postgresql', version, 'bin'))
      : []
  const bin = candidates.find(
    (dir) => fs.existsSync(path.join(dir, 'initdb')) && fs.existsSync(path.join(dir, 'pg_ctl')),
  )
  return bin
    ? { bin }
    : {
        skip: 'no PostgreSQL server binaries (initdb, pg_ctl) found: apt-get install postgresql, or set PG_BIN_DIR',
      }
}

const quote = (arg: string) => `'${arg.replace(/'/g, `'\\''`)}'`

export function privatePostgres(bin: string, port: number): PrivatePostgres {
  const dir = path.join(os.tmpdir(), `escale-bench-pg-${port}`)
  const data = path.join(dir, 'data')
  const asRoot = process.getuid?.() === 0
  const run = (tool: string, args: string[], { check = true } = {}) => {
    const command = [path.join(bin, tool), ...args].map(quote).join(' ')
    const result = asRoot
      ? spawnSync('su', ['postgres', '-s', '/bin/sh', '-c', command], { encoding: 'utf8', timeout: 60_000 })
      : spawnSync('/bin/sh', ['-c', command], { encoding: 'utf8', timeout: 60_000 })
    if (check && result.status !== 0)
      throw new Error(`${tool} failed (${result.status ?? result.signal}): ${result.stderr || result.stdout}`)
    return result
  }
  if (!fs.existsSync(path.join(data, 'PG_VERSION'))) {
    fs.rmSync(dir, { recursive: true, force: true })
    fs.mkdirSync(dir, { recursive: true })
    if (asRoot) spawnSync('chown', ['postgres:postgres', dir])
    run('initdb', [
      '-D',
      data,
      '-A',
      'trust',
      '-U',
      'postgres',
      '-E',
      'UTF8',
      '--locale=C.UTF-8',
      '--no-sync',
    ])
  }
  const running = () => run('pg_ctl', ['-D', data, 'status'], { check: false }).status === 0
  return {
    dir,
    url: (database) => `postgres://postgres@127.0.0.1:${port}/${database}`,
    running,
    start: () => {
      if (running()) return
      const options = `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1`
      run('pg_ctl', [
        '-D',
        data,
        '-l',
        path.join(dir, 'server.log'),
        '-w',
        '-t',
        '30',
        '-o',
        options,
        'start',
      ])
    },
    stop: () => {
      if (running()) run('pg_ctl', ['-D', data, '-m', 'fast', '-w', '-t', '30', 'stop'])
    },
  }
}

/** Creates the database when the cluster does not have it yet. */
export async function ensureDatabase(cluster: PrivatePostgres, name: string) {
  const client = new pg.Client({ connectionString: cluster.url('postgres'), connectionTimeoutMillis: 5000 })
  await client.connect()
  try {
    const { rowCount } = await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [name])
    if (!rowCount) await client.query(`CREATE DATABASE ${client.escapeIdentifier(name)}`)
  } finally {
    await client.end()
  }
}
