import { expect, test, type Locator, type Page, type TestInfo } from '@playwright/test'
import { expectNoSeriousA11yViolations } from './support/a11y'
import { type AppServer, startOnE2eCopy } from './support/app-server'
import { projectPort } from './support/ports'
import {
  headerBarOnScreen,
  isPhone,
  saveSearchBar,
  searchCalls,
  searchScriptReady,
  servedBarSettings,
} from './support/search-bar'

/**
 * The header bar's required filters, as editors set them in « Barre de recherche »: while « Types de
 * contenu » holds no choice, the bar marks it with its message and sends no search; a box checked clears
 * the mark and searches. The results page without JavaScript says the same and searches nothing; the
 * automatic first search is not held back. Each width gets an instance of its own on a copy of the e2e
 * database, so that these settings never reach the other suites.
 */
let server: AppServer

const MESSAGE = 'Choisissez d’abord un type de contenu.'

/**
 * Saves the bar's settings, then waits until the home page as served carries them (its cache
 * revalidated), read over HTTP rather than by loading and waking the bar in the test's page (seconds a
 * poll on a slow machine). The box's fields come with the bar's script; what they draw comes in the
 * page: the required filter's message in its data, the automatic search in the form's `data-bar`.
 */
async function setBar(page: Page, settings: typeof requireKind) {
  await saveSearchBar(server.url, settings)
  await expect(async () => {
    const html = await (await page.request.get(`${server.url}/`)).text()
    expect(html).toContain(MESSAGE)
    expect(servedBarSettings(html).autop ?? 'disabled').toBe(settings.autop)
  }).toPass({ timeout: 30_000 })
}

const requireKind: { autop: string; requiredFilters: Record<string, unknown> } = {
  autop: 'disabled',
  requiredFilters: { kind: { required: true, message: MESSAGE } },
}

/** The header's bar of the home page on this width: phones' compact one, opened by its magnifier. */
async function openBar(page: Page, testInfo: TestInfo): Promise<Locator> {
  await page.goto(`${server.url}/`)
  return headerBarOnScreen(page, testInfo)
}

test.describe('the header bar’s required filters', () => {
  // In order, in one worker (one instance per width).
  test.describe.configure({ mode: 'default' })

  test.beforeAll(async ({}, testInfo) => {
    test.setTimeout(180_000)
    server = await startOnE2eCopy(
      `e2e-search-required-${testInfo.project.name}`,
      projectPort('searchRequired', testInfo.project.name),
    )
  })
  test.afterAll(async () => {
    await server?.stop()
  })

  test('typing with « Types de contenu » empty marks it with its message and sends nothing; a box checked clears it and searches', async ({
    page,
  }, testInfo) => {
    await setBar(page, requireKind)
    const calls = searchCalls(page)
    const form = await openBar(page, testInfo)
    const field = form.getByRole('combobox', { name: 'Rechercher sur le site' })
    const kinds = form.getByRole('group', { name: 'Types de contenu (obligatoire)' })
    await expect(kinds).toBeHidden()
    await field.focus()
    await field.pressSequentially('plage', { delay: 30 })

    // The settings box opened on the fieldset, marked, its message in view and tied to it.
    await expect(kinds).toBeVisible()
    await expect(kinds).toHaveAttribute('aria-invalid', 'true')
    const tip = kinds.getByRole('alert')
    await expect(tip).toHaveText(MESSAGE)
    await expect(tip).toBeInViewport()
    await expect(kinds).toHaveAttribute('aria-describedby', (await tip.getAttribute('id'))!)
    await expect(form.getByRole('button', { name: 'Filtres de la recherche' })).toHaveAttribute(
      'aria-expanded',
      'true',
    )
    // The search was tried (the mark comes from it) and held back: nothing left, no results.
    expect(calls).toHaveLength(0)
    await expect(form.locator('[data-live-search-results]')).toBeHidden()
    // The focus stays where the visitor types.
    await expect(field).toBeFocused()
    // Enter is held back the same way: still this page, nothing sent.
    const here = page.url()
    await field.press('Enter')
    await expect(tip).toBeVisible()
    expect(page.url()).toBe(here)
    expect(calls).toHaveLength(0)
    await expectNoSeriousA11yViolations(page)
    await page.screenshot({ path: testInfo.outputPath('required-mark.png') })

    // A box checked: the mark and message go at once, and the search leaves with it.
    const searched = page.waitForRequest((request) =>
      decodeURIComponent(new URLSearchParams(request.postData() ?? '').get('options') ?? '').includes(
        'kind[]=place',
      ),
    )
    await kinds.getByRole('checkbox', { name: 'Lieux', exact: true }).check()
    await expect(kinds).not.toHaveAttribute('aria-invalid')
    await expect(kinds).not.toHaveAttribute('aria-describedby')
    await expect(kinds.getByRole('alert')).toHaveCount(0)
    await searched
    await expect(form.locator('.search-results__item').first()).toBeVisible()
    expect(calls.map((call) => call.get('aspp'))).toEqual(['plage'])

    // Unchecked again: marked again, the results hidden, nothing sent.
    await kinds.getByRole('checkbox', { name: 'Lieux', exact: true }).uncheck()
    await expect(kinds.getByRole('alert')).toHaveText(MESSAGE)
    await expect(form.locator('[data-live-search-results]')).toBeHidden()
    expect(calls).toHaveLength(1)
  })

  test('by keyboard only: the mark shows as one types, Tab reaches the boxes, Space clears it and searches', async ({
    page,
  }, testInfo) => {
    const calls = searchCalls(page)
    await page.goto(`${server.url}/`)
    let form: Locator
    // From the top of the page, Tab to the bar (phones: to the magnifier, which Enter opens).
    const target = isPhone(testInfo)
      ? page.locator('.site-header__mobile-bar').getByRole('link', { name: 'Rechercher sur le site' })
      : page.locator('#header-search-s')
    for (let i = 0; i < 60 && !(await target.evaluate((element) => element === document.activeElement)); i++)
      await page.keyboard.press('Tab')
    await expect(target).toBeFocused()
    if (isPhone(testInfo)) {
      await searchScriptReady(page)
      await page.keyboard.press('Enter')
      form = page.getByRole('dialog', { name: 'Rechercher sur le site' }).locator('form')
    } else form = page.locator('form[data-live-search]:not([data-live-search-instance])')
    const field = form.getByRole('combobox', { name: 'Rechercher sur le site' })
    await expect(field).toBeFocused()
    await page.keyboard.type('plage', { delay: 30 })
    const kinds = form.getByRole('group', { name: 'Types de contenu (obligatoire)' })
    await expect(kinds.getByRole('alert')).toHaveText(MESSAGE)
    const first = kinds.getByRole('checkbox', { name: 'Articles' })
    for (let i = 0; i < 10 && !(await first.evaluate((element) => element === document.activeElement)); i++)
      await page.keyboard.press('Tab')
    await expect(first).toBeFocused()
    expect(calls).toHaveLength(0)
    await page.keyboard.press('Space')
    await expect(first).toBeChecked()
    await expect(kinds.getByRole('alert')).toHaveCount(0)
    await expect(form.locator('.search-results__item').first()).toBeVisible()
    expect(calls).toHaveLength(1)
    expect(decodeURIComponent(calls[0]!.get('options') ?? '')).toContain('kind[]=article')
    await expectNoSeriousA11yViolations(page)
  })

  test('the results page without JavaScript searches nothing and says which filter waits', async ({
    browser,
    page: scripted,
  }, testInfo) => {
    const context = await browser.newContext({
      javaScriptEnabled: false,
      viewport: isPhone(testInfo) ? { width: 390, height: 844 } : { width: 1366, height: 900 },
    })
    const page = await context.newPage()
    await page.goto(`${server.url}/recherche?s=plage`)
    const form = page.locator('.search-page__form')
    const kinds = form.getByRole('group', { name: 'Types de contenu (obligatoire)' })
    await expect(kinds).toBeVisible()
    await expect(kinds).toHaveAttribute('aria-invalid', 'true')
    await expect(kinds.getByRole('alert')).toHaveText(MESSAGE)
    const results = page.locator('#resultats')
    await expect(results).toContainText('Rien n’a été cherché : ce filtre attend votre choix.')
    await expect(results.getByRole('link', { name: `Types de contenu : ${MESSAGE}` })).toHaveAttribute(
      'href',
      '#recherche-filtre-kind',
    )
    await expect(results.locator('.search-results__item')).toHaveCount(0)
    await page.screenshot({ path: testInfo.outputPath('results-page.png'), fullPage: true })
    // A box checked and the form sent: the results, no mark.
    await kinds.getByRole('checkbox', { name: 'Lieux', exact: true }).check()
    await form.getByRole('button', { name: 'Rechercher', exact: true }).click()
    await expect(page).toHaveURL(/kind%5B%5D=place/)
    await expect(results.locator('.search-results__item').first()).toBeVisible()
    await expect(form.locator('[aria-invalid]')).toHaveCount(0)
    await context.close()
    // axe runs scripts in the page: the same address, as drawn, in a page that has them.
    await scripted.goto(`${server.url}/recherche?s=plage`)
    await expect(scripted.locator('.search-page__form [aria-invalid="true"]')).toHaveCount(1)
    await expectNoSeriousA11yViolations(scripted)
  })

  test('the automatic first search is not held back', async ({ page }, testInfo) => {
    await setBar(page, { ...requireKind, autop: 'latest' })
    const calls = searchCalls(page)
    const form = await openBar(page, testInfo)
    await expect(form.locator('.search-results__item').first()).toBeVisible()
    expect(calls.map((call) => call.get('autop'))).toEqual(['1'])
    await expect(form.locator('[aria-invalid]')).toHaveCount(0)
    // Once the visitor types, the search waits for the filter again.
    const field = form.getByRole('combobox', { name: 'Rechercher sur le site' })
    await field.focus()
    await field.pressSequentially('plage', { delay: 30 })
    await expect(
      form.getByRole('group', { name: 'Types de contenu (obligatoire)' }).getByRole('alert'),
    ).toHaveText(MESSAGE)
    expect(calls).toHaveLength(1)
  })
})
