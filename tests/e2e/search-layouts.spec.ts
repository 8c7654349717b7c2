import { expect, test, type Locator, type Page, type TestInfo } from '@playwright/test'
import { expectNoSeriousA11yViolations } from './support/a11y'
import { type AppServer, startOnE2eCopy } from './support/app-server'
import { projectPort } from './support/ports'
import { asEditor, headerBarOnScreen, isPhone, saveSearchBar, servedBarSettings } from './support/search-bar'

/**
 * The header bar as editors set it in « Barre de recherche »: the four result layouts, « Afficher plus »
 * and infinite scroll, the redirect of Enter and the reset of the filters. Each width gets an instance
 * of its own on a copy of the e2e database, so that these settings never reach the other suites.
 */
let server: AppServer

/**
 * Saves the bar's settings, then waits until the home page as served carries them (its cache
 * revalidated). Read over HTTP, not in the test's page: a page load per poll cost seconds on a slow
 * machine, and the page's own automatic search would have counted in the test's.
 */
async function setBar(page: Page, settings: Record<string, unknown>) {
  await saveSearchBar(server.url, settings)
  await expect(async () => {
    const html = await (await page.request.get(`${server.url}/`)).text()
    // The attribute carries what differs from the defaults.
    expect({ ...DEFAULTS, ...servedBarSettings(html) }).toMatchObject(settings)
  }).toPass({ timeout: 30_000 })
}

const DEFAULTS = {
  layout: 'vertical',
  isotopicColumns: 3,
  isotopicRows: 2,
  isotopicPagination: true,
  showMore: 'ajax',
  infiniteScroll: false,
  redirect: 'results_page',
  redirectNewWindow: false,
  resetMode: 'live',
  autop: 'disabled',
  headerLinks: 'none',
}

/** The bar's automatic searches (call 15 with autop=1) from now on, each as its form fields. */
function automaticCalls(page: Page): URLSearchParams[] {
  const calls: URLSearchParams[] = []
  page.on('request', (request) => {
    const body = new URLSearchParams(request.postData() ?? '')
    if (body.get('action') === 'ajaxsearchpro_search' && body.get('autop') === '1') calls.push(body)
  })
  return calls
}

/**
 * The header's bar of a freshly loaded home page (the bar's settings of the moment) on this width, typed
 * into: the wide screens' form, or phones' compact one. Returns once the results of the whole phrase are
 * shown: those of its first letters can come first (a place's name starting like it), then be replaced.
 */
async function searchInBar(page: Page, testInfo: TestInfo, phrase: string): Promise<Locator> {
  await page.goto(`${server.url}/`)
  const form = await headerBarOnScreen(page, testInfo)
  const field = form.getByRole('combobox', { name: 'Rechercher sur le site' })
  const answered = page.waitForResponse((response) => {
    const body = new URLSearchParams(response.request().postData() ?? '')
    return body.get('action') === 'ajaxsearchpro_search' && body.get('aspp') === phrase
  })
  await field.focus()
  await field.pressSequentially(phrase, { delay: 30 })
  await answered
  await expect(form.locator('[data-live-search-loader]')).toBeHidden()
  await expect(form.locator('.search-results__item').first()).toBeVisible()
  return form
}

test.describe('the header bar’s layouts and actions, as editors set them', () => {
  // In order, in one worker (one instance per width), each test going on after another's failure.
  test.describe.configure({ mode: 'default' })

  test.beforeAll(async ({}, testInfo) => {
    test.setTimeout(180_000)
    server = await startOnE2eCopy(
      `e2e-search-layouts-${testInfo.project.name}`,
      projectPort('searchLayouts', testInfo.project.name),
    )
  })
  test.afterAll(async () => {
    await server?.stop()
  })

  test('the horizontal strip scrolls sideways by its arrows, results at least 240 px wide', async ({
    page,
  }, testInfo) => {
    await setBar(page, { ...DEFAULTS, layout: 'horizontal' })
    const form = await searchInBar(page, testInfo, 'plage')
    const list = form.locator('.search-results--horizontal')
    const items = list.locator('.search-results__item')
    await expect(items).toHaveCount(10)
    expect(await items.first().evaluate((item) => item.getBoundingClientRect().width)).toBeGreaterThanOrEqual(
      240,
    )
    const previous = form.getByRole('button', { name: 'Résultats précédents' })
    const next = form.getByRole('button', { name: 'Résultats suivants' })
    await expect(previous).toHaveAttribute('aria-disabled', 'true')
    await expect(next).toHaveAttribute('aria-disabled', 'false')
    await next.click()
    await expect.poll(() => list.evaluate((element) => element.scrollLeft)).toBeGreaterThan(100)
    await expect(previous).toHaveAttribute('aria-disabled', 'false')
    await expectNoSeriousA11yViolations(page)
    await page.screenshot({ path: testInfo.outputPath('strip.png') })
  })

  test('the polaroid stack shows one card in front, previous and next by button or arrow keys', async ({
    page,
  }, testInfo) => {
    await setBar(page, { ...DEFAULTS, layout: 'polaroid' })
    const form = await searchInBar(page, testInfo, 'plage')
    const items = form.locator('.search-results--polaroid > .search-results__item')
    const where = form.locator('.search-layout__where')
    await expect(where).toHaveText('1 / 10')
    expect(await items.nth(1).evaluate((item) => (item as HTMLElement).inert)).toBe(true)
    expect(await items.first().evaluate((item) => item.getBoundingClientRect().width)).toBeGreaterThanOrEqual(
      240,
    )
    await expect(form.getByRole('button', { name: 'Résultat précédent' })).toHaveAttribute(
      'aria-disabled',
      'true',
    )
    await form.getByRole('button', { name: 'Résultat suivant' }).click()
    await expect(where).toHaveText('2 / 10')
    await expect(items.first()).toBeHidden()
    // By keyboard: into the front card, then Right for the next one.
    await form.getByRole('combobox').press('ArrowDown')
    await expect(items.nth(1).getByRole('link')).toBeFocused()
    await page.keyboard.press('ArrowRight')
    await expect(where).toHaveText('3 / 10')
    await expect(items.nth(2).getByRole('link')).toBeFocused()
    await expectNoSeriousA11yViolations(page)
    await page.screenshot({ path: testInfo.outputPath('polaroid.png') })
  })

  test('the isotopic grid: 3 columns, 6 a page, its pager wrapping around', async ({ page }, testInfo) => {
    await setBar(page, { ...DEFAULTS, layout: 'isotopic' })
    const form = await searchInBar(page, testInfo, 'plage')
    const list = form.locator('.search-results--isotopic')
    const visible = list.locator('.search-results__item:not([hidden])')
    await expect(visible).toHaveCount(6)
    const columns = await list.evaluate(
      (element) => getComputedStyle(element).gridTemplateColumns.split(' ').length,
    )
    expect(columns).toBe(isPhone(testInfo) ? 2 : 3)
    const pager = form.getByRole('navigation', { name: 'Pages de résultats' })
    await expect(pager.getByRole('button', { name: 'Page 1' })).toHaveAttribute('aria-current', 'page')
    // Before the first page comes the last (10 results: 4 on page 2), after the last the first.
    await pager.getByRole('button', { name: 'Page précédente' }).click()
    await expect(pager.getByRole('button', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page')
    await expect(visible).toHaveCount(4)
    await pager.getByRole('button', { name: 'Page suivante' }).click()
    await expect(pager.getByRole('button', { name: 'Page 1' })).toHaveAttribute('aria-current', 'page')
    await expect(visible).toHaveCount(6)
    // « Afficher plus » adds a page and shows it.
    await form.getByRole('button', { name: 'Afficher plus de résultats' }).click()
    await expect(pager.getByRole('button', { name: 'Page 4' })).toBeVisible()
    await expect(pager.getByRole('button', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page')
    await expectNoSeriousA11yViolations(page)
    await page.screenshot({ path: testInfo.outputPath('isotopic.png') })
  })

  test('results enter 45 ms apart, at once with reduced motion', async ({ page }, testInfo) => {
    await setBar(page, { ...DEFAULTS })
    let form = await searchInBar(page, testInfo, 'plage')
    const delays = () =>
      form
        .locator('.search-results__item')
        .evaluateAll((items) => items.map((item) => (item as HTMLElement).style.animationDelay))
    expect((await delays()).slice(0, 3)).toEqual(['0ms', '45ms', '90ms'])
    await page.emulateMedia({ reducedMotion: 'reduce' })
    form = await searchInBar(page, testInfo, 'plage')
    expect((await delays()).every((delay) => delay === '')).toBe(true)
  })

  test('infinite scroll loads the next results when the last one comes into view', async ({
    page,
  }, testInfo) => {
    await setBar(page, { ...DEFAULTS, infiniteScroll: true })
    const form = await searchInBar(page, testInfo, 'plage')
    const items = form.locator('.search-results__item')
    await expect(items).toHaveCount(10)
    await items.last().scrollIntoViewIfNeeded()
    await expect(items).toHaveCount(20)
    // The focus stays where it was: nothing moved it into the new results.
    await expect(form.getByRole('combobox')).toBeFocused()
  })

  test('« Afficher plus » may lead to the results page or a custom address', async ({ page }, testInfo) => {
    await setBar(page, { ...DEFAULTS, showMore: 'custom_url', showMoreUrl: '/agenda?q={phrase}' })
    let form = await searchInBar(page, testInfo, 'plage')
    await expect(form.getByRole('link', { name: 'Afficher plus de résultats' })).toHaveAttribute(
      'href',
      '/agenda?q=plage',
    )
    await expect(form.getByRole('link', { name: /^Voir les \d+ résultats$/ })).toBeVisible()

    await setBar(page, { ...DEFAULTS, showMore: 'results_page' })
    form = await searchInBar(page, testInfo, 'plage')
    await expect(form.getByRole('link', { name: 'Afficher plus de résultats' })).toHaveAttribute(
      'href',
      '/recherche?s=plage',
    )
    await expect(form.getByRole('link', { name: /^Voir les \d+ résultats$/ })).toHaveCount(0)
    // Not when everything is shown already.
    await form.getByRole('combobox').fill('phoques moines')
    await expect(form.getByRole('link', { name: 'Afficher plus de résultats' })).toHaveCount(0)
  })

  test('Enter leads to the custom address in a new window', async ({ page }, testInfo) => {
    await setBar(page, {
      ...DEFAULTS,
      redirect: 'custom_url',
      redirectUrl: '/agenda?recherche={phrase}',
      redirectNewWindow: true,
    })
    const form = await searchInBar(page, testInfo, 'marche')
    const opened = page.waitForEvent('popup')
    await form.getByRole('combobox').press('Enter')
    const popup = await opened
    await expect(popup).toHaveURL(/\/agenda\?recherche=marche$/)
    await popup.close()
    expect(page.url()).toBe(`${server.url}/`)
  })

  test('« Réinitialiser les filtres » searches again in live mode, closes the results in close mode', async ({
    page,
  }, testInfo) => {
    for (const resetMode of ['live', 'close'] as const) {
      await setBar(page, { ...DEFAULTS, resetMode })
      const form = await searchInBar(page, testInfo, 'marche')
      await form.getByRole('button', { name: 'Filtres de la recherche' }).click()
      const settings = form.locator('[data-live-search-settings]')
      const searched = page.waitForRequest((r) => (r.postData() ?? '').includes('kind%255B%255D%3Devent'))
      await settings.getByRole('checkbox', { name: 'Événements' }).check()
      await searched
      await expect(form.locator('.search-results__item--event').first()).toBeVisible()
      if (resetMode === 'live') {
        const again = page.waitForRequest(
          (r) =>
            (r.postData() ?? '').includes('ajaxsearchpro_search') &&
            !(r.postData() ?? '').includes('kind%255B%255D'),
        )
        await settings.getByRole('button', { name: 'Réinitialiser les filtres' }).click()
        await again
        await expect(settings.getByRole('checkbox', { name: 'Événements' })).not.toBeChecked()
        await expect(form.locator('[data-live-search-results]')).toBeVisible()
      } else {
        await settings.getByRole('button', { name: 'Réinitialiser les filtres' }).click()
        await expect(settings.getByRole('checkbox', { name: 'Événements' })).not.toBeChecked()
        await expect(form.locator('[data-live-search-results]')).toBeHidden()
      }
    }
  })

  test('the automatic first search: the newest documents or the editors’ phrase, never on a live-loaded page', async ({
    page,
  }, testInfo) => {
    await setBar(page, { ...DEFAULTS, autop: 'latest' })
    const automatic = automaticCalls(page)
    await page.goto(`${server.url}/agenda`)
    let form = await headerBarOnScreen(page, testInfo)
    await expect(form.locator('.search-results__item').first()).toBeVisible()
    expect(automatic.map((call) => call.get('aspp'))).toEqual([''])
    await expect(form.locator('[data-live-search-status]')).toHaveText(
      /^Les contenus les plus récents : \d+ résultats\.$/,
    )
    await expect(form.getByRole('combobox')).toHaveValue('')
    // Nobody searched: nothing counted in the statistics.
    let counted = 0
    page.on('request', (r) => (r.postData() ?? '').includes('ajaxsearchpro_addkeyword') && counted++)
    await page.goto(`${server.url}/recherche?asp_ls=plage&asp_active=1&p_asid=1&p_asp_data=1`)
    await headerBarOnScreen(page, testInfo)
    await page.waitForTimeout(1500)
    expect(automatic).toHaveLength(1)
    expect(counted).toBe(0)

    await setBar(page, { ...DEFAULTS, autop: 'phrase', autopPhrase: 'marché' })
    const phrases = automaticCalls(page)
    await page.goto(`${server.url}/`)
    form = await headerBarOnScreen(page, testInfo)
    await expect(form.locator('.search-results__item').first()).toBeVisible()
    expect(phrases.map((call) => call.get('aspp'))).toEqual(['marché'])
    await expectNoSeriousA11yViolations(page)
    await page.screenshot({ path: testInfo.outputPath('autop.png') })
  })

  test('the result opened shows the searched words, scrolled to the first 120 px below the top', async ({
    page,
  }, testInfo) => {
    await setBar(page, { ...DEFAULTS })
    const form = await searchInBar(page, testInfo, 'phoques')
    const link = form.locator('.search-results__link').first()
    const href = await link.getAttribute('href')
    await link.click()
    // Compared as an address: a place's result has a query string, whose `?` is no pattern.
    const expected = new URL(href!, server.url)
    await expect(page).toHaveURL(
      (url) => url.pathname === expected.pathname && url.search === expected.search,
    )
    const first = page.locator('main mark[data-search-highlight]').first()
    await expect(first).toHaveText(/^phoques$/i)
    await expect
      .poll(() =>
        first.evaluate((mark) => {
          const top = mark.getBoundingClientRect().top + window.scrollY
          const most = document.documentElement.scrollHeight - window.innerHeight
          return Math.abs(window.scrollY - Math.min(Math.max(top - 120, 0), most)) < 2
        }),
      )
      .toBe(true)
    // Used once: the phrase is forgotten.
    expect(await page.evaluate(() => localStorage.getItem('escale-search:highlight'))).toBeNull()
    await page.screenshot({ path: testInfo.outputPath('highlight.png') })
  })

  // Phones' compact bar opens only when asked: there is no bar on screen to give the search back to.
  test('coming back, the bar shows its last search again; emptying it forgets it @desktop', async ({
    page,
  }, testInfo) => {
    await setBar(page, { ...DEFAULTS })
    let form = await searchInBar(page, testInfo, 'phoques')
    await form.locator('.search-results__link').first().click()
    await page.waitForURL((url) => url.pathname !== '/')
    await page.goto(`${server.url}/`)
    form = page.locator('form[data-live-search]:not([data-live-search-instance])')
    await expect(form.getByRole('combobox')).toHaveValue('phoques')
    await expect(form.locator('.search-results__item').first()).toBeVisible()
    expect(await page.evaluate(() => localStorage.getItem('escale-search:state'))).toBeNull()

    // Kept again when a result is opened (the navigation held back here), forgotten by the close button.
    await page.evaluate(() =>
      document.addEventListener('click', (event) => event.preventDefault(), { once: true }),
    )
    await form.locator('.search-results__link').first().click()
    expect(await page.evaluate(() => localStorage.getItem('escale-search:state'))).toContain('phoques')
    await form.getByRole('button', { name: 'Effacer la recherche' }).click()
    expect(
      await page.evaluate(() => [
        localStorage.getItem('escale-search:state'),
        localStorage.getItem('escale-search:highlight'),
      ]),
    ).toEqual([null, null])
  })

  test('menu links to « #recherche » lead to the bar, fill it with their text, or open its results', async ({
    page,
  }, testInfo) => {
    await asEditor(server.url, async (api, headers) => {
      const settings = await (await api.get('/api/globals/site-settings?depth=0', { headers })).json()
      const menu = (settings.mainMenu as Array<{ label: string; url: string }>).filter(
        (item) => item.url !== '#recherche',
      )
      const saved = await api.post('/api/globals/site-settings', {
        headers,
        data: { mainMenu: [...menu, { label: 'Char à voile', url: '#recherche', children: [] }] },
      })
      expect(saved.status()).toBe(200)
    })
    const link = async () => {
      if (isPhone(testInfo)) {
        await page.getByRole('button', { name: 'Menu', exact: true }).click()
        return page
          .getByRole('navigation', { name: 'Menu principal' })
          .getByRole('link', { name: 'Char à voile' })
      }
      return page.locator('header').getByRole('link', { name: 'Char à voile' })
    }

    await setBar(page, { ...DEFAULTS, headerLinks: 'fill' })
    // The first visits after the menu's change may still be the page as it was.
    let tied: Locator | null = null
    await expect(async () => {
      await page.goto(`${server.url}/agenda`)
      tied = await link()
      await expect(tied).toBeVisible({ timeout: 2000 })
    }).toPass({ timeout: 30_000 })
    await tied!.click()
    const form = isPhone(testInfo)
      ? page.getByRole('dialog', { name: 'Rechercher sur le site' }).locator('form')
      : page.locator('form[data-live-search]:not([data-live-search-instance])')
    await expect(form.getByRole('combobox')).toHaveValue('Char à voile')
    await expect(form.getByRole('combobox')).toBeFocused()
    await expect(form.locator('.search-results__item').first()).toBeVisible()
    await expect(page).toHaveURL(/\/agenda$/)

    await setBar(page, { ...DEFAULTS, headerLinks: 'redirect' })
    await page.goto(`${server.url}/agenda`)
    await (await link()).click()
    await expect(page).toHaveURL(/\/recherche\?s=Char\+%C3%A0\+voile$/)

    // Nothing set: the link is an ordinary one to the bar.
    await setBar(page, { ...DEFAULTS, headerLinks: 'none' })
    await page.goto(`${server.url}/agenda`)
    await (await link()).click()
    await expect(page).toHaveURL(/\/agenda#recherche$/)
    await expect(page.locator('form[data-live-search] input[name="s"]').first()).toHaveValue('')
  })
})
