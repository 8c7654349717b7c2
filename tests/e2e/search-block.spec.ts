import { expect, test, type Locator, type Page, type TestInfo } from '@playwright/test'
import { expectNoSeriousA11yViolations } from './support/a11y'
import { searchCalls, searchScriptReady } from './support/search-bar'
import { gotoReady } from './support/viewport'

/**
 * The search bar editors place in a page's text (the « Barre de recherche » block), on the demo page
 * « Infos pratiques »: the header's search as its third instance (docs/behaviour/search.md), at phone and
 * desktop widths, beside the header's own bar.
 */
const PAGE = '/infos-pratiques'
const TITLE = 'Chercher dans le guide'

const block = (page: Page) => page.getByRole('search', { name: TITLE })
const blockField = (page: Page) => block(page).getByRole('combobox', { name: 'Rechercher sur le site' })
const blockResults = (page: Page) => block(page).locator('[data-live-search-results]')

/** Ids that more than one element of the page carries. */
const duplicateIds = (page: Page) =>
  page.evaluate(() => {
    const counts = new Map<string, number>()
    for (const element of document.querySelectorAll('[id]'))
      counts.set(element.id, (counts.get(element.id) ?? 0) + 1)
    return [...counts].filter(([, count]) => count > 1).map(([id]) => id)
  })

/** Records the bars' DOM events as `name:id_instance` in `window.seen`. */
const recordEvents = (page: Page) =>
  page.evaluate(() => {
    const seen: string[] = []
    ;(window as unknown as { seen: string[] }).seen = seen
    for (const name of ['asp_search_start', 'asp_search_end', 'asp_results_show', 'asp_results_hide'])
      document.addEventListener(name, (event) => {
        const { id, instance } = (event as CustomEvent<{ id: string; instance: string }>).detail
        seen.push(`${name}:${id}_${instance}`)
      })
  })
const seenEvents = (page: Page) => page.evaluate(() => (window as unknown as { seen: string[] }).seen)

type Api = { EscaleSearch: Record<string, (...args: unknown[]) => unknown> }

/** The header's bar on this width, opened: the wide screens' field, or phones' compact bar. */
async function headerBar(page: Page, testInfo: TestInfo): Promise<Locator> {
  if (testInfo.project.name !== 'phone')
    return page.locator('form[data-live-search]:not([data-live-search-instance])')
  await searchScriptReady(page)
  await page.locator('.site-header__mobile-bar').getByRole('link', { name: 'Rechercher sur le site' }).click()
  await expect(page.getByRole('dialog', { name: 'Rechercher sur le site' })).toBeVisible()
  // By its instance: the dialog, once closed, is no longer found by its role.
  return page.locator('form[data-live-search="1"][data-live-search-instance="2"]')
}

test.describe('the search block', () => {
  test('shows live results as one types, browsed by keyboard; its own ids; axe passes', async ({
    page,
  }, testInfo) => {
    await page.goto(PAGE)
    const calls = searchCalls(page)
    // The title sits above the form, which it names.
    await expect(page.locator('.search-block').getByRole('heading', { level: 2, name: TITLE })).toBeVisible()
    await expect(blockField(page)).toHaveAttribute('placeholder', 'Plage, marché, parking…')
    await expect(blockField(page)).toHaveAttribute('aria-controls', 'search-block-3-results')

    await blockField(page).focus()
    await blockField(page).pressSequentially('plage', { delay: 30 })
    await expect(blockResults(page).locator('.search-results__item')).toHaveCount(10)
    await expect(blockField(page)).toHaveAttribute('aria-expanded', 'true')
    await expect(block(page).locator('[data-live-search-status]')).toHaveText(/^\d+ résultats\.$/)
    expect(calls.map((call) => [call.get('asid'), call.get('asp_inst_id'), call.get('aspp')])).toEqual([
      ['1', '1_3', 'plage'],
    ])
    // The header's bar stays as it was.
    await expect(page.locator('#header-search-results')).toBeHidden()
    await expect(page.locator('#header-search-s')).toHaveValue('')
    await block(page).getByRole('button', { name: 'Filtres de la recherche' }).click()
    await expect(block(page).locator('#search-block-3-settings')).toBeVisible()
    expect(await duplicateIds(page)).toEqual([])
    await expectNoSeriousA11yViolations(page)
    await page.screenshot({ path: testInfo.outputPath('bloc-filtres.png') })
    await block(page).getByRole('button', { name: 'Filtres de la recherche' }).click()
    await expect(block(page).locator('#search-block-3-settings')).toBeHidden()

    // Keyboard: Down into the results, among them, Escape back to the field with the phrase kept.
    await blockField(page).focus()
    await blockField(page).press('ArrowDown')
    await expect(blockResults(page).locator('.search-results__link').first()).toBeFocused()
    await page.keyboard.press('ArrowDown')
    await expect(blockResults(page).locator('.search-results__link').nth(1)).toBeFocused()
    await page.keyboard.press('ArrowUp')
    await page.keyboard.press('ArrowUp')
    await expect(blockField(page)).toBeFocused()
    await page.keyboard.press('ArrowDown')
    await page.keyboard.press('Escape')
    await expect(blockResults(page)).toBeHidden()
    await expect(blockField(page)).toBeFocused()
    await expect(blockField(page)).toHaveValue('plage')
    await expect(blockField(page)).toHaveAttribute('aria-expanded', 'false')

    await blockField(page).press('End')
    await blockField(page).press('Space')
    await blockField(page).press('Backspace')
    await expect(blockResults(page)).toBeVisible()
    await blockResults(page).evaluate((box) => box.scrollTo(0, 0))
    await page.screenshot({ path: testInfo.outputPath('bloc-resultats.png') })
    // The same phrase again showed them without a request; « Afficher plus » asks for the next ones.
    await blockResults(page).getByRole('button', { name: 'Afficher plus de résultats' }).click()
    await expect(blockResults(page).locator('.search-results__item')).toHaveCount(20)
    expect(calls.map((call) => call.get('asp_inst_id'))).toEqual(['1_3', '1_3'])
    expect(calls[1]?.get('options')).toContain('force_count=10')

    // The completion, asked for as this instance, taken with the right arrow.
    const completions: (string | null)[] = []
    page.on('request', (request) => {
      const body = new URLSearchParams(request.postData() ?? '')
      if (body.get('action') === 'ajaxsearchpro_autocomplete') completions.push(body.get('asp_inst_id'))
    })
    await blockField(page).fill('char a v')
    await expect(block(page).locator('[data-live-search-twin]')).toHaveValue(/^char a voile/)
    await blockField(page).press('ArrowRight')
    await expect(blockField(page)).toHaveValue(/^char a voile/)
    expect(completions[0]).toBe('1_3')
  })

  test('its filters, by keyboard, narrow the live results and go with Enter to the results page', async ({
    page,
  }) => {
    await page.goto(PAGE)
    const calls = searchCalls(page)
    const lastOptions = () => decodeURIComponent(calls.at(-1)?.get('options') ?? '')
    await blockField(page).fill('marche')
    await expect(blockResults(page).locator('.search-results__item').first()).toBeVisible()
    expect(lastOptions()).toContain('filters_initial=1&filters_changed=0')

    // Tab from the field reaches the filters button past the × button; Enter opens the box.
    const toggle = block(page).getByRole('button', { name: 'Filtres de la recherche' })
    await blockField(page).focus()
    for (let i = 0; i < 4 && !(await toggle.evaluate((b) => b === document.activeElement)); i++)
      await page.keyboard.press('Tab')
    await expect(toggle).toBeFocused()
    await page.keyboard.press('Enter')
    const settings = block(page).locator('[data-live-search-settings]')
    await expect(settings).toBeVisible()
    await expect(toggle).toHaveAttribute('aria-expanded', 'true')
    await settings.getByRole('checkbox', { name: 'Événements' }).focus()
    await page.keyboard.press('Space')
    await expect.poll(lastOptions).toContain('kind[]=event')
    expect(lastOptions()).toContain('filters_initial=0&filters_changed=1')
    expect(calls.at(-1)?.get('asp_inst_id')).toBe('1_3')
    await expect
      .poll(() =>
        blockResults(page)
          .locator('.search-results__item')
          .evaluateAll(
            (items) =>
              items.length > 0 && items.every((item) => item.matches('.search-results__item--event')),
          ),
      )
      .toBe(true)
    expect(await page.evaluate(() => (window as unknown as Api).EscaleSearch.filtersChanged('1_3'))).toBe(
      true,
    )
    // The header's bar keeps its own filters.
    expect(await page.evaluate(() => (window as unknown as Api).EscaleSearch.filtersChanged('1_1'))).toBe(
      false,
    )

    await page.keyboard.press('Escape')
    await expect(settings).toBeHidden()
    await expect(toggle).toBeFocused()
    await blockField(page).focus()
    await blockField(page).press('Enter')
    await expect(page).toHaveURL(/\/recherche\?s=marche&kind%5B%5D=event$/)
  })

  test('the header’s bar and the block’s each search on their own', async ({ page }, testInfo) => {
    await page.goto(PAGE)
    await page.waitForFunction(() => 'EscaleSearch' in window)
    await recordEvents(page)
    const calls = searchCalls(page)

    const header = await headerBar(page, testInfo)
    const headerField = header.getByRole('combobox', { name: 'Rechercher sur le site' })
    await headerField.focus()
    await headerField.pressSequentially('dunes', { delay: 30 })
    await expect(header.locator('.search-results__item').first()).toBeVisible()
    await expect(blockResults(page)).toBeHidden()
    await expect(blockField(page)).toHaveValue('')
    const headerInstance = testInfo.project.name === 'phone' ? '1_2' : '1_1'
    expect(calls.map((call) => call.get('asp_inst_id'))).toEqual([headerInstance])
    if (testInfo.project.name === 'phone') {
      // The compact bar closes (Escape: the results, then the dialog) before the page's text is reached.
      await headerField.press('Escape')
      await page.keyboard.press('Escape')
      await expect(header).toBeHidden()
    }

    await blockField(page).click()
    await blockField(page).pressSequentially('plage', { delay: 30 })
    await expect(blockResults(page).locator('.search-results__item').first()).toBeVisible()
    await expect(header.locator('[data-live-search-results]')).toBeHidden()
    await expect(header.locator('input[name="s"]')).toHaveValue('dunes')
    expect(calls.map((call) => call.get('asp_inst_id'))).toEqual([headerInstance, '1_3'])
    expect(await seenEvents(page)).toEqual([
      `asp_search_start:${headerInstance}`,
      `asp_search_end:${headerInstance}`,
      `asp_results_show:${headerInstance}`,
      // Closed by Escape on phones, by the click in the block on wide screens (a click elsewhere).
      `asp_results_hide:${headerInstance}`,
      'asp_search_start:1_3',
      'asp_search_end:1_3',
      'asp_results_show:1_3',
    ])
    expect(await duplicateIds(page)).toEqual([])
  })

  test(
    'public operations by instance; a search waits while another instance of the search is searching',
    // The operations and the bars' script are the same at every width: checked once.
    { tag: '@desktop' },
    async ({ page }) => {
      await page.goto(PAGE)
      await page.waitForFunction(() => 'EscaleSearch' in window)
      const api = (name: string, ...args: unknown[]) =>
        page.evaluate(([name, args]) => (window as unknown as Api).EscaleSearch[name]!(...args), [
          name,
          args,
        ] as const)
      expect(await api('exists', '1_3')).toBe(true)
      expect(await api('exists', '1_4')).toBe(false)
      await recordEvents(page)
      // Both bars asked at once: the block's search starts once the header's is over.
      await page.evaluate(() => {
        const { EscaleSearch } = window as unknown as Api
        void EscaleSearch.searchFor('1_1', 'dunes')
        void EscaleSearch.searchFor('1_3', 'plage')
      })
      await expect(blockResults(page).locator('.search-results__item').first()).toBeVisible()
      const seen = await seenEvents(page)
      expect(seen.filter((event) => event.startsWith('asp_search_'))).toEqual([
        'asp_search_start:1_1',
        'asp_search_end:1_1',
        'asp_search_start:1_3',
        'asp_search_end:1_3',
      ])
      await expect(page.locator('#header-search-s')).toHaveValue('dunes')
      await expect(blockField(page)).toHaveValue('plage')
      expect(await api('getStateURL', '1_3')).toMatch(
        /\/recherche\?s=plage&asp_active=1&p_asid=1&p_asp_data=1$/,
      )
      await api('toggleSettings', '1_3', true)
      await expect(block(page).locator('[data-live-search-settings]')).toBeVisible()
      await expect(page.locator('#header-search-settings')).toBeHidden()
      await api('closeResults', '1_3')
      await expect(blockResults(page)).toBeHidden()
      await api('resetSearch', '1_3')
      await expect(blockField(page)).toHaveValue('')
      await expect(page.locator('#header-search-s')).toHaveValue('dunes')
    },
  )

  test('comes ready after a navigation within the site', async ({ page }) => {
    // Hydrated first: a click before the router listens is a full page load, not the navigation meant.
    await gotoReady(page, '/')
    await page.evaluate(() => ((window as unknown as { stayed: boolean }).stayed = true))
    const link = page.getByRole('contentinfo').getByRole('link', { name: 'Infos pratiques' }).first()
    // As a visitor's pointer does: over the link first, which fetches its page ahead (ADR 0023), then the
    // click. Playwright's own click moves, presses and releases within milliseconds: once, on a busy
    // machine, that click changed nothing for 10 s.
    const fetchedAhead = page.waitForResponse(
      (response) => new URL(response.url()).pathname === PAGE && response.request().headers().rsc === '1',
    )
    await link.hover()
    await fetchedAhead
    await link.click()
    await expect(page).toHaveURL(new RegExp(`${PAGE}$`))
    expect(await page.evaluate(() => (window as unknown as { stayed?: boolean }).stayed)).toBe(true)
    await expect(block(page).getByRole('button', { name: 'Filtres de la recherche' })).toBeVisible()
    await blockField(page).focus()
    await blockField(page).pressSequentially('plage', { delay: 30 })
    await expect(blockResults(page).locator('.search-results__item').first()).toBeVisible()
  })

  test.describe('without JavaScript', () => {
    test.use({ javaScriptEnabled: false })

    test('is a form that sends the phrase to the results page', async ({ page }, testInfo) => {
      await page.goto(PAGE)
      await expect(block(page).getByRole('button', { name: 'Filtres de la recherche' })).toBeHidden()
      await page.screenshot({ path: testInfo.outputPath('bloc-sans-script.png') })
      await blockField(page).fill('char a voile')
      await blockField(page).press('Enter')
      await expect(page).toHaveURL(/\/recherche\?s=char\+a\+voile$/)
      await expect(page.locator('.search-page__count')).toHaveText(/^\d+ résultats? pour « char a voile »/)
    })
  })
})
