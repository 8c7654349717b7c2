import { expect, test } from '@playwright/test'
import { DEMO_EDITOR } from '../../../src/features/seed/demo-editor'
import { rateLimitRules } from '../../../src/lib/rate-limit/rules'
import { type AppServer, startAppServer } from '../support/app-server'
import { extraPort } from '../support/ports'
import {
  deviceCookieOf,
  expectRefusal,
  freshIp,
  freshPrefix,
  limitedEnv,
  median,
  postAjax,
  postLogin,
} from '../support/limits'

/**
 * The login endpoint's holes, one instance of the e2e build at a time (on the e2e database, with limits
 * of their own): lockout, timing, Secure cookies, forged forwarding headers.
 */
test.describe.configure({ mode: 'serial' })

const PORT = extraPort('loginProtection')
const setCookies = (response: Response) => response.headers.getSetCookie()
const sessionCookie = (response: Response) => setCookies(response).find((c) => c.startsWith('payload-token='))
const isSecure = (cookie: string | undefined) => /;\s*secure/i.test(cookie ?? '')

/** Starts one instance for the tests of a describe block, and stops it after them. */
function withInstance(env: Record<string, string>) {
  const instance: { server?: AppServer } = {}
  test.beforeAll(async () => {
    test.setTimeout(120_000)
    instance.server = await startAppServer({ port: PORT, env })
  })
  test.afterAll(async () => {
    await instance.server?.stop()
  })
  return () => instance.server!
}

test.describe('behind one trusted proxy', () => {
  const server = withInstance(limitedEnv(freshPrefix()))

  test('an unknown e-mail takes as long to refuse as a wrong password', async () => {
    test.setTimeout(120_000)
    const timed = async (email: string) => {
      const started = performance.now()
      const response = await postLogin(server(), 'mauvais-mot-de-passe', { ip: freshIp() }, email)
      await response.text()
      expect(response.status).toBe(401)
      return performance.now() - started
    }
    // Warm up both paths, then alternate so that the machine's load weighs on both alike.
    await timed('personne@escale.example')
    await timed(DEMO_EDITOR.email)
    const unknown: number[] = []
    const known: number[] = []
    for (let i = 0; i < 12; i++) {
      // Back to back, each first in turn.
      if (i % 2) known.push(await timed(DEMO_EDITOR.email))
      unknown.push(await timed(`personne-${i}@escale.example`))
      if (i % 2 === 0) known.push(await timed(DEMO_EDITOR.email))
    }
    // Each pair ran back to back: the median of their ratios shrugs off the load of other processes.
    const ratio = median(unknown.map((ms, i) => ms / known[i]))
    console.log(
      `[e2e] login refusals: unknown e-mail median ${median(unknown).toFixed(0)} ms, wrong password ` +
        `median ${median(known).toFixed(0)} ms, median ratio ${ratio.toFixed(2)}`,
    )
    // Before, an unknown e-mail was refused in a fifth to a third of the time.
    expect(median(known)).toBeGreaterThan(100)
    expect(ratio).toBeGreaterThan(0.6)
    expect(ratio).toBeLessThan(1.6)
  })

  test('the session cookie is Secure when the proxy says the visitor came over HTTPS', async () => {
    const https = await postLogin(server(), DEMO_EDITOR.password, {
      ip: freshIp(),
      headers: { 'x-forwarded-proto': 'https' },
    })
    expect(https.status).toBe(200)
    expect(isSecure(sessionCookie(https))).toBe(true)
    expect(setCookies(https).every(isSecure)).toBe(true)
    // Over plain HTTP (no X-Forwarded-Proto), not Secure.
    const http = await postLogin(server(), DEMO_EDITOR.password, {
      ip: freshIp(),
      cookie: deviceCookieOf(https),
    })
    expect(http.status).toBe(200)
    expect(isSecure(sessionCookie(http))).toBe(false)
  })

  test('an attacker guessing from many addresses cannot lock the editor out of their browser', async () => {
    test.setTimeout(180_000)
    const editorLogin = await postLogin(server(), DEMO_EDITOR.password, { ip: freshIp() })
    expect(editorLogin.status).toBe(200)
    const device = deviceCookieOf(editorLogin)

    // One guess per address, four at a time, until the account's allowance across addresses is spent.
    const limit = rateLimitRules['login-account'].points
    let refusal: Response | undefined
    for (let sent = 0; !refusal && sent < limit + 8; sent += 4) {
      const guesses = await Promise.all(
        Array.from({ length: 4 }, () => postLogin(server(), 'devine', { ip: freshIp() })),
      )
      refusal = guesses.find((response) => response.status === 429)
      for (const guess of guesses) expect([401, 429]).toContain(guess.status)
    }
    expect(refusal, 'the per-account limit refuses the attacker').toBeTruthy()
    await expectRefusal(refusal!, /^Trop de tentatives de connexion\./, { payloadShape: true })

    // A browser that never logged in to this account waits like the attacker...
    expect((await postLogin(server(), DEMO_EDITOR.password, { ip: freshIp() })).status).toBe(429)
    // ...but the editor's own browser, from any address, gets in.
    const fromHome = await postLogin(server(), DEMO_EDITOR.password, { ip: freshIp(), cookie: device })
    expect(fromHome.status).toBe(200)
    expect(sessionCookie(fromHome)).toBeTruthy()
  })
})

test.describe('reached directly, with no trusted proxy', () => {
  const server = withInstance(limitedEnv(freshPrefix(), { TRUSTED_PROXIES: '0', LOG_LEVEL: 'info' }))
  const logLines = () =>
    server()
      .output()
      .split('\n')
      .filter((line) => line.startsWith('{'))
      .map((line) => JSON.parse(line) as { level: number; msg?: string; status?: number; rule?: string })

  test('a forged X-Forwarded-For does not escape the per-address limit', async () => {
    const { points } = rateLimitRules.ajax
    const statuses: number[] = []
    for (let sent = 0; sent < points; sent += 10) {
      const batch = Array.from({ length: Math.min(10, points - sent) }, () =>
        postAjax(server(), { ip: freshIp() }),
      )
      statuses.push(...(await Promise.all(batch)).map((response) => response.status))
    }
    expect(new Set(statuses)).toEqual(new Set([400]))
    await expectRefusal(await postAjax(server(), { ip: freshIp() }), /^Trop de requêtes/)
  })

  test('a wrong password is logged as one info line, not as an error with a stack', async () => {
    expect((await postLogin(server(), 'mauvais-mot-de-passe')).status).toBe(401)
    await expect.poll(() => logLines().filter((line) => line.status === 401)).toHaveLength(1)
    const [refusal] = logLines().filter((line) => line.status === 401)
    expect(refusal).toMatchObject({
      level: 30,
      msg: 'L’adresse e-mail ou le mot de passe fourni est incorrect.',
    })
    expect(JSON.stringify(refusal)).not.toContain('stack')
    expect(logLines().filter((line) => line.level >= 50)).toEqual([])
    // The ajax limit reached by the previous test: one warning, naming the rule and no address.
    const reached = logLines().filter((line) => line.msg === 'rate limit reached')
    expect(reached).toEqual([expect.objectContaining({ level: 40, rule: 'ajax' })])
    expect(JSON.stringify(reached)).not.toMatch(/127\.0\.0\.1|::1/)
  })

  test('a client claiming X-Forwarded-Proto: https does not make the cookie Secure', async () => {
    const login = await postLogin(server(), DEMO_EDITOR.password, {
      headers: { 'x-forwarded-proto': 'https' },
    })
    expect(login.status).toBe(200)
    expect(isSecure(sessionCookie(login))).toBe(false)
  })
})

test.describe('with an https:// SITE_URL', () => {
  const server = withInstance(limitedEnv(freshPrefix(), { SITE_URL: 'https://escale.example' }))

  test('the session cookie is always Secure', async () => {
    const login = await postLogin(server(), DEMO_EDITOR.password, { ip: freshIp() })
    expect(login.status).toBe(200)
    expect(isSecure(sessionCookie(login))).toBe(true)
    expect(setCookies(login).every(isSecure)).toBe(true)
  })
})
