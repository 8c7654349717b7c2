import { expect, test, type Page } from '@playwright/test'
import { startWeatherStub, type WeatherStub } from '../stubs/weather-provider'
import { expectNoSeriousA11yViolations } from './support/a11y'
import { type AppServer, startAppServer } from './support/app-server'
import { projectPort } from './support/ports'
import { gotoReady } from './support/viewport'

/**
 * The home page's weather widget (docs/behaviour/weather.md), on an instance of its own whose provider
 * is a stub on 127.0.0.1, one instance per width. The main e2e server's provider is a closed port: its
 * widget shows the weather error.
 */
let server: AppServer
let stub: WeatherStub

const widget = (page: Page) => page.locator('#meteo-accueil')
const heading = (page: Page) => widget(page).getByRole('heading', { level: 2 })
const trigger = (page: Page) => widget(page).getByRole('button', { name: 'Changer de lieu' })
const placeField = (page: Page) => widget(page).getByLabel('Ville ou lieu')
const liveRegion = (page: Page) => widget(page).locator('[aria-live="polite"]')
const weatherCalls = (page: Page) => {
  const bodies: URLSearchParams[] = []
  page.on('request', (request) => {
    const body = new URLSearchParams(request.postData() ?? '')
    if (request.url().endsWith('/ajax') && body.get('action') === 'awesome_weather_refresh') bodies.push(body)
  })
  return bodies
}

/** Opens the home page and brings the widget into view, which fills it. */
async function openHome(page: Page, base = server.url) {
  await gotoReady(page, `${base}/`)
  await widget(page).scrollIntoViewIfNeeded()
}

test.describe('the weather widget', () => {
  test.describe.configure({ mode: 'serial' })

  test.beforeAll(async ({}, testInfo) => {
    test.setTimeout(180_000)
    stub = await startWeatherStub()
    server = await startAppServer({
      port: projectPort('weather', testInfo.project.name),
      env: { OPEN_METEO_URL: stub.url, OPEN_METEO_GEOCODING_URL: stub.url },
    })
  })
  test.afterAll(async () => {
    await server?.stop()
    await stub?.close()
  })
  test.beforeEach(() => stub.reset())
  // The browser context is reused between tests (playwright.config.ts), and its reset leaves permissions
  // and geolocation: the test that grants them takes them back.
  test.afterEach(async ({ context }) => {
    await context.clearPermissions()
    await context.setGeolocation(null)
  })

  test("fills in with the town's weather once in view, in French; axe passes", async ({ page }) => {
    const calls = weatherCalls(page)
    await gotoReady(page, `${server.url}/`)
    await expect(heading(page)).toHaveText('Météo à Bray-Dunes')
    await widget(page).scrollIntoViewIfNeeded()
    await expect(widget(page).locator('.weather-report__temperature')).toHaveText('12\u00a0°C')
    await expect(widget(page).locator('.weather-report__condition')).toHaveText('Partiellement nuageux')
    await expect(widget(page).locator('.weather-report__day')).toHaveCount(5)
    await expect(widget(page).locator('.weather-report__day svg[aria-hidden="true"]')).toHaveCount(5)
    await expect(widget(page)).toContainText('Données météo : Open-Meteo')
    expect(calls).toHaveLength(1)
    expect(Object.fromEntries(calls[0]!)).toMatchObject({
      id: 'accueil',
      location: 'Bray-Dunes',
      latlng: '51.08,2.58',
      user_location: '',
      units: 'c',
      forecast_days: '5',
      owm_city_id: '0',
      geotriggered: '0',
    })
    expect(calls[0]!.get('security')).toMatch(/^[\w-]{22}$/)
    // The form is closed: out of sight and out of the tab order.
    await expect(trigger(page)).toHaveAttribute('aria-expanded', 'false')
    await expect(placeField(page)).toBeHidden()
    await expectNoSeriousA11yViolations(page)
  })

  // Keyboard use is the same at every width: checked once.
  test(
    'the trigger slides the location form open and closed from the keyboard',
    { tag: '@desktop' },
    async ({ page }) => {
      await openHome(page)
      await trigger(page).focus()
      await page.keyboard.press('Enter')
      await expect(trigger(page)).toHaveAttribute('aria-expanded', 'true')
      const panelId = await trigger(page).getAttribute('aria-controls')
      await expect(page.locator(`#${panelId}`)).toHaveClass(/is-open/)
      await expect(placeField(page)).toBeVisible()
      await page.keyboard.press('Tab')
      await expect(placeField(page)).toBeFocused()
      await page.keyboard.press('Shift+Tab')
      await expect(trigger(page)).toBeFocused()
      await page.keyboard.press('Space')
      await expect(trigger(page)).toHaveAttribute('aria-expanded', 'false')
      await expect(placeField(page)).toBeHidden()
    },
  )

  test('the location form: an empty place does nothing, a place shows its weather, an unknown one the city error', async ({
    page,
  }) => {
    await openHome(page)
    await expect(widget(page).locator('.weather-report__temperature')).toBeVisible()
    const calls = weatherCalls(page)
    await trigger(page).click()
    await placeField(page).fill('   ')
    await placeField(page).press('Enter')
    await page.waitForTimeout(300)
    expect(calls).toHaveLength(0)
    await expect(trigger(page)).toHaveAttribute('aria-expanded', 'true')

    await placeField(page).fill('Dunkerque')
    await widget(page).getByRole('button', { name: 'Afficher' }).click()
    await expect(heading(page)).toHaveText('Météo à Dunkerque')
    expect(calls[0]!.get('user_location')).toBe('Dunkerque')
    await expect(liveRegion(page)).toHaveText('Météo à Dunkerque : 12\u00a0°C, Partiellement nuageux.')
    await expect(trigger(page)).toHaveAttribute('aria-expanded', 'false')
    await expect(trigger(page)).toBeFocused()

    await trigger(page).click()
    await placeField(page).fill('Atlantide')
    await placeField(page).press('Enter')
    await expect(widget(page).locator('.weather__error')).toHaveText(
      'Lieu introuvable : vérifiez son nom ou essayez une ville proche.',
    )
    await expect(heading(page)).toHaveText('Météo à Dunkerque')
    await expect(placeField(page)).toBeVisible()
    await expectNoSeriousA11yViolations(page)
  })

  test('« Utiliser ma position », granted: a loading state, then the weather of the position', async ({
    page,
    context,
  }) => {
    await context.grantPermissions(['geolocation'], { origin: server.url })
    await context.setGeolocation({ latitude: 50.9513, longitude: 1.8587 })
    await openHome(page)
    await expect(widget(page).locator('.weather-report__temperature')).toBeVisible()
    const calls = weatherCalls(page)
    // The reply is held back until the loading state has been seen.
    let release = () => {}
    const held = new Promise<void>((resolve) => (release = resolve))
    await page.route('**/ajax', async (route) => {
      await held
      await route.continue()
    })
    await widget(page).getByRole('button', { name: 'Utiliser ma position' }).click()
    await expect(widget(page).locator('.weather__report')).toHaveAttribute('aria-busy', 'true')
    await expect(widget(page).locator('.weather__loader')).toBeVisible()
    await expect(widget(page).getByRole('button', { name: 'Utiliser ma position' })).toHaveAttribute(
      'aria-disabled',
      'true',
    )
    release()
    await expect(heading(page)).toHaveText('Météo à votre position')
    await expect(widget(page).locator('.weather__report')).toHaveAttribute('aria-busy', 'false')
    await expect(widget(page).locator('.weather__loader')).toHaveCount(0)
    expect(Object.fromEntries(calls[0]!)).toMatchObject({
      latlng: '50.9513,1.8587',
      location: '',
      geotriggered: '0',
      owm_city_id: '0',
    })
    await expect(liveRegion(page)).toHaveText('Météo à votre position : 12\u00a0°C, Partiellement nuageux.')
    expect(stub.requests.find((request) => request.path === '/v1/forecast')?.query.get('latitude')).toBe(
      '50.95',
    )
  })

  test('« Utiliser ma position », refused: the location form opens and says why', async ({
    page,
    context,
  }) => {
    await context.clearPermissions()
    await openHome(page)
    await expect(widget(page).locator('.weather-report__temperature')).toBeVisible()
    await widget(page).getByRole('button', { name: 'Utiliser ma position' }).click()
    await expect(trigger(page)).toHaveAttribute('aria-expanded', 'true')
    await expect(widget(page).locator('.weather__geo-error')).toHaveText(
      'Votre position n’a pas pu être obtenue. Indiquez une ville ou un lieu.',
    )
    await expect(placeField(page)).toBeVisible()
    await expect(heading(page)).toHaveText('Météo à Bray-Dunes')
    await expectNoSeriousA11yViolations(page)
  })

  test('a slow provider gives the weather error within the time limit', async ({ page }) => {
    await openHome(page)
    await expect(widget(page).locator('.weather-report__temperature')).toBeVisible()
    stub.mode = 'slow'
    await trigger(page).click()
    await placeField(page).fill('Lille')
    const started = Date.now()
    await placeField(page).press('Enter')
    await expect(widget(page).locator('.weather__error')).toHaveText(
      'La météo ne peut pas être affichée pour le moment. Réessayez plus tard.',
    )
    expect(Date.now() - started).toBeLessThan(4000)
  })

  test('the provider down: the page is served at once and the widget shows the weather error', async ({
    page,
  }) => {
    // The main e2e server's provider is a closed port.
    const started = Date.now()
    await openHome(page, '')
    await expect(widget(page).locator('.weather__error')).toHaveText(
      'La météo ne peut pas être affichée pour le moment. Réessayez plus tard.',
    )
    expect(Date.now() - started).toBeLessThan(10_000)
    await expect(widget(page).locator('.weather-report')).toHaveCount(0)
    await expectNoSeriousA11yViolations(page)
  })
})
