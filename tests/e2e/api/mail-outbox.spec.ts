import { spawnSync } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { type APIRequestContext, expect, test } from '@playwright/test'
import { DEMO_EDITOR } from '../../../src/features/seed/demo-editor'
import { startAppServer } from '../support/app-server'
import { extraPort } from '../support/ports'

/**
 * The outbox over HTTP on the production build, which runs without SMTP_URL: closed to visitors, the
 * forgot-password mail kept for an administrator to read (the demo editor is an administrator), and the
 * mail worker running from the server's start.
 */
async function adminHeaders(request: APIRequestContext) {
  const login = await request.post('/api/users/login', {
    data: { email: DEMO_EDITOR.email, password: DEMO_EDITOR.password },
  })
  expect(login.status()).toBe(200)
  const { token } = (await login.json()) as { token: string }
  return { Authorization: `JWT ${token}` }
}

test('visitors can neither read nor write the outbox, the jobs or their run endpoints', async ({
  request,
}) => {
  const closed: Array<[string, string, number]> = [
    ['GET', '/api/outbox', 403],
    ['GET', '/api/outbox/1', 403],
    ['POST', '/api/outbox', 403],
    ['PATCH', '/api/outbox/1', 403],
    ['DELETE', '/api/outbox/1', 403],
    ['GET', '/api/payload-jobs', 403],
    ['POST', '/api/payload-jobs', 403],
    ['GET', '/api/payload-jobs/run', 401],
    ['GET', '/api/payload-jobs/run?queue=mail', 401],
    ['GET', '/api/payload-jobs/handle-schedules', 401],
    ['GET', '/api/globals/payload-jobs-stats', 403],
    ['POST', '/api/globals/payload-jobs-stats', 403],
  ]
  for (const [method, path, status] of closed) {
    const response = await request.fetch(path, {
      method,
      data: method === 'GET' || method === 'DELETE' ? undefined : { subject: 'x', to: 'a@escale.example' },
    })
    expect(response.status(), `${method} ${path}`).toBe(status)
  }
})

/** An administrator of the test's own, made by the demo editor, and its authorization. */
async function ownAdministrator(request: APIRequestContext, email: string, name: string) {
  const created = await request.post('/api/users', {
    headers: await adminHeaders(request),
    data: { email, password: 'mot-de-passe-e2e', name, role: 'admin' },
  })
  expect(created.status(), await created.text()).toBe(201)
  const { doc } = (await created.json()) as { doc: { id: number } }
  const login = await request.post('/api/users/login', { data: { email, password: 'mot-de-passe-e2e' } })
  expect(login.status()).toBe(200)
  const { token } = (await login.json()) as { token: string }
  return { id: doc.id, headers: { Authorization: `JWT ${token}` } }
}

test('the forgot-password mail waits in the outbox, in French, with a link to this site', async ({
  request,
  baseURL,
}) => {
  // An account of its own, reading its own mail: admin.spec.ts sends the demo editor's reset mail again
  // meanwhile.
  const email = `oubli-${Date.now()}@escale.example`
  const { id, headers } = await ownAdministrator(request, email, 'Dominique Oubli')
  try {
    const asked = await request.post('/api/users/forgot-password', { data: { email } })
    expect(asked.status()).toBe(200)

    const list = await request.get('/api/outbox', { headers, params: { 'where[to][contains]': email } })
    expect(list.status()).toBe(200)
    const { docs } = (await list.json()) as { docs: Array<Record<string, string>> }
    expect(docs).toHaveLength(1)
    expect(docs[0]).toMatchObject({
      status: 'stored',
      source: 'administration',
      subject: 'Escale : réinitialisation de votre mot de passe',
    })
    expect(docs[0].html).toMatch(new RegExp(`<a href="${baseURL}/admin/reset/[0-9a-f]{40}">`))
    expect(docs[0].html).toContain('Bonjour Dominique Oubli,')

    // Administrators may delete mails, never write them; the jobs themselves stay closed to everyone.
    expect(
      (
        await request.post('/api/outbox', { headers, data: { subject: 'x', to: 'a@escale.example' } })
      ).status(),
    ).toBe(403)
    expect((await request.get('/api/payload-jobs', { headers })).status()).toBe(403)
    expect((await request.get('/api/payload-jobs/run?queue=mail', { headers })).status()).toBe(200)
  } finally {
    await request.delete(`/api/users/${id}`, { headers })
  }
})

test('a fresh server runs the mail worker from its start, before any admin or API request', async () => {
  // Waits for the first minute tick after the server is up: up to about 80 s.
  test.setTimeout(180_000)
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'escale-mail-e2e-'))
  const env = { DATABASE_URL: `file:${path.join(dir, 'escale.db')}`, MEDIA_DIR: path.join(dir, 'media') }
  const migrate = spawnSync('npx', ['tsx', 'scripts/prepare-db.ts', '--no-seed'], {
    env: { ...process.env, ...env },
    encoding: 'utf8',
  })
  expect(migrate.status, migrate.stderr).toBe(0)
  const server = await startAppServer({ port: extraPort('mailOutbox'), env })
  try {
    // Payload starts its job runner within seconds; its cron fires at each full minute. Wait past the
    // first full minute that leaves it time to start, touching neither /admin nor /api meanwhile (either
    // would start the runner too, which is what the server must not depend on).
    const tick = Math.ceil((Date.now() + 15_000) / 60_000) * 60_000
    await new Promise((resolve) => setTimeout(resolve, tick + 5_000 - Date.now()))

    const first = await fetch(`${server.url}/api/users/first-register`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        email: 'premier@escale.example',
        password: 'mot-de-passe-e2e',
        name: 'Premier',
      }),
    })
    expect(first.status, await first.clone().text()).toBe(200)
    const { token } = (await first.json()) as { token: string }
    const stats = await fetch(`${server.url}/api/globals/payload-jobs-stats`, {
      headers: { Authorization: `JWT ${token}` },
    })
    const body = (await stats.json()) as {
      stats?: {
        scheduledRuns?: { queues?: { mail?: { tasks?: { deliverOutbox?: { lastScheduledRun?: string } } } } }
      }
    }
    const last = body.stats?.scheduledRuns?.queues?.mail?.tasks?.deliverOutbox?.lastScheduledRun
    expect(last, server.output()).toBeDefined()
    expect(Date.now() - new Date(last!).getTime()).toBeLessThan(30_000)
    expect(server.output()).not.toContain('No email adapter provided')
  } finally {
    await server.stop()
    fs.rmSync(dir, { recursive: true, force: true })
  }
})
