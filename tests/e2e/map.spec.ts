import { expect, test, type Locator, type Page, type TestInfo } from '@playwright/test'
import { expectNoSeriousA11yViolations } from './support/a11y'
import { gotoReady, isDesktop } from './support/viewport'

/**
 * The map page (docs/behaviour/map.md): filters (layers, group check-all, clear-all),
 * markers and clusters, focus buttons, the preselected category, the place list and popups by keyboard,
 * the phone modals, tiles failing, the page without JavaScript, the city map, and accessibility.
 * Tiles never reach the network: they are answered with a small PNG (or made to fail).
 */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
  'base64',
)
const isTile = (url: URL) =>
  url.hostname.endsWith('.tile.openstreetmap.org') || url.hostname === 'api.mapbox.com'

async function stubTiles(page: Page, mode: 'png' | 'fail' = 'png') {
  await page.route(isTile, (route) =>
    mode === 'png'
      ? route.fulfill({ contentType: 'image/png', body: PNG })
      : route.abort('internetdisconnected'),
  )
}

/**
 * Console errors and uncaught exceptions of the page, and failed requests for the map's own files (its
 * scripts, styles and marker icons). Failed loads elsewhere (another page's link prefetched by the
 * header or footer) are not the map's business: the browser logs them as 'Failed to load resource'.
 */
function watchErrors(page: Page) {
  const errors: string[] = []
  page.on('console', (message) => {
    if (message.type() === 'error' && !message.text().startsWith('Failed to load resource'))
      errors.push(message.text())
  })
  page.on('pageerror', (error) => errors.push(error.message))
  page.on('response', (response) => {
    const url = new URL(response.url())
    if (response.status() >= 400 && /^\/(_next\/static|api\/media)\//.test(url.pathname))
      errors.push(`${response.status()} ${url.pathname}`)
  })
  page.on('requestfailed', (request) => {
    if (!isTile(new URL(request.url())))
      console.log(`request failed: ${request.url()} ${request.failure()?.errorText}`)
  })
  return errors
}

const map = (page: Page) => page.locator('#carte-des-lieux')

async function openMap(page: Page, path = '/carte', tiles: 'png' | 'fail' = 'png') {
  await stubTiles(page, tiles)
  const response = await gotoReady(page, path)
  expect(response?.status()).toBe(200)
  await expect(map(page)).toHaveAttribute('data-markers', 'ready')
}

const visibleCount = async (page: Page) => Number(await map(page).getAttribute('data-visible-count'))

/** Places drawn in the map: single markers plus the places counted in each cluster bubble. */
const drawnPlaces = (page: Page) =>
  page.evaluate(() => {
    const root = document.getElementById('carte-des-lieux')!
    const clustered = [...root.querySelectorAll<HTMLElement>('.marker-cluster [data-count]')].reduce(
      (sum, el) => sum + Number(el.dataset.count),
      0,
    )
    return root.querySelectorAll('.place-marker').length + clustered
  })

/**
 * Polled every 50 ms: the markers settle within a few hundred milliseconds of a change, and the default
 * back-off (up to 1 s between tries) added more than that to each of the many changes a test makes.
 */
async function expectPlaces(page: Page, count: number) {
  await expect.poll(() => visibleCount(page), { intervals: [50] }).toBe(count)
  await expect.poll(() => drawnPlaces(page), { intervals: [50] }).toBe(count)
}

/** The filters: beside the map on wide screens, in the 'Filtres de la carte' modal on phones. */
async function filtersPanel(page: Page, testInfo: TestInfo): Promise<Locator> {
  if (isDesktop(testInfo)) return page.locator('.map-panel--filters')
  await page.getByRole('button', { name: 'Filtres de la carte' }).click()
  const dialog = page.getByRole('dialog', { name: 'Filtres de la carte' })
  await expect(dialog).toBeVisible()
  return dialog
}

async function listPanel(page: Page, testInfo: TestInfo): Promise<Locator> {
  if (isDesktop(testInfo)) return page.locator('.map-panel--list')
  await page.getByRole('button', { name: /^Lieux/ }).click()
  const dialog = page.getByRole('dialog', { name: /^Lieux/ })
  await expect(dialog).toBeVisible()
  return dialog
}

/** "Plages (4)" → 4 */
const countOf = async (box: Locator) =>
  Number((await box.locator('xpath=..').textContent())!.match(/\((\d+)\)\s*$/)![1])
const clearAll = (panel: Locator) => panel.locator('input[data-clear-all]')

test.describe('filters and markers', () => {
  test('each sub-category box hides and shows its markers, and the list follows', async ({
    page,
  }, testInfo) => {
    const errors = watchErrors(page)
    await openMap(page)
    const total = await visibleCount(page)
    expect(total).toBeGreaterThan(50)
    await expectPlaces(page, total)
    const panel = await filtersPanel(page, testInfo)
    const boxes = panel.locator('input[data-layer]')
    expect(await boxes.count()).toBeGreaterThan(10)
    for (const box of await boxes.all()) {
      const count = await countOf(box)
      await box.uncheck()
      await expectPlaces(page, total - count)
      await box.check()
      await expectPlaces(page, total)
    }
    // The list (checked with one layer hidden) shows only the places the filters show.
    const first = boxes.first()
    const hidden = await countOf(first)
    await first.uncheck()
    if (!isDesktop(testInfo)) await page.keyboard.press('Escape')
    const list = await listPanel(page, testInfo)
    await expect(list.locator('.place-list__place:visible')).toHaveCount(total - hidden)
    await expect(list.getByRole('heading', { level: 2 })).toHaveText(`Lieux (${total - hidden})`)
    expect(errors).toEqual([])
  })

  // The filters' logic, the same at every width: checked once (the filters at both widths: the test above).
  test(
    'a group’s check-all box toggles its children, and shows its mixed state',
    { tag: '@desktop' },
    async ({ page }, testInfo) => {
      await openMap(page)
      const total = await visibleCount(page)
      const panel = await filtersPanel(page, testInfo)
      const group = panel.locator('.map-filters__group').first()
      const all = group.locator('input[data-category]')
      const children = group.locator('input[data-layer]')
      const count = await countOf(all)
      await all.uncheck()
      await expectPlaces(page, total - count)
      for (const child of await children.all()) await expect(child).not.toBeChecked()
      await children.first().check()
      expect(await all.evaluate((input: HTMLInputElement) => input.indeterminate)).toBe(true)
      await all.click()
      for (const child of await children.all()) await expect(child).toBeChecked()
      await expect(all).toBeChecked()
      expect(await all.evaluate((input: HTMLInputElement) => input.indeterminate)).toBe(false)
      await expectPlaces(page, total)
    },
  )

  // The filters' logic, the same at every width: checked once.
  test(
    'the clear-all box reads Tout décocher / Tout cocher and hides or shows every layer',
    { tag: '@desktop' },
    async ({ page }, testInfo) => {
      await openMap(page)
      const total = await visibleCount(page)
      const panel = await filtersPanel(page, testInfo)
      const box = clearAll(panel)
      await expect(box).toBeChecked()
      await expect(panel.getByLabel('Tout décocher')).toBeVisible()
      await box.click()
      await expect(box).not.toBeChecked()
      await expect(panel.getByLabel('Tout cocher')).toBeVisible()
      await expectPlaces(page, 0)
      for (const input of await panel.locator('input[data-layer], input[data-category]').all())
        await expect(input).not.toBeChecked()
      await box.click()
      await expect(panel.getByLabel('Tout décocher')).toBeChecked()
      await expectPlaces(page, total)
      // One layer off: the box is unchecked ('Tout cocher') and checks everything again.
      await panel.locator('input[data-layer]').first().uncheck()
      await expect(panel.getByLabel('Tout cocher')).not.toBeChecked()
      await panel.getByLabel('Tout cocher').check()
      await expectPlaces(page, total)
    },
  )

  // The address's preselection, the same at every width: checked once.
  test('?categorie= preselects one category', { tag: '@desktop' }, async ({ page }, testInfo) => {
    await openMap(page)
    const panel = await filtersPanel(page, testInfo)
    const group = panel.locator('.map-filters__group').nth(1)
    const slug = (await group.locator('input[data-category]').getAttribute('data-category'))!
    const count = await countOf(group.locator('input[data-category]'))
    await openMap(page, `/carte?categorie=${slug}`)
    await expectPlaces(page, count)
    const again = await filtersPanel(page, testInfo)
    await expect(again.locator(`input[data-category="${slug}"]`)).toBeChecked()
    await expect(again.locator('input[data-category]:checked')).toHaveCount(1)
    await expect(again.getByLabel('Tout cocher')).not.toBeChecked()
  })
})

// The view a button asks for (its centre and zoom) does not depend on the width: checked once.
test.describe('focus buttons', { tag: '@desktop' }, () => {
  test('recentre the map on their coordinates and zoom', async ({ page }) => {
    await openMap(page)
    const initial = await map(page).getAttribute('data-center')
    expect(initial).toBe('51.08000,2.58000')
    await expect(map(page)).toHaveAttribute('data-zoom', '12')
    for (const name of ['Centre-ville', 'Vue d’ensemble']) {
      const button = page.locator('.map-focus').getByRole('button', { name, exact: true })
      const [lat, lng, zoom] = await Promise.all(
        ['data-lat', 'data-lng', 'data-zoom'].map((attribute) => button.getAttribute(attribute)),
      )
      await button.click()
      await expect(map(page)).toHaveAttribute(
        'data-center',
        `${Number(lat).toFixed(5)},${Number(lng).toFixed(5)}`,
      )
      await expect(map(page)).toHaveAttribute('data-zoom', zoom!)
    }
    const category = page.locator('.map-focus__button').nth(2)
    await category.click()
    await expect(map(page)).toHaveAttribute('data-zoom', (await category.getAttribute('data-zoom'))!)
  })
})

test.describe('a point from the address', () => {
  // The link, the view it asks for and the pinned marker, the same at every width: checked once.
  test(
    'an event page’s "Voir sur la carte" opens the map on its place, with a marker of its own',
    { tag: '@desktop' },
    async ({ page }) => {
      const errors = watchErrors(page)
      await gotoReady(page, '/agenda')
      const eventPaths = await page
        .locator('.agenda-event h3 a')
        .evaluateAll((links) => links.map((link) => link.getAttribute('href')!))
      let mapLink: Locator | null = null
      for (const path of eventPaths) {
        await gotoReady(page, path)
        const link = page.getByRole('link', { name: 'Voir sur la carte' })
        if ((await link.count()) > 0) {
          mapLink = link
          break
        }
      }
      expect(mapLink, 'one of the first events has a place on the map').not.toBeNull()
      const name = (await page.getByRole('heading', { level: 1 }).textContent())!.trim()
      const href = new URL((await mapLink!.getAttribute('href'))!, page.url())
      const [lat, lng] = [Number(href.searchParams.get('lat')), Number(href.searchParams.get('lng'))]

      await stubTiles(page)
      await mapLink!.click()
      await expect(map(page)).toHaveAttribute('data-markers', 'ready')
      await expect(map(page)).toHaveAttribute('data-center', `${lat.toFixed(5)},${lng.toFixed(5)}`)
      await expect(map(page)).toHaveAttribute('data-zoom', '16')
      await expect(page.locator('.map-pinned')).toContainText(name)
      const marker = map(page).locator('.pinned-marker')
      await expect(marker).toHaveCount(1)
      expect((await marker.getAttribute('title'))?.startsWith(name)).toBe(true)
      await marker.focus()
      await page.keyboard.press('Enter')
      await expect(map(page).locator('.leaflet-popup-content')).toContainText(name)
      expect(errors).toEqual([])
    },
  )

  // Reading the address is the same at every width: checked once.
  test(
    'coordinates that are not valid are ignored: the map opens on the town',
    { tag: '@desktop' },
    async ({ page }) => {
      await openMap(page, '/carte?lat=95&lng=2.5&titre=Ailleurs')
      await expect(map(page)).toHaveAttribute('data-center', '51.08000,2.58000')
      await expect(page.locator('.map-pinned')).toHaveCount(0)
      await expect(map(page).locator('.pinned-marker')).toHaveCount(0)
    },
  )
})

test.describe('list and popups', () => {
  test('a place chosen from the list by keyboard opens its popup; Escape gives focus back', async ({
    page,
  }, testInfo) => {
    const errors = watchErrors(page)
    await openMap(page)
    let opener: Locator
    let place: Locator
    if (isDesktop(testInfo)) {
      place = page.locator('.map-panel--list .place-list__place').first()
      await place.focus()
      opener = place
    } else {
      opener = page.getByRole('button', { name: /^Lieux/ })
      await opener.focus()
      await page.keyboard.press('Enter')
      const dialog = page.getByRole('dialog', { name: /^Lieux/ })
      await expect(dialog).toBeVisible()
      await expect
        .poll(() => dialog.evaluate((element) => element.contains(document.activeElement)))
        .toBe(true)
      place = dialog.locator('.place-list__place').first()
      await place.focus()
    }
    const title = (await place.locator('.place-list__name').textContent())!.trim()
    await page.keyboard.press('Enter')
    const popup = page.locator('.leaflet-popup .place-popup')
    await expect(popup).toBeVisible()
    await expect(popup.locator('h3')).toHaveText(
      new RegExp(`${title.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`),
    )
    await expect(popup).toBeFocused()
    await expect(page.getByRole('dialog')).toHaveCount(0)
    await page.keyboard.press('Escape')
    await expect(popup).toHaveCount(0)
    await expect(opener).toBeFocused()
    expect(errors).toEqual([])
  })

  // A marker's keyboard handling and popup, the same at every width: checked once (a popup opened from the
  // list at both widths: the tests around this one).
  test(
    'a marker opens its popup with Enter; the popup shows title, description and address',
    { tag: '@desktop' },
    async ({ page }) => {
      await openMap(page)
      await page.locator('.map-focus').getByRole('button', { name: 'Centre-ville', exact: true }).click()
      await expect(map(page)).toHaveAttribute('data-zoom', /1[5-9]/)
      // Zoom in until single markers show.
      const marker = page.locator('#carte-des-lieux .place-marker').first()
      for (let i = 0; i < 4 && (await marker.count()) === 0; i++)
        await page.getByRole('button', { name: 'Zoom avant' }).click()
      await marker.focus()
      const name = await marker.getAttribute('title')
      await page.keyboard.press('Enter')
      const popup = page.locator('.leaflet-popup .place-popup')
      await expect(popup).toBeFocused()
      await expect(popup.locator('h3')).toHaveText(name!.replace(/^Étape (\d+) : /, '$1. '))
      await expect(page.locator('.leaflet-popup-close-button')).toHaveAttribute(
        'aria-label',
        'Fermer la fiche du lieu',
      )
      await page.keyboard.press('Escape')
      await expect(popup).toHaveCount(0)
      await expect(marker).toBeFocused()
    },
  )

  test('a numbered place shows its popup with description and address', async ({ page }, testInfo) => {
    await openMap(page)
    const list = await listPanel(page, testInfo)
    const numbered = list.locator('.place-list__place', { has: page.locator('.place-list__number') }).first()
    await numbered.click()
    const popup = page.locator('.leaflet-popup .place-popup')
    await expect(popup.locator('h3')).toHaveText(/^\d+\. /)
    // The description comes from /carte/fiches.json, fetched once.
    await expect(popup.locator('.place-popup__description')).not.toHaveAttribute('aria-busy', 'true')
    await expect(popup.locator('.place-popup__description')).toHaveText(/\S{3,}/)
    await expect(page.locator('#carte-des-lieux .place-marker--numbered').first()).toBeAttached()
  })
})

// An HTTP check of server output, the same at every width: run once.
test.describe('descriptions', { tag: '@desktop' }, () => {
  test('/carte/fiches.json gives the popups’ descriptions by place id', async ({ request }) => {
    const response = await request.get('/carte/fiches.json')
    expect(response.status()).toBe(200)
    expect(response.headers()['content-type']).toContain('application/json')
    const descriptions = (await response.json()) as Record<string, string>
    const entries = Object.entries(descriptions)
    expect(entries.length).toBeGreaterThan(50)
    for (const [id, text] of entries) {
      expect(id).toMatch(/^\d+$/)
      expect(text.trim()).not.toBe('')
    }
  })
})

// The filters and the list open in modals below 1024 px only.
test.describe('phone modals', { tag: '@phone' }, () => {
  for (const name of ['Filtres de la carte', 'Lieux']) {
    test(`'${name}' moves focus in, closes on Escape and gives focus back`, async ({ page }) => {
      await openMap(page)
      const opener = page.getByRole('button', { name: new RegExp(`^${name}`) })
      await opener.click()
      const dialog = page.getByRole('dialog', { name: new RegExp(`^${name}`) })
      await expect(dialog).toBeVisible()
      await expect
        .poll(() => dialog.evaluate((element) => element.contains(document.activeElement)))
        .toBe(true)
      await expectNoSeriousA11yViolations(page)
      await page.keyboard.press('Escape')
      await expect(dialog).toBeHidden()
      await expect(opener).toBeFocused()
      await opener.click()
      await dialog.getByRole('button', { name: 'Fermer' }).click()
      await expect(dialog).toBeHidden()
      await expect(opener).toBeFocused()
    })
  }
})

test.describe('resilience', () => {
  test('without tiles the page says so and stays usable', async ({ page }, testInfo) => {
    await openMap(page, '/carte', 'fail')
    await expect(map(page).locator('.places-map__notice')).toBeVisible()
    const list = await listPanel(page, testInfo)
    await list.locator('.place-list__place').first().click()
    await expect(page.locator('.leaflet-popup .place-popup')).toBeVisible()
  })

  test('without JavaScript the filters’ labels and the full list are in the page', async ({
    browser,
  }, testInfo) => {
    const context = await browser.newContext({
      javaScriptEnabled: false,
      viewport: testInfo.project.use.viewport,
    })
    const page = await context.newPage()
    await page.goto('/carte')
    await expect(page.locator('main[data-page="map"]')).toBeVisible()
    await expect(page.getByText('Tout décocher')).toBeVisible()
    await expect(page.locator('.map-filters input[data-layer]').first()).toBeVisible()
    const places = page.locator('.place-list__place')
    expect(await places.count()).toBeGreaterThan(50)
    await expect(places.first()).toBeVisible()
    await context.close()
  })
})

// One marker, its title and its popup, the same at every width: checked once.
test.describe('city map', { tag: '@desktop' }, () => {
  test('shows one marker at the city position, titled by the street address', async ({ page }) => {
    await openMap(page)
    const section = page.locator('.city-map')
    await expect(section.getByRole('heading', { name: 'Plan de la ville' })).toBeVisible()
    const address = (await section.locator('.city-map__address').textContent())!
      .replace('Adresse : ', '')
      .trim()
    const marker = section.locator('.city-marker')
    await expect(marker).toHaveCount(1)
    await expect(marker).toHaveAttribute('title', address)
    await marker.click()
    await expect(section.locator('.leaflet-popup')).toContainText(address)
  })
})

test.describe('accessibility', () => {
  test('the map page has no serious axe violation', async ({ page }) => {
    await openMap(page)
    await expectNoSeriousA11yViolations(page)
  })
})
