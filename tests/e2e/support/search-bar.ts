import {
  expect,
  request as playwrightRequest,
  type APIRequestContext,
  type Locator,
  type Page,
  type TestInfo,
} from '@playwright/test'
import { JSDOM } from 'jsdom'
import { editorAuthorization } from './editor'

/**
 * The header's search bar for the suites that change its settings on a server of their own (a copy of the
 * e2e database): saving « Barre de recherche » as the demo editor, and the bar a visitor of this width uses.
 */
export const isPhone = (testInfo: TestInfo) => testInfo.project.name === 'phone'

/** The editor's token per server: one login each, as the logins are rate limited. */
const authorizations = new Map<string, string>()

/** Runs `act` with a REST client of the server and the demo editor's `Authorization` header. */
export async function asEditor<T>(
  serverUrl: string,
  act: (api: APIRequestContext, headers: { Authorization: string }) => Promise<T>,
): Promise<T> {
  const api = await playwrightRequest.newContext({ baseURL: serverUrl })
  try {
    let authorization = authorizations.get(serverUrl)
    if (!authorization) authorizations.set(serverUrl, (authorization = await editorAuthorization(api)))
    return await act(api, { Authorization: authorization })
  } finally {
    await api.dispose()
  }
}

/** Saves « Barre de recherche » through the REST API as the demo editor; the save must be accepted. */
export const saveSearchBar = (serverUrl: string, settings: Record<string, unknown>) =>
  asEditor(serverUrl, async (api, headers) => {
    const saved = await api.post('/api/globals/search-bar', { headers, data: settings })
    expect(saved.status()).toBe(200)
  })

/**
 * Waits until the page's search script listens: before that, phones' magnifier is the plain link to the
 * results page (as without script), and a test's tap on a slow machine would follow it. The script
 * publishes `window.EscaleSearch` after its listeners are on.
 */
export const searchScriptReady = (page: Page) => page.waitForFunction(() => 'EscaleSearch' in window)

/** The header's bar on this page and width: the wide screens' form, or phones' compact one once opened. */
export async function headerBarOnScreen(page: Page, testInfo: TestInfo): Promise<Locator> {
  if (!isPhone(testInfo)) return page.locator('form[data-live-search]:not([data-live-search-instance])')
  await searchScriptReady(page)
  await page.locator('.site-header__mobile-bar').getByRole('link', { name: 'Rechercher sur le site' }).click()
  return page.getByRole('dialog', { name: 'Rechercher sur le site' }).locator('form')
}

/** The bars' searches (call 15) the page sends from now on, each as its form fields. */
export function searchCalls(page: Page): URLSearchParams[] {
  const calls: URLSearchParams[] = []
  page.on('request', (request) => {
    const body = new URLSearchParams(request.postData() ?? '')
    if (request.url().endsWith('/ajax') && body.get('action') === 'ajaxsearchpro_search') calls.push(body)
  })
  return calls
}

/** The settings in the served page's first bar (`data-bar`, JSON in an attribute), as the script reads them. */
export function servedBarSettings(html: string): Record<string, unknown> {
  const form = new JSDOM(html).window.document.querySelector('form[data-live-search]')
  expect(form, 'the header’s bar').not.toBeNull()
  return JSON.parse(form!.getAttribute('data-bar') ?? '{}') as Record<string, unknown>
}
