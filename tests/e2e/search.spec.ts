import { expect, test } from '@playwright/test'
import { expectNoSeriousA11yViolations } from './support/a11y'

/**
 * Search, as far as it is built: the header's search field (a magnifier link to the results page on
 * phones), the results page `/recherche?s=` rendered on the server with its filters as a GET form, its
 * pager and its messages, and the ajax calls of the bar (search, completion, statistics) over HTTP.
 */
const results = (page: import('@playwright/test').Page) => page.locator('.search-page .search-results__item')

test.describe('search', () => {
  test('the header sends a phrase to the results page, which highlights it and passes axe', async ({
    page,
    isMobile,
  }, testInfo) => {
    await page.goto('/')
    if (testInfo.project.name === 'phone' || isMobile) {
      await page
        .locator('.site-header__mobile-bar')
        .getByRole('link', { name: 'Rechercher sur le site' })
        .click()
      await expect(page).toHaveURL(/\/recherche$/)
      await expect(page.getByText('Tapez au moins deux lettres')).toBeVisible()
      const field = page.getByRole('main').getByLabel('Rechercher sur le site')
      await field.fill('char a voile')
      await field.press('Enter')
    } else {
      const field = page.getByRole('search').getByLabel('Rechercher sur le site')
      await field.fill('char a voile')
      await field.press('Enter')
    }
    await expect(page).toHaveURL(/\/recherche\?s=char\+a\+voile$/)
    await expect(page.locator('main[data-page="search"] h1')).toHaveText('Recherche')
    await expect(page.locator('.search-page__count')).toHaveText(/^\d+ résultats? pour « char a voile »/)
    await expect(results(page).first()).toBeVisible()
    await expect(results(page).first().locator('mark').first()).toHaveText(/^char$/i)
    await expectNoSeriousA11yViolations(page)
  })

  test.describe('without JavaScript', () => {
    test.use({ javaScriptEnabled: false })

    test('filters by type and category, pages forward, and says when nothing is found', async ({ page }) => {
      await page.goto('/recherche?s=plage')
      const total = Number(
        (await page.locator('.search-page__count').textContent())?.match(/^[\d\s ]+/)?.[0].replace(/\D/g, ''),
      )
      expect(total).toBeGreaterThan(10)
      await expect(results(page)).toHaveCount(10)
      await page.getByText('Filtres').click()
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
    expect(await completion.text()).toMatch(/^char a voile /)
    const keyword = await post({ action: 'ajaxsearchpro_addkeyword', id: '1', keyword: 'plage' })
    expect(keyword.status()).toBe(200)
  })
})
