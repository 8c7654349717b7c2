import { expect, test } from '@playwright/test'
import { expectNoSeriousA11yViolations } from './support/a11y'
import { searchCalls, searchScriptReady } from './support/search-bar'
import { gotoReady } from './support/viewport'

/**
 * Search, as far as it is built: the header's search field (a magnifier link to the results page on
 * phones), the results page `/recherche?s=` rendered on the server with its filters as a GET form, its
 * pager and its messages, and the ajax calls of the bar (search, completion, statistics) over HTTP.
 */
const results = (page: import('@playwright/test').Page) => page.locator('.search-page .search-results__item')

/** Records the settings box's DOM events in `window.seen`. */
const recordSettingsEvents = (page: import('@playwright/test').Page) =>
  page.evaluate(() => {
    const seen: string[] = []
    ;(window as unknown as { seen: string[] }).seen = seen
    for (const name of ['asp_settings_show', 'asp_settings_hide'])
      document.addEventListener(name, () => seen.push(name))
  })

test.describe('search', () => {
  test('the header sends a phrase to the results page, which highlights it and passes axe', async ({
    page,
    isMobile,
  }, testInfo) => {
    await page.goto('/')
    if (testInfo.project.name === 'phone' || isMobile) {
      // Phones: the magnifier opens the compact bar over the page.
      await searchScriptReady(page)
      await page
        .locator('.site-header__mobile-bar')
        .getByRole('link', { name: 'Rechercher sur le site' })
        .click()
      const field = page
        .getByRole('dialog', { name: 'Rechercher sur le site' })
        .getByLabel('Rechercher sur le site')
      await expect(field).toBeFocused()
      await field.fill('char a voile')
      await field.press('Enter')
    } else {
      const field = page.getByRole('search').getByLabel('Rechercher sur le site')
      await field.fill('char a voile')
      await field.press('Enter')
    }
    // On the results page the live load takes the submit and pushes its own state URL (call 18).
    await expect(page).toHaveURL(/\/recherche\?(s|asp_ls)=char\+a\+voile(&|$)/)
    await expect(page.locator('main[data-page="search"] h1')).toHaveText('Recherche')
    await expect(page.locator('.search-page__count')).toHaveText(/^\d+ résultats? pour « char a voile »/)
    await expect(results(page).first()).toBeVisible()
    await expect(results(page).first().locator('mark').first()).toHaveText(/^char$/i)
    await expectNoSeriousA11yViolations(page)
  })

  test.describe('without JavaScript', () => {
    test.use({ javaScriptEnabled: false })

    test('phones’ magnifier is a link to the results page @phone (the compact bar needs the script)', async ({
      page,
    }) => {
      await page.goto('/')
      await page
        .locator('.site-header__mobile-bar')
        .getByRole('link', { name: 'Rechercher sur le site' })
        .click()
      await expect(page).toHaveURL(/\/recherche$/)
      await expect(page.getByText('Tapez au moins deux lettres')).toBeVisible()
    })

    test('filters by type and category, pages forward, and says when nothing is found', async ({ page }) => {
      await page.goto('/recherche?s=plage')
      const total = Number(
        (await page.locator('.search-page__count').textContent())?.match(/^[\d\s ]+/)?.[0].replace(/\D/g, ''),
      )
      expect(total).toBeGreaterThan(10)
      await expect(results(page)).toHaveCount(10)
      await page.getByText('Filtres', { exact: true }).click()
      await page.getByRole('checkbox', { name: 'Événements' }).check()
      await page.getByRole('button', { name: 'Rechercher' }).click()
      await expect(page).toHaveURL(/kind%5B%5D=event/)
      const kinds = await page.locator('.search-page .search-results__kind').allTextContents()
      expect(kinds.length).toBeGreaterThan(0)
      expect(new Set(kinds)).toEqual(new Set(['Événement']))

      await page.goto('/recherche?s=plage&facet[]=a:plages-et-dunes&kind[]=article')
      await expect(page.getByRole('checkbox', { name: 'Plages et dunes' })).toBeChecked()
      await expect(results(page).first()).toBeVisible()

      await page.goto('/recherche?s=plage')
      await page.getByRole('link', { name: 'Suivant →' }).click()
      await expect(page).toHaveURL(/page=2/)
      await expect(page.locator('.search-page__count')).toContainText('page 2 sur')
      await expect(page.locator('.search-page .search-results__list')).toHaveAttribute('start', '11')

      await page.goto('/recherche?s=zzzqqqxw')
      await expect(page.locator('.search-page__count')).toHaveText('Aucun résultat pour « zzzqqqxw ».')

      await page.goto('/recherche?s=plage&kind[]=boutique')
      await expect(page.getByRole('alert')).toHaveText(
        'Type de contenu inconnu. La recherche ignore les filtres.',
      )
      await expect(results(page).first()).toBeVisible()
    })
  })

  test('the bar’s calls answer in their wire format @desktop', async ({ request }) => {
    // No width involved: HTTP only, run once.
    const post = (form: Record<string, string>) => request.post('/ajax', { form })
    const reply = await post({
      action: 'ajaxsearchpro_search',
      aspp: 'plaqe',
      asid: '1',
      asp_inst_id: '1_1',
      options: 'kind[]=article',
    })
    expect(reply.status()).toBe(200)
    const text = await reply.text()
    expect(text).toMatch(/^___ASPSTART_HTML___<ol class="search-results__list search-results--vertical"/)
    const data = JSON.parse(/___ASPSTART_DATA___(.*)___ASPEND_DATA___$/.exec(text)![1]!)
    expect(data.results_count).toBe(10)
    expect(data.full_results_count).toBeGreaterThan(10)
    const completion = await post({
      action: 'ajaxsearchpro_autocomplete',
      sauto: 'char a v',
      asid: '1',
      asp_inst_id: '1_1',
      options: '',
    })
    expect(await completion.text()).toMatch(/^char a voile/)
    const keyword = await post({ action: 'ajaxsearchpro_addkeyword', id: '1', keyword: 'plage' })
    expect(keyword.status()).toBe(200)
  })
  test('the results page loads new results in place, with the address in the history', async ({ page }) => {
    await page.goto('/recherche?s=plage')
    const first = await results(page).first().locator('.search-results__title').textContent()
    let documents = 0
    page.on('request', (request) => {
      if (request.resourceType() === 'document') documents++
    })
    const loaded = page.waitForResponse((response) => response.url().includes('asp_ls=dunes'))
    const field = page.getByRole('main').getByLabel('Rechercher sur le site')
    await field.fill('dunes')
    await field.press('Enter')
    expect((await loaded).status()).toBe(200)
    await expect(page).toHaveURL(
      /\/recherche\?asp_ls=dunes&asp_active=1&asp_force_reset_pagination=1&p_asid=1&p_asp_data=1/,
    )
    await expect(page.locator('.search-page__count')).toContainText('pour « dunes »')
    await expect(page.locator('.search-page__count')).toBeFocused()
    expect(documents, 'no page load').toBe(0)
    await page.getByRole('link', { name: 'Suivant →' }).click()
    await expect(page).toHaveURL(/page=2/)
    await expect(page.locator('.search-page__count')).toContainText('page 2 sur')
    await page.goBack()
    await expect(page.locator('.search-page__count')).not.toContainText('page 2 sur')
    await page.goBack()
    await expect(page.locator('.search-page__count')).toContainText('pour « plage »')
    await expect(results(page).first().locator('.search-results__title')).toHaveText(first ?? '')
    expect(documents, 'no page load').toBe(0)

    await page.route('**/recherche?asp_ls=*', (route) => route.fulfill({ status: 500, body: 'panne' }))
    await field.fill('phoques')
    await field.press('Enter')
    await expect(page.locator('.search-page__error')).toHaveText(
      'Cette requête a échoué. Vérifiez votre connexion.',
    )
  })

  test.describe('the header’s live results @desktop', () => {
    // The live field is the wide screens' (phones have a magnifier link to the results page).
    const field = (page: import('@playwright/test').Page) => page.locator('#header-search-s')
    const box = (page: import('@playwright/test').Page) => page.locator('#header-search-results')

    test('a visitor who types before the page’s script has come still gets the results', async ({ page }) => {
      // The page's scripts held back 1.5 s: the field is focused and typed into before the bar listens.
      await page.route('**/_next/static/chunks/**', async (route) => {
        await new Promise((resolve) => setTimeout(resolve, 1500))
        await route.continue()
      })
      const searches = searchCalls(page)
      await page.goto('/', { waitUntil: 'commit' })
      await field(page).focus()
      await field(page).pressSequentially('plage', { delay: 30 })
      expect(searches).toHaveLength(0)
      await expect(box(page).locator('.search-results__item').first()).toBeVisible({ timeout: 15_000 })
      expect(searches.map((call) => call.get('aspp'))).toEqual(['plage'])
    })

    test('typing shows results under the field, announced, browsable by keyboard, with more on demand', async ({
      page,
    }) => {
      await gotoReady(page, '/')
      const searches = searchCalls(page)
      await field(page).focus()
      await field(page).pressSequentially('plage', { delay: 30 })
      await expect(box(page)).toBeVisible()
      await expect(field(page)).toHaveAttribute('aria-expanded', 'true')
      await expect(box(page).locator('.search-results__item')).toHaveCount(10)
      await expect(page.locator('[data-live-search-status]')).toHaveText(/^\d+ résultats\.$/)
      await expect(box(page).getByRole('link', { name: /^Voir les \d+ résultats$/ })).toBeVisible()
      // On a busy machine a pause between two keys can outlast the typing delay and send a shorter phrase
      // first: what counts is that the whole phrase was searched last, and what follows adds nothing.
      await expect.poll(() => searches.at(-1)?.get('aspp')).toBe('plage')
      const sent = searches.length
      await expectNoSeriousA11yViolations(page)

      await field(page).press('ArrowDown')
      await expect(box(page).locator('.search-results__link').first()).toBeFocused()
      await page.keyboard.press('ArrowDown')
      await expect(box(page).locator('.search-results__link').nth(1)).toBeFocused()
      await page.keyboard.press('Escape')
      await expect(box(page)).toBeHidden()
      await expect(field(page)).toBeFocused()

      // The same phrase again: the results come back without a new request.
      await field(page).press('End')
      await field(page).press('Space')
      await field(page).press('Backspace')
      await expect(box(page)).toBeVisible()
      await page.waitForTimeout(400)
      expect(searches).toHaveLength(sent)

      await box(page).getByRole('button', { name: 'Afficher plus de résultats' }).click()
      await expect(box(page).locator('.search-results__item')).toHaveCount(20)
      expect(searches).toHaveLength(sent + 1)
      expect(searches[sent]?.get('options')).toContain('force_count=10')

      // A click elsewhere closes them; the close button empties the field.
      await page.mouse.click(10, 700)
      await expect(box(page)).toBeHidden()
      await page.locator('[data-live-search-close]').click()
      await expect(field(page)).toHaveValue('')
    })

    test('completes the phrase in the field’s twin, taken with the right arrow', async ({ page }) => {
      await page.goto('/')
      await field(page).focus()
      await field(page).pressSequentially('char a v', { delay: 30 })
      await expect(page.locator('[data-live-search-twin]')).toHaveValue(/^char a voile/)
      await field(page).press('ArrowRight')
      await expect(field(page)).toHaveValue(/^char a voile/)
    })

    test('a failed request and an answer without markers say so in French', async ({ page }) => {
      await page.goto('/')
      await page.route('**/ajax', (route) =>
        (route.request().postData() ?? '').includes('ajaxsearchpro_search')
          ? route.fulfill({ status: 503, body: 'indisponible' })
          : route.continue(),
      )
      await field(page).focus()
      await field(page).pressSequentially('dunes', { delay: 30 })
      await expect(box(page).getByRole('alert')).toHaveText(
        'La requête a échoué. Vérifiez votre connexion ! Statut : 503',
      )
      await page.unroute('**/ajax')
      await page.route('**/ajax', (route) =>
        (route.request().postData() ?? '').includes('ajaxsearchpro_search')
          ? route.fulfill({ status: 200, body: '<html>réécriture</html>' })
          : route.continue(),
      )
      await field(page).pressSequentially('s', { delay: 30 })
      await expect(box(page).getByRole('alert')).toContainText('La réponse du serveur est incomplète')
      await expect(page.locator('[data-live-search-loader]')).toBeHidden()
    })

    test('public operations by search id, and the DOM events', async ({ page }) => {
      await page.goto('/')
      await page.waitForFunction(() => 'EscaleSearch' in window)
      await page.evaluate(() => {
        const seen: string[] = []
        ;(window as unknown as { seen: string[] }).seen = seen
        for (const name of [
          'asp_init',
          'asp_search_start',
          'asp_search_end',
          'asp_results_show',
          'asp_results_hide',
        ])
          document.addEventListener(name, (event) => seen.push(`${name}:${(event as CustomEvent).detail.id}`))
      })
      type Api = { EscaleSearch: Record<string, (...args: unknown[]) => unknown>; seen: string[] }
      expect(await page.evaluate(() => (window as unknown as Api).EscaleSearch.exists(1))).toBe(true)
      expect(await page.evaluate(() => (window as unknown as Api).EscaleSearch.exists(9))).toBe(false)
      expect(await page.evaluate(() => (window as unknown as Api).EscaleSearch.searchFor(1, 'dunes'))).toBe(
        true,
      )
      await expect(box(page).locator('.search-results__item').first()).toBeVisible()
      await expect(field(page)).toHaveValue('dunes')
      expect(await page.evaluate(() => (window as unknown as Api).EscaleSearch.getStateURL(1))).toMatch(
        /\/recherche\?s=dunes&asp_active=1&p_asid=1&p_asp_data=1$/,
      )
      await page.evaluate(() => (window as unknown as Api).EscaleSearch.closeResults(1))
      await expect(box(page)).toBeHidden()
      await page.evaluate(() => (window as unknown as Api).EscaleSearch.resetSearch(1))
      await expect(field(page)).toHaveValue('')
      expect(await page.evaluate(() => (window as unknown as Api).seen)).toEqual([
        'asp_init:1',
        'asp_search_start:1',
        'asp_search_end:1',
        'asp_results_show:1',
        'asp_results_hide:1',
      ])
    })

    test('the settings box filters the live results, its boxes follow the hierarchy, Enter keeps the filters', async ({
      page,
    }) => {
      await page.goto('/')
      const calls = searchCalls(page)
      // The last search's filter form, its brackets readable.
      const lastOptions = () => decodeURIComponent(calls.at(-1)?.get('options') ?? '')
      await recordSettingsEvents(page)
      const toggle = page.getByRole('button', { name: 'Filtres de la recherche' })
      const settings = page.locator('#header-search-settings')
      await field(page).fill('marche')
      await expect(box(page).locator('.search-results__item').first()).toBeVisible()
      expect(lastOptions()).toContain('filters_initial=1&filters_changed=0')

      // Keyboard: the button opens the box, Escape closes it and gives the focus back.
      await toggle.focus()
      await page.keyboard.press('Enter')
      await expect(settings).toBeVisible()
      await expect(toggle).toHaveAttribute('aria-expanded', 'true')
      await settings.getByRole('checkbox', { name: 'Événements' }).check()
      await expect.poll(lastOptions).toContain('kind[]=event')
      expect(lastOptions()).toContain('filters_initial=0&filters_changed=1')
      // The new results replace the old ones when they arrive: events only.
      const kinds = box(page).locator('.search-results__item')
      await expect
        .poll(() =>
          kinds.evaluateAll(
            (items) =>
              items.length > 0 && items.every((item) => item.matches('.search-results__item--event')),
          ),
        )
        .toBe(true)
      await expect(box(page).getByRole('link', { name: /^Voir les \d+ résultats$/ })).toHaveAttribute(
        'href',
        '/recherche?s=marche&kind%5B%5D=event',
      )
      type Api = { EscaleSearch: Record<string, (...args: unknown[]) => unknown>; seen: string[] }
      expect(await page.evaluate(() => (window as unknown as Api).EscaleSearch.filtersChanged(1))).toBe(true)

      // A parent category checks and unchecks the deeper boxes that follow it.
      const tree = settings.locator('[data-facet-tree]').filter({ hasText: 'Catégories des lieux' })
      const parentIndex = await tree
        .locator('label')
        .evaluateAll((labels) =>
          labels.findIndex(
            (label, i) =>
              (label as HTMLElement).dataset.level === '0' &&
              (labels[i + 1] as HTMLElement | undefined)?.dataset.level === '1',
          ),
        )
      expect(parentIndex).toBeGreaterThanOrEqual(0)
      const boxes = tree.getByRole('checkbox')
      await boxes.nth(parentIndex).check()
      await expect(boxes.nth(parentIndex + 1)).toBeChecked()
      await boxes.nth(parentIndex).uncheck()
      await expect(boxes.nth(parentIndex + 1)).not.toBeChecked()

      await boxes.nth(parentIndex).focus()
      await page.keyboard.press('Escape')
      await expect(settings).toBeHidden()
      await expect(toggle).toBeFocused()
      expect(await page.evaluate(() => (window as unknown as Api).seen)).toEqual([
        'asp_settings_show',
        'asp_settings_hide',
      ])

      await field(page).press('Enter')
      await expect(page).toHaveURL(/\/recherche\?s=marche&kind%5B%5D=event$/)
      await expect(
        page.locator('.search-page__form').getByRole('checkbox', { name: 'Événements' }),
      ).toBeChecked()
    })

    test('public operations open the settings box and reset the filters', async ({ page }) => {
      await page.goto('/')
      await page.waitForFunction(() => 'EscaleSearch' in window)
      type Api = { EscaleSearch: Record<string, (...args: unknown[]) => unknown>; seen: string[] }
      await recordSettingsEvents(page)
      expect(await page.evaluate(() => (window as unknown as Api).EscaleSearch.filtersInitial(1))).toBe(true)
      await page.evaluate(() => (window as unknown as Api).EscaleSearch.toggleSettings(1))
      const settings = page.locator('#header-search-settings')
      await expect(settings).toBeVisible()
      await settings.getByRole('checkbox', { name: 'Lieux', exact: true }).check()
      expect(await page.evaluate(() => (window as unknown as Api).EscaleSearch.filtersInitial(1))).toBe(false)
      expect(await page.evaluate(() => (window as unknown as Api).EscaleSearch.getStateURL(1))).toMatch(
        /\/recherche\?s=&asp_active=1&p_asid=1&p_asp_data=1&kind%5B%5D=place$/,
      )
      await page.evaluate(() => (window as unknown as Api).EscaleSearch.resetSearch(1))
      await expect(settings.getByRole('checkbox', { name: 'Lieux', exact: true })).not.toBeChecked()
      expect(await page.evaluate(() => (window as unknown as Api).EscaleSearch.filtersChanged(1))).toBe(false)
      await page.evaluate(() => (window as unknown as Api).EscaleSearch.toggleSettings(1, false))
      await expect(settings).toBeHidden()
      expect(await page.evaluate(() => (window as unknown as Api).seen)).toEqual([
        'asp_settings_show',
        'asp_settings_hide',
      ])
    })

    test('« Essayez » offers the editors’ keywords while the field is empty; one fills it and searches', async ({
      page,
    }) => {
      await page.goto('/')
      const offer = page.locator('[data-live-search-try]').first()
      await expect(offer).toBeHidden()
      await field(page).focus()
      await expect(offer).toBeVisible()
      await expect(offer).toHaveText('Essayez : plage, marché, char à voile')
      await expectNoSeriousA11yViolations(page)
      // By keyboard: Tab past the bar's buttons, to the keyword.
      const keyword = offer.getByRole('button', { name: 'marché' })
      for (let i = 0; i < 6 && !(await keyword.evaluate((b) => b === document.activeElement)); i++)
        await page.keyboard.press('Tab')
      await expect(keyword).toBeFocused()
      await page.keyboard.press('Enter')
      await expect(field(page)).toHaveValue('marché')
      await expect(box(page).locator('.search-results__item').first()).toBeVisible()
      await expect(offer).toBeHidden()
      // Emptied, the field offers them again; leaving the bar hides them.
      await page.locator('[data-live-search-close]').click()
      await expect(offer).toBeVisible()
      await page.getByRole('link', { name: 'À propos' }).first().focus()
      await expect(offer).toBeHidden()
    })

    test('Enter goes to the results page', async ({ page }) => {
      await page.goto('/agenda')
      await field(page).fill('marche')
      await field(page).press('Enter')
      await expect(page).toHaveURL(/\/recherche\?s=marche$/)
    })
  })

  test.describe('the compact bar of phones @phone', () => {
    const magnifier = (page: import('@playwright/test').Page) =>
      page.locator('.site-header__mobile-bar').getByRole('link', { name: 'Rechercher sur le site' })
    const dialog = (page: import('@playwright/test').Page) =>
      page.getByRole('dialog', { name: 'Rechercher sur le site' })

    test('opens over the page, searches as one types, closes by Escape, button or backdrop', async ({
      page,
    }) => {
      await page.goto('/agenda')
      await expect(magnifier(page)).toHaveAttribute('aria-haspopup', 'dialog')
      await searchScriptReady(page)
      await magnifier(page).click()
      await expect(dialog(page)).toBeVisible()
      await expect(magnifier(page)).toHaveAttribute('aria-expanded', 'true')
      // The page under the overlay does not scroll while it is open.
      const pageOverflow = () => page.evaluate(() => getComputedStyle(document.documentElement).overflow)
      expect(await pageOverflow()).toBe('hidden')
      const field = dialog(page).getByRole('combobox', { name: 'Rechercher sur le site' })
      await expect(field).toBeFocused()
      expect(
        await field.evaluate((input) => parseFloat(getComputedStyle(input).fontSize)),
      ).toBeGreaterThanOrEqual(16)
      await field.pressSequentially('plage', { delay: 30 })
      const results = dialog(page).locator('.search-results__item')
      await expect(results.first()).toBeVisible()
      expect(
        await results.first().evaluate((item) => item.getBoundingClientRect().width),
      ).toBeGreaterThanOrEqual(240)
      await expectNoSeriousA11yViolations(page)

      // Tab stays within the dialog.
      for (let i = 0; i < 30; i++) await page.keyboard.press('Tab')
      expect(await page.evaluate(() => Boolean(document.activeElement?.closest('[role="dialog"]')))).toBe(
        true,
      )

      // Escape closes the results first, then the dialog, and the focus goes back to the magnifier.
      await field.focus()
      await page.keyboard.press('Escape')
      await expect(results.first()).toBeHidden()
      await expect(dialog(page)).toBeVisible()
      await page.keyboard.press('Escape')
      await expect(dialog(page)).toBeHidden()
      await expect(magnifier(page)).toBeFocused()
      await expect(magnifier(page)).toHaveAttribute('aria-expanded', 'false')
      expect(await pageOverflow()).toBe('visible')

      // Opened again, it is the same bar; the button and a tap on the backdrop close it.
      await magnifier(page).click()
      await expect(field).toHaveValue('plage')
      await dialog(page).getByRole('button', { name: 'Fermer la recherche' }).click()
      await expect(dialog(page)).toBeHidden()
      await magnifier(page).click()
      await page.mouse.click(200, 830)
      await expect(dialog(page)).toBeHidden()
      expect(await page.locator('form[data-live-search]').count()).toBe(2)
    })

    test('its instance answers the public operations as 1_2 and searches with asp_inst_id 1_2', async ({
      page,
    }) => {
      await page.goto('/')
      const calls = searchCalls(page)
      await searchScriptReady(page)
      await magnifier(page).click()
      await expect(dialog(page)).toBeVisible()
      type Api = { EscaleSearch: Record<string, (...args: unknown[]) => unknown> }
      expect(await page.evaluate(() => (window as unknown as Api).EscaleSearch.exists('1_2'))).toBe(true)
      expect(
        await page.evaluate(() => (window as unknown as Api).EscaleSearch.searchFor('1_2', 'dunes')),
      ).toBe(true)
      await expect(dialog(page).locator('.search-results__item').first()).toBeVisible()
      expect(calls.map((call) => call.get('asp_inst_id'))).toEqual(['1_2'])
    })
  })
})

test('the header’s settings box comes without its fields, drawn when the bar wakes @desktop (the same markup at every width)', async ({
  page,
  request,
}) => {
  const html = await (await request.get('/')).text()
  const box = /<fieldset id="header-search-settings"[^>]*>([\s\S]*?)<\/fieldset>/.exec(html)?.[1]
  expect(box, 'the settings box in the page').toBeDefined()
  expect(box).not.toContain('<input')
  expect(html).not.toContain('name="facet[]"')

  await page.goto('/')
  await searchScriptReady(page)
  const form = page.locator('form[data-live-search]:not([data-live-search-instance])')
  await form.getByRole('combobox', { name: 'Rechercher sur le site' }).focus()
  await form.getByRole('button', { name: 'Filtres de la recherche' }).click()
  const settings = form.locator('[data-live-search-settings]')
  await expect(settings.getByRole('checkbox', { name: 'Articles' })).toBeVisible()
  await expect(settings.locator('input[name="facet[]"]').first()).toBeAttached()
})
