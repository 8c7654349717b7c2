import { expect, test, type Page } from '@playwright/test'
import { expectNoSeriousA11yViolations } from './support/a11y'
import { headerBarOnScreen, searchCalls } from './support/search-bar'

/**
 * A search of its own (« Recherches »), on the demo article about the agenda's nature outings: the
 * « Recherche dans l’agenda » placed as a block, which finds events only and shows them in a grid
 * (docs/behaviour/search.md). Its public id is 2 (the demo's first « Recherches » document, id 1), its
 * block the page's first (instance 3). The header's search stays as it was.
 */
const ARTICLE = '/articles/nouveau-l-agenda-des-sorties-nature'
const TITLE = 'Chercher une sortie dans l’agenda'
const ASID = '2'
const PHRASE = 'marche'

const block = (page: Page) => page.getByRole('search', { name: TITLE })
const blockField = (page: Page) => block(page).getByRole('combobox', { name: 'Rechercher sur le site' })
const blockItems = (page: Page) => block(page).locator('[data-live-search-results] .search-results__item')
const pageResults = (page: Page) => page.locator('.search-page .search-results__item')
/** The kind labels the results page shows, each once. */
const pageKinds = async (page: Page) =>
  new Set(await page.locator('.search-page .search-results__kind').allTextContents())

/** The kinds of the results a list shows (`data-result-kind`), each once. */
const kindsOf = async (items: ReturnType<Page['locator']>) =>
  new Set(await items.evaluateAll((nodes) => nodes.map((node) => node.getAttribute('data-result-kind'))))

test.describe('a search of its own', () => {
  test('its block shows its grid and events only as one types; the header’s search is unchanged; axe passes', async ({
    page,
  }, testInfo) => {
    await page.goto(ARTICLE)
    const calls = searchCalls(page)
    const form = block(page)
    await expect(form).toHaveAttribute('data-live-search', ASID)
    await expect(form).toHaveAttribute('data-live-search-instance', '3')
    await expect(blockField(page)).toHaveAttribute('placeholder', 'Concert, marché, balade…')

    await blockField(page).focus()
    await blockField(page).pressSequentially(PHRASE, { delay: 30 })
    await expect(form.locator('.search-results--isotopic')).toBeVisible()
    await expect(blockItems(page).first()).toBeVisible()
    expect(await kindsOf(blockItems(page))).toEqual(new Set(['event']))
    // Six a request, its own number.
    expect(await blockItems(page).count()).toBeLessThanOrEqual(6)
    expect(calls.map((call) => [call.get('asid'), call.get('asp_inst_id'), call.get('aspp')])).toEqual([
      [ASID, `${ASID}_3`, PHRASE],
    ])

    // Its filters offer its kind only.
    await form.getByRole('button', { name: 'Filtres de la recherche' }).click()
    const settings = form.locator('[data-live-search-settings]')
    await expect(settings).toBeVisible()
    await expect(settings.locator('input[name="kind[]"]')).toHaveCount(1)
    await expect(settings.getByRole('checkbox', { name: 'Événements' })).toBeVisible()
    await expect(settings.getByRole('checkbox', { name: 'Articles' })).toHaveCount(0)
    await expectNoSeriousA11yViolations(page)

    // The public operations know it by its id and its instance, and not as the header's block.
    const known = await page.evaluate(async () => {
      const api = (window as unknown as { EscaleSearch: Record<string, (id: unknown) => unknown> })
        .EscaleSearch
      return [api.exists!(2), api.exists!('2_3'), api.exists!('1_3'), api.exists!(3)]
    })
    expect(known).toEqual([true, true, false, false])

    // The header's search, on the page as it comes: every kind, in its list, as search 1.
    await page.goto(ARTICLE)
    calls.length = 0
    const header = await headerBarOnScreen(page, testInfo)
    const field = header.getByRole('combobox', { name: 'Rechercher sur le site' })
    await field.fill(PHRASE)
    const headerItems = header.locator('[data-live-search-results] .search-results__item')
    await expect(header.locator('.search-results--vertical')).toBeVisible()
    await expect(headerItems.first()).toBeVisible()
    expect([...(await kindsOf(headerItems))].some((kind) => kind !== 'event')).toBe(true)
    expect(calls.at(-1)?.get('asid')).toBe('1')
  })

  test('Enter leads to its results page, which keeps to its kinds, live loads and refuses an unknown search', async ({
    page,
  }) => {
    await page.goto(ARTICLE)
    await blockField(page).focus()
    await blockField(page).pressSequentially(PHRASE, { delay: 30 })
    await expect(blockItems(page).first()).toBeVisible()
    await blockField(page).press('Enter')
    await expect(page).toHaveURL(new RegExp(`/recherche\\?s=${PHRASE}&p_asid=${ASID}(&|$)`))
    await expect(page.locator('main[data-page="search"] h1')).toHaveText('Recherche dans l’agenda')
    await expect(pageResults(page).first()).toBeVisible()
    expect(await pageKinds(page)).toEqual(new Set(['Événement']))

    // Asking for articles does not widen it.
    await page.goto(`/recherche?p_asid=${ASID}&s=${PHRASE}&kind[]=article`)
    await expect(pageResults(page).first()).toBeVisible()
    expect(await pageKinds(page)).toEqual(new Set(['Événement']))
    await expect(page.locator('.search-page input[name="kind[]"]')).toHaveCount(1)

    // A new phrase loads in place (call 18), still search 2.
    const field = page.locator('#recherche-s')
    await field.fill('concert')
    await field.press('Enter')
    await expect(page).toHaveURL(new RegExp(`asp_ls=concert.*p_asid=${ASID}`))
    await expect(page.locator('.search-page__count')).toContainText('« concert »')
    expect(await pageKinds(page)).toEqual(new Set(['Événement']))
    await expectNoSeriousA11yViolations(page)

    // The header's results page is as it was: every kind.
    await page.goto(`/recherche?s=${PHRASE}`)
    await expect(page.locator('main[data-page="search"] h1')).toHaveText('Recherche')
    expect([...(await pageKinds(page))].some((kind) => kind !== 'Événement')).toBe(true)

    const unknown = await page.goto('/recherche?p_asid=999&s=marche')
    expect(unknown?.status()).toBe(404)
  })

  test.describe('without JavaScript', () => {
    test.use({ javaScriptEnabled: false })

    test('its block’s form leads to its own results page', async ({ page }) => {
      await page.goto(ARTICLE)
      await blockField(page).fill(PHRASE)
      await blockField(page).press('Enter')
      await expect(page).toHaveURL(new RegExp(`/recherche\\?p_asid=${ASID}&s=${PHRASE}$`))
      await expect(pageResults(page).first()).toBeVisible()
      expect(await pageKinds(page)).toEqual(new Set(['Événement']))
    })
  })
})
