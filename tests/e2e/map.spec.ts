import { expect, test, type Locator, type Page, type TestInfo } from '@playwright/test'
import { placeCategories } from '../../src/features/seed/content/place-categories'
import { expectNoSeriousA11yViolations } from './support/a11y'
import { gotoReady, isDesktop } from './support/viewport'

/**
 * The map page (docs/behaviour/map.md): filters (layers, group check-all, clear-all),
 * markers and clusters, focus buttons, the preselected category, the place list and popups by keyboard,
 * the phone modals, tiles failing, the page without JavaScript, the city map, the category icons, the
 * clusters' colours, tap targets on phones, and accessibility.
 * Tiles never reach the network: they are answered with a small PNG (or made to fail).
 */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
  'base64',
)
const isTile = (url: URL) => url.hostname === 'tile.openstreetmap.org' || url.hostname === 'api.mapbox.com'

async function stubTiles(page: Page, mode: 'png' | 'fail' = 'png') {
  await page.route(isTile, (route) =>
    mode === 'png'
      ? route.fulfill({ contentType: 'image/png', body: PNG })
      : route.abort('internetdisconnected'),
  )
}

/**
 * Console errors and uncaught exceptions of the page, and failed requests for the map's own files (its
 * scripts, styles and marker icons). Failed loads elsewhere (another page's data fetched ahead by a
 * header or footer link the test hovers or focuses) are not the map's business: the browser logs them as
 * 'Failed to load resource'.
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

test.describe('tiles', () => {
  // A phone's screen: two device pixels per CSS pixel, as most are.
  test.use({ deviceScaleFactor: 2 })

  test('come from OpenStreetMap’s one host, opened early, sharp on dense screens', async ({ page }) => {
    const requested: URL[] = []
    page.on('request', (request) => {
      const url = new URL(request.url())
      if (isTile(url)) requested.push(url)
    })
    await openMap(page)
    await expect(page.locator('link[rel="preconnect"][href="https://tile.openstreetmap.org"]')).toHaveCount(1)
    const tile = map(page).locator('img.leaflet-tile').first()
    await expect(tile).toBeVisible()
    // The next zoom level's tiles at half their size: 256 image pixels over 128 CSS pixels.
    expect(await tile.evaluate((img) => (img as HTMLImageElement).style.width)).toBe('128px')
    for (const url of requested) expect(url.origin).toBe('https://tile.openstreetmap.org')
    // The tiles on screen are those of the level after the map's own.
    await expect
      .poll(() =>
        map(page).evaluate((container) => {
          const levels = [...container.querySelectorAll<HTMLImageElement>('img.leaflet-tile-loaded')].map(
            (img) => Number(new URL(img.src).pathname.split('/')[1]),
          )
          return [...new Set(levels)].map((level) => level - Number(container.dataset.zoom))
        }),
      )
      .toEqual([1])
  })
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
    await section.scrollIntoViewIfNeeded()
    await expect(section.getByRole('heading', { name: 'Plan de la ville' })).toBeVisible()
    const address = (await section.locator('.city-map__address').textContent())!
      .replace('Adresse : ', '')
      .trim()
    const marker = section.locator('.city-marker')
    await expect(marker).toHaveCount(1)
    await expect(marker).toHaveAttribute('title', address)
    await marker.click()
    await expect(section.locator('.leaflet-popup')).toContainText(address)
    // Its close button has the places map's looks (map-controls.css): 44 px, ring drawn inside.
    const close = section.locator('.leaflet-popup-close-button')
    await close.focus()
    await page.keyboard.press('Shift+Tab')
    await page.keyboard.press('Tab')
    await expect(close).toBeFocused()
    const ring = await close.evaluate((a) => {
      const style = getComputedStyle(a)
      return { style: style.outlineStyle, width: style.outlineWidth, offset: style.outlineOffset }
    })
    expect(ring).toEqual({ style: 'solid', width: '3px', offset: '-3px' })
    expect((await close.boundingBox())?.width).toBe(44)
  })
})

// On phones the city map is far below the places map: it waits for the visitor to scroll near it.
test('the city map is built when the visitor scrolls near it', { tag: '@phone' }, async ({ page }) => {
  await openMap(page)
  const section = page.locator('.city-map')
  await expect(section.locator('.city-map__room')).toHaveCount(1)
  await expect(section.locator('.leaflet-container')).toHaveCount(0)
  const room = await section.locator('.city-map__room').boundingBox()
  await section.scrollIntoViewIfNeeded()
  await expect(section.locator('.city-marker')).toHaveCount(1)
  // The map takes the room kept for it: nothing below it moves.
  expect((await section.locator('.leaflet-container').boundingBox())?.height).toBe(room?.height)
})

/** Every demo category's name, main categories and sub-categories. */
const CATEGORY_TITLES = placeCategories.flatMap((category) => [
  category.title,
  ...category.subcategories.map((sub) => sub.title),
])

test.describe('category icons', () => {
  test('filter labels read the category name and count only; their icons are drawings, no text', async ({
    page,
  }, testInfo) => {
    await openMap(page)
    const panel = await filtersPanel(page, testInfo)
    // Inlined: the svg inliner has put each icon file's drawing in its label.
    const images = panel.locator('img.map-filters__icon')
    expect(await images.count()).toBeGreaterThanOrEqual(CATEGORY_TITLES.length)
    await expect
      .poll(() => panel.locator('img.map-filters__icon:not([data-svg-inlined="done"])').count())
      .toBe(0)
    const rows = await panel.locator('.map-filters__group label.map-filters__box').evaluateAll((labels) =>
      labels.map((label) => {
        const svg = label.querySelector('svg.map-filters__icon')
        return {
          name: label.querySelector('.map-filters__name')?.textContent ?? '',
          text: (label.textContent ?? '').replace(/\s+/g, ' ').trim(),
          icon: svg && {
            drawing: svg.querySelectorAll('path, circle, rect, ellipse, polygon, polyline, line').length,
            texts: svg.querySelectorAll('text, tspan').length,
            words: (svg.textContent ?? '').trim(),
            currentColor: svg.innerHTML.includes('currentColor'),
          },
        }
      }),
    )
    // Every demo category has its row (another suite may add a category of its own meanwhile).
    expect(rows.map((row) => row.name)).toEqual(expect.arrayContaining(CATEGORY_TITLES))
    for (const { name, text, icon } of rows) {
      // The whole label: the name and the count, no stray word from the icon's file.
      expect(text).toMatch(new RegExp(`^${escapeRegExp(name)} \\(\\d+\\)$`))
      if (!CATEGORY_TITLES.includes(name)) continue
      // Its icon: a drawing (the pin and the pictogram) in currentColor, no <text>, no words.
      expect(icon, name).toEqual({ drawing: expect.any(Number), texts: 0, words: '', currentColor: true })
      expect(icon!.drawing, name).toBeGreaterThan(1)
    }
    expect(await panel.textContent()).not.toMatch(/\b(bed|fork|wave|column|sail|basket|info)\b/)
  })

  // The marker files, the same at every width: checked once (the filters beside the map list them all).
  test(
    'pins show the pictogram: each category’s file draws a pin and a glyph, with no text',
    { tag: '@desktop' },
    async ({ page }) => {
      await openMap(page)
      const sources = await page
        .locator('.map-panel--filters img.map-filters__icon')
        .evaluateAll((imgs) => imgs.map((img) => img.getAttribute('src')!))
      expect(new Set(sources).size).toBeGreaterThanOrEqual(CATEGORY_TITLES.length)
      for (const source of sources) {
        const response = await page.request.get(source)
        expect(response.headers()['content-type']).toContain('image/svg+xml')
        const markup = await response.text()
        expect(markup, source).not.toMatch(/<text|>\s*[^<\s][^<]*</)
        expect(markup.match(/<(path|circle)\b/g)?.length ?? 0, source).toBeGreaterThan(1)
      }
      // The markers are those files.
      await page.locator('.map-focus').getByRole('button', { name: 'Centre-ville', exact: true }).click()
      const markers = map(page).locator('img.place-marker')
      await expect(markers.first()).toBeAttached()
      for (const source of await markers.evaluateAll((imgs) => imgs.map((img) => img.getAttribute('src')!)))
        expect(sources).toContain(source)
    },
  )
})

// The palette of the bubbles does not depend on the width: checked once.
test.describe('clusters', { tag: '@desktop' }, () => {
  test('bubbles take the site’s colours, with readable counts', async ({ page }) => {
    await openMap(page)
    const bubbles = map(page).locator('.marker-cluster')
    await expect(bubbles.first()).toBeVisible()
    const styles = await bubbles.evaluateAll((elements) =>
      elements.map((bubble) => {
        const disc = bubble.querySelector('div')!
        return {
          ring: getComputedStyle(bubble).backgroundColor,
          disc: getComputedStyle(disc).backgroundColor,
          text: getComputedStyle(disc).color,
          width: bubble.getBoundingClientRect().width,
        }
      }),
    )
    const SITE = ['rgb(227, 240, 245)', 'rgb(11, 79, 108)', 'rgb(179, 64, 26)']
    for (const style of styles) {
      expect(SITE).toContain(style.disc)
      expect(style.ring).toMatch(/^rgba\((11, 79, 108|179, 64, 26), 0\.28\)$/)
      expect(contrast(style.disc, style.text)).toBeGreaterThanOrEqual(4.5)
      expect(style.width).toBeGreaterThanOrEqual(44)
    }
  })
})

// The maps' text, the same at every width: checked once.
test.describe('text in the maps', { tag: '@desktop' }, () => {
  test('the popups, attribution and zoom buttons are in the site’s font, in two weights', async ({
    page,
  }, testInfo) => {
    await openMap(page)
    const list = await listPanel(page, testInfo)
    await list
      .locator('.place-list__place', { has: page.locator('.place-list__number') })
      .first()
      .click()
    const description = page.locator('.leaflet-popup .place-popup__description')
    await expect(description).not.toHaveAttribute('aria-busy', 'true')
    const cityMap = page.locator('.city-map')
    await cityMap.scrollIntoViewIfNeeded()
    await expect(cityMap.locator('.leaflet-container')).toBeVisible()
    const fonts = await page.evaluate(() => {
      const font = (selector: string) => {
        const style = getComputedStyle(document.querySelector(selector)!)
        return { family: style.fontFamily, weight: style.fontWeight, size: parseFloat(style.fontSize) }
      }
      return {
        body: font('body'),
        map: font('#carte-des-lieux'),
        zoom: font('#carte-des-lieux .leaflet-control-zoom-in'),
        attribution: font('#carte-des-lieux .leaflet-control-attribution'),
        description: font('.leaflet-popup .place-popup__description'),
        cityMap: font('.city-map .leaflet-container'),
      }
    })
    for (const [where, font] of Object.entries(fonts)) {
      expect(font.family, where).toBe(fonts.body.family)
      expect(['400', '700'], where).toContain(font.weight)
    }
    expect(fonts.zoom.weight).toBe('700')
    // Leaflet's own popup text is 13 px: the description reads at the size of the site's small text.
    expect(fonts.description.size).toBeGreaterThanOrEqual(15)
  })
})

/** WCAG contrast ratio of two opaque `rgb(r, g, b)` colours. */
function contrast(a: string, b: string) {
  const luminance = (color: string) => {
    const [r, g, bl] = color
      .match(/\d+/g)!
      .slice(0, 3)
      .map((v) => {
        const c = Number(v) / 255
        return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4
      }) as [number, number, number]
    return 0.2126 * r + 0.7152 * g + 0.0722 * bl
  }
  const [high, low] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number]
  return (high + 0.05) / (low + 0.05)
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')

/** Waits until the places map reports the same centre and zoom twice, 400 ms apart (it reports at moveend). */
async function expectMapAtRest(page: Page) {
  const view = () => map(page).evaluate((element) => `${element.dataset.center} ${element.dataset.zoom}`)
  let last = await view()
  await expect(async () => {
    await page.waitForTimeout(400)
    const now = await view()
    const same = now === last
    last = now
    expect(same).toBe(true)
  }).toPass({ timeout: 10_000 })
}

/** Elements under `root` smaller than 44 × 44 px, named for the failure message. */
async function smallTargets(root: Locator, selector: string) {
  return root.locator(selector).evaluateAll((elements) =>
    elements
      .filter((element) => element.getClientRects().length > 0)
      .map((element) => {
        const box = element.getBoundingClientRect()
        const name = (element.getAttribute('aria-label') || element.textContent || element.className).trim()
        return { name: `${element.localName} « ${name.slice(0, 40)} »`, width: box.width, height: box.height }
      })
      .filter((box) => box.width > 0 && (box.width < 44 || box.height < 44)),
  )
}

/**
 * What a finger taps on the map page. Not the attribution's links: inline links in a line of credits
 * (WCAG 2.5.8 exempts inline targets), and not the markers, whose 28 × 40 px is their drawing
 * (docs/behaviour/map.md); the clusters that gather them are 44 px.
 */
const TAPPABLE = 'button, a[href]:not(.leaflet-control-attribution a), label, .marker-cluster'

// Tap targets matter on touch screens: checked at phone width.
test.describe('tap targets', { tag: '@phone' }, () => {
  test('every button, link, filter and popup close button of the map page is at least 44 × 44 px', async ({
    page,
  }, testInfo) => {
    await openMap(page)
    const main = page.locator('main[data-page="map"]')
    const controls = main.locator('.leaflet-control-zoom a')
    // Both maps' zoom buttons: the city map is built once the visitor scrolls near it.
    await page.locator('.city-map').scrollIntoViewIfNeeded()
    await expect(controls).toHaveCount(4)
    expect(await smallTargets(main, TAPPABLE)).toEqual([])

    const filters = await filtersPanel(page, testInfo)
    expect(await filters.locator('label.map-filters__box').count()).toBeGreaterThan(20)
    expect(await smallTargets(filters, TAPPABLE)).toEqual([])
    await page.keyboard.press('Escape')

    const list = await listPanel(page, testInfo)
    expect(await smallTargets(list, 'button')).toEqual([])
    await list.locator('.place-list__place').first().click()
    const close = page.locator('#carte-des-lieux .leaflet-popup-close-button')
    await expect(close).toBeVisible()
    const box = (await close.boundingBox())!
    expect(box.width).toBeGreaterThanOrEqual(44)
    expect(box.height).toBeGreaterThanOrEqual(44)
    // The button is in the popup, and closes it. Tapped once the map has stopped moving (the pan to the
    // place, then the popup's own pan into view): one tap, right after the popup showed, once left it
    // open, the button focused.
    await expectMapAtRest(page)
    await close.click()
    await expect(page.locator('#carte-des-lieux .leaflet-popup')).toHaveCount(0)
  })

  test('the focus buttons’ row shows that it scrolls, and every button is reached by keyboard', async ({
    page,
  }) => {
    await openMap(page)
    const row = page.locator('.map-focus')
    const track = row.locator('.map-focus__track')
    const cue = (side: '::before' | '::after') =>
      row.evaluate((element, pseudo) => getComputedStyle(element, pseudo).opacity, side)
    expect(await track.evaluate((element) => element.scrollWidth > element.clientWidth)).toBe(true)
    await expect(row).toHaveClass(/\bis-more-end\b/)
    await expect(row).not.toHaveClass(/\bis-more-start\b/)
    await expect.poll(() => cue('::after')).toBe('1')
    expect(await cue('::before')).toBe('0')

    const buttons = row.getByRole('button')
    const count = await buttons.count()
    expect(count).toBeGreaterThan(2)
    await buttons.first().focus()
    for (let i = 0; i < count; i++) {
      if (i > 0) await page.keyboard.press('Tab')
      await expect(buttons.nth(i)).toBeFocused()
      // Scrolled fully into the row's view.
      await expect
        .poll(async () => {
          const [button, visible] = await Promise.all([buttons.nth(i).boundingBox(), track.boundingBox()])
          return button!.x >= visible!.x - 1 && button!.x + button!.width <= visible!.x + visible!.width + 1
        })
        .toBe(true)
    }
    // At the end of the row: the cue has moved to the start.
    await expect(row).toHaveClass(/\bis-more-start\b/)
    await expect(row).not.toHaveClass(/\bis-more-end\b/)
    await expect.poll(() => cue('::before')).toBe('1')
  })
})

test.describe('accessibility', () => {
  test('the map page has no serious axe violation', async ({ page }) => {
    await openMap(page)
    await expectNoSeriousA11yViolations(page)
  })

  // On phones the panels beside the map stay in the page, hidden, while a modal holds their copy.
  test(
    'on a phone, each panel open in its modal: none either, and no id twice',
    { tag: '@phone' },
    async ({ page }, testInfo) => {
      await openMap(page)
      for (const open of [filtersPanel, listPanel]) {
        const dialog = await open(page, testInfo)
        await expect(dialog.getByRole('heading', { level: 2 })).toBeVisible()
        const twice = await page.evaluate(() => {
          const ids = [...document.querySelectorAll('[id]')].map((element) => element.id)
          return ids.filter((id, index) => ids.indexOf(id) !== index)
        })
        expect(twice).toEqual([])
        await expectNoSeriousA11yViolations(page)
        await dialog.getByRole('button', { name: 'Fermer' }).click()
        await expect(page.getByRole('dialog')).toHaveCount(0)
      }
    },
  )
})

test.describe('panels on a phone', () => {
  test(
    'a modal open when the screen widens past the breakpoint closes: the panels show beside the map',
    { tag: '@phone' },
    async ({ page }, testInfo) => {
      await openMap(page)
      await filtersPanel(page, testInfo)
      await page.setViewportSize({ width: 1366, height: 900 })
      await expect(page.getByRole('dialog')).toHaveCount(0)
      await expect(page.locator('.map-panel--filters')).toBeVisible()
      await expect(page.locator('.map-panel--list')).toBeVisible()
    },
  )
})
