import fs from 'node:fs'
import Database from 'libsql'
import { expect, test } from '@playwright/test'
import { shippedMigrations } from '../../../src/features/health/migrations-check'
import { e2eEnv } from '../../../playwright.config'
import { startAppServer, type AppServer } from '../support/app-server'
import { extraPort } from '../support/ports'

/**
 * `GET /sante`, the health check a load balancer or a monitor polls: 200 when the database answers and
 * has applied every migration shipped with the code, 503 with the reason otherwise; never cached.
 */

test('a healthy instance answers 200 with its database kind and migrations, never from a cache', async ({
  request,
}) => {
  for (let call = 0; call < 2; call++) {
    const response = await request.get('/sante')
    expect(response.status()).toBe(200)
    expect(response.headers()['cache-control']).toContain('no-store')
    expect(await response.json()).toEqual({
      statut: 'ok',
      base: 'sqlite',
      migrations: shippedMigrations('sqlite').length,
    })
  }
})

test('an instance whose database misses a shipped migration answers 503 and names it', async () => {
  test.setTimeout(120_000)
  const name = 'e2e-health'
  for (const suffix of ['', '-wal', '-shm']) fs.rmSync(`data/${name}.db${suffix}`, { force: true })
  const copy = new Database(e2eEnv.DATABASE_URL.replace(/^file:/, ''))
  copy.exec(`VACUUM INTO 'data/${name}.db'`)
  copy.close()
  const last = shippedMigrations('sqlite').at(-1)!
  const behind = new Database(`data/${name}.db`)
  behind.prepare('DELETE FROM payload_migrations WHERE name = ?').run(last)
  behind.close()

  let server: AppServer | undefined
  try {
    server = await startAppServer({
      port: extraPort('health'),
      env: { DATABASE_URL: `file:./data/${name}.db`, MEDIA_DIR: e2eEnv.MEDIA_DIR },
    })
    const response = await fetch(`${server.url}/sante`)
    expect(response.status).toBe(503)
    expect(response.headers.get('cache-control')).toContain('no-store')
    expect(await response.json()).toEqual({
      statut: 'indisponible',
      base: 'sqlite',
      message: `Migrations en attente : ${last}.`,
    })
  } finally {
    await server?.stop()
    for (const suffix of ['', '-wal', '-shm']) fs.rmSync(`data/${name}.db${suffix}`, { force: true })
  }
})
