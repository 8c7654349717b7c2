import { expect, test } from '@playwright/test'
import { DEMO_EDITOR } from '../../src/features/seed/demo-editor'
import { rateLimitRules } from '../../src/lib/rate-limit/rules'
import { type AppServer, startAppServer } from './support/app-server'
import { extraPort } from './support/ports'
import { freshPrefix, limitedEnv } from './support/limits'

// The back office is the same at every width: checked once, on an instance of its own at the real
// limits (the main e2e server's are scaled up), reached directly as a browser would.
test.describe('the admin login form when login is limited', { tag: '@desktop' }, () => {
  let server: AppServer

  test.beforeAll(async () => {
    test.setTimeout(120_000)
    server = await startAppServer({
      port: extraPort('adminLoginLimit'),
      env: limitedEnv(freshPrefix(), { TRUSTED_PROXIES: '0' }),
    })
  })
  test.afterAll(async () => {
    await server?.stop()
  })

  test('shows the French message and when to try again', async ({ page }) => {
    test.setTimeout(180_000)
    await page.goto(`${server.url}/admin/login`)
    const email = page.locator('#field-email')
    const password = page.locator('#field-password')
    const submit = page.locator('form button[type="submit"]')
    await email.fill(DEMO_EDITOR.email)
    for (let i = 0; i < rateLimitRules['login-account-ip'].points; i++) {
      await password.fill(`mauvais-${i}`)
      const answered = page.waitForResponse((r) => r.url().endsWith('/api/users/login'))
      await submit.click()
      expect((await answered).status()).toBe(401)
    }
    await password.fill(DEMO_EDITOR.password)
    const refused = page.waitForResponse((r) => r.url().endsWith('/api/users/login'))
    await submit.click()
    expect((await refused).status()).toBe(429)
    await expect(
      page.getByText('Trop de tentatives de connexion. Réessayez dans 15 minutes.', { exact: true }),
    ).toBeVisible()
    await expect(page).toHaveURL(/\/admin\/login/)
  })
})
