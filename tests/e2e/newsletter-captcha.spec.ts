import { expect, request as playwrightRequest, test, type Page, type TestInfo } from '@playwright/test'
import { expectNoSeriousA11yViolations } from './support/a11y'
import { type AppServer, startOnE2eCopy } from './support/app-server'
import { projectPort } from './support/ports'
import { editorAuthorization } from './support/editor'

/**
 * The newsletter's anti-robot check (ALTCHA), switched on in the settings. It runs on an instance of its
 * own, on a copy of the e2e database, so that the main server's form stays without it for the other
 * tests. One instance per width (the projects may run at the same time).
 */
let server: AppServer

const email = (testInfo: TestInfo, name: string) =>
  `${name}-${testInfo.project.name}-${Date.now()}-${testInfo.retry}@exemple.fr`

/** The /newsletter page once it shows the captcha (the first visit after the switch may be the old page). */
async function captchaPage(page: Page) {
  const form = page.locator('main form.newsletter-form')
  await expect(async () => {
    await page.goto(`${server.url}/newsletter`)
    await expect(form.locator('.newsletter-form__captcha')).toBeAttached({ timeout: 2000 })
  }).toPass({ timeout: 60_000 })
  await page.locator('html[data-header-height]').waitFor({ state: 'attached' })
  await expect(form.getByRole('checkbox', { name: 'Je ne suis pas un robot' })).toBeVisible({
    timeout: 20_000,
  })
  return form
}

test.describe('the newsletter captcha', () => {
  test.describe.configure({ mode: 'serial' })

  test.beforeAll(async ({}, testInfo) => {
    test.setTimeout(180_000)
    const port = projectPort('newsletterCaptcha', testInfo.project.name)
    server = await startOnE2eCopy(`e2e-captcha-${testInfo.project.name}`, port)
    const api = await playwrightRequest.newContext({ baseURL: server.url })
    const switched = await api.post('/api/globals/newsletter-settings', {
      headers: { Authorization: await editorAuthorization(api) },
      data: { captcha: true },
    })
    expect(switched.status()).toBe(200)
    await api.dispose()
  })
  test.afterAll(async () => {
    await server?.stop()
  })

  // The proof of work and its posting, the same at every width: checked once.
  test(
    'the proof of work runs in the browser and the sign-up is accepted',
    { tag: '@desktop' },
    async ({ page }, testInfo) => {
      test.setTimeout(120_000)
      const form = await captchaPage(page)
      await expect(form.locator('.newsletter-form__captcha-note')).toHaveCount(0)
      await form.getByLabel('Adresse e-mail *').fill(email(testInfo, 'captcha'))
      await form.getByRole('checkbox').first().check()
      const posted = page.waitForRequest((r) => r.postData()?.includes('sib_subscribe_form') ?? false)
      await form.getByRole('button', { name: 'Je m’inscris' }).click()
      const answer = new URLSearchParams((await posted).postData() ?? '').get('g-recaptcha-response')
      expect(answer?.length).toBeGreaterThan(100)
      await expect(form.locator('.newsletter-form__result')).toHaveAttribute('data-status', 'success', {
        timeout: 30_000,
      })
      // The form is reset with a new, unsolved challenge for the next sign-up.
      await expect(form.getByRole('checkbox', { name: 'Je ne suis pas un robot' })).not.toBeChecked()
    },
  )

  // The server's refusals read the same at every width: checked once.
  test(
    'no answer, or a wrong one, is refused with the messages of the settings',
    { tag: '@desktop' },
    async ({ page }, testInfo) => {
      test.setTimeout(120_000)
      const form = await captchaPage(page)
      const result = form.locator('.newsletter-form__result')
      for (const [given, status, message] of [
        ['', 'gcaptchaEmpty', 'Veuillez cocher la case « Je ne suis pas un robot ».'],
        ['Zm9yZ2Vk', 'gcaptchaFail', 'La vérification anti-robot a échoué. Veuillez réessayer.'],
      ] as const) {
        await page.unroute('**/ajax')
        await page.route('**/ajax', (route) => {
          const body = new URLSearchParams(route.request().postData() ?? '')
          if (body.get('action') !== 'sib_subscribe_form') return route.continue()
          body.set('g-recaptcha-response', given)
          return route.continue({ postData: body.toString() })
        })
        await form.getByLabel('Adresse e-mail *').fill(email(testInfo, status))
        await form.getByRole('checkbox').first().check()
        await form.getByRole('button', { name: 'Je m’inscris' }).click()
        await expect(result).toHaveAttribute('data-status', status, { timeout: 30_000 })
        await expect(result).toHaveText(message)
        await expect(result).toHaveClass(/--error/)
      }
    },
  )

  // Keyboard use is a desktop matter; the phone width runs the sign-up itself.
  test(
    'keyboard: the check box is reached with Tab and started with Space; axe passes',
    { tag: '@desktop' },
    async ({ page }) => {
      test.setTimeout(120_000)
      const form = await captchaPage(page)
      // Its name becomes « Vérifié » once solved.
      const robot = form.locator('altcha-widget').getByRole('checkbox')
      await form.getByLabel('Adresse e-mail *').focus()
      for (let i = 0; i < 15 && !(await robot.evaluate((el) => el.matches(':focus'))); i++)
        await page.keyboard.press('Tab')
      await expect(robot).toBeFocused()
      if (!(await robot.isChecked())) await page.keyboard.press('Space')
      await expect(robot).toBeChecked({ timeout: 30_000 })
      await expect(robot).toHaveAccessibleName('Vérifié')
      await expectNoSeriousA11yViolations(page)
    },
  )
})
