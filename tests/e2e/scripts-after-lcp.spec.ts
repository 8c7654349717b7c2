import { expect, test, type Page } from '@playwright/test'
import { HOLDER_TYPE } from '../../scripts/server/scripts-after-lcp/rewrite'
import { type AppServer, startOnE2eCopy } from './support/app-server'
import { projectPort } from './support/ports'

/**
 * The production server (scripts/serve.ts, as `npm start` runs it) holds the framework's scripts back
 * until the page has shown its largest content (scripts/server/scripts-after-lcp): the page paints, then
 * its scripts load and it becomes interactive; a visitor who acts first starts them at once. The main
 * e2e server is `next start`, which sends the scripts as Next writes them: this suite runs its own.
 */
test.describe.configure({ mode: 'serial' })

let server: AppServer

test.beforeAll(async ({}, testInfo) => {
  test.setTimeout(120_000)
  // One instance per project: the phone and desktop runs of this file may overlap.
  const port = projectPort('scriptsAfterLcp', testInfo.project.name)
  server = await startOnE2eCopy(`e2e-after-lcp-${testInfo.project.name}`, port, { server: 'serve.ts' })
})

test.afterAll(async () => {
  await server?.stop()
})

const CHUNKS = '/_next/static/chunks/'
/** Set by the header once React has hydrated it. */
const HYDRATED = 'html[data-header-height]'

/**
 * The page's largest-contentful-paint entries (when, and what), and when the first chunk script's
 * request started. Content that scripts add later may make a later, larger paint: only the paints
 * before the scripts are the page's own.
 */
async function paintsAndScripts(page: Page) {
  return page.evaluate(async (chunks) => {
    const paints = await new Promise<{ at: number; tag: string }[]>((resolve) =>
      new PerformanceObserver((list) =>
        resolve(
          list.getEntries().map((entry) => ({
            at: entry.startTime,
            tag: (entry as PerformanceEntry & { element?: Element | null }).element?.tagName ?? '',
          })),
        ),
      ).observe({ type: 'largest-contentful-paint', buffered: true }),
    )
    const scripts = performance
      .getEntriesByType('resource')
      .filter((entry) => entry.name.includes(chunks) && entry.name.endsWith('.js'))
      .map((entry) => entry.startTime)
    const scriptsStartAt = Math.min(...scripts)
    return { paintsBefore: paints.filter((paint) => paint.at <= scriptsStartAt), scriptsStartAt }
  }, CHUNKS)
}

/** Holds the media route's answers back `ms` (the page's images, its LCP image among them). */
async function slowImages(page: Page, ms: number) {
  await page.route('**/api/media/file/**', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, ms))
    await route.continue()
  })
}

test('a page is sent with its framework scripts held back, the admin as Next writes it', async () => {
  const page = await (await fetch(`${server.url}/agenda`, { headers: { accept: 'text/html' } })).text()
  expect(page).toContain(`<script type="${HOLDER_TYPE}" data-src="${CHUNKS}`)
  expect(page).not.toMatch(/<script src="\/_next\/static\/chunks\/[^"]+" async="">/)
  const admin = await (await fetch(`${server.url}/admin/login`, { headers: { accept: 'text/html' } })).text()
  expect(admin).toMatch(/<script src="\/_next\/static\/chunks\/[^"]+" async="">/)
  expect(admin).not.toContain(HOLDER_TYPE)
})

test('the agenda paints its text first, then loads its scripts and hydrates', async ({ page }) => {
  await page.goto(`${server.url}/agenda`)
  await expect(page.locator(HYDRATED)).toBeAttached()
  const { paintsBefore } = await paintsAndScripts(page)
  expect(paintsBefore.length).toBeGreaterThan(0)
  await expect(page.locator(`script[type="${HOLDER_TYPE}"]:not([data-started])`)).toHaveCount(0)
})

test('the home page waits for its large image to paint before its scripts', async ({ page }) => {
  await slowImages(page, 800)
  await page.goto(`${server.url}/`, { waitUntil: 'domcontentloaded' })
  await expect(page.locator(HYDRATED)).toBeAttached({ timeout: 10_000 })
  const { paintsBefore, scriptsStartAt } = await paintsAndScripts(page)
  expect(paintsBefore.map((paint) => paint.tag)).toContain('IMG')
  expect(scriptsStartAt).toBeGreaterThan(800)
})

test('the listing waits for its card image to paint, not for its text painted before it', async ({
  page,
}) => {
  // Chromium may paint a loaded image a frame or more after the text around it (it decodes it first).
  // Here the listing's text shows 150 ms after its styles apply and its images 150 ms later, the
  // images having loaded before (the server answered them once already): the text's largest-paint
  // report must not start the scripts.
  const html = await (await fetch(`${server.url}/articles`, { headers: { accept: 'text/html' } })).text()
  for (const [, address] of html.matchAll(/(\/api\/media\/file\/[^\s",]+)/g))
    await fetch(`${server.url}${address}`)
  const delays =
    'main{animation:show 0s 150ms both}.card__image{animation:show 0s 300ms both}' +
    '@keyframes show{from{visibility:hidden}to{visibility:visible}}'
  await page.route(`${server.url}/articles`, async (route) => {
    const response = await route.fetch()
    const body = (await response.text()).replace('</head>', `<style>${delays}</style></head>`)
    await route.fulfill({ response, body })
  })
  await page.goto(`${server.url}/articles`)
  await expect(page.locator(HYDRATED)).toBeAttached()
  const { paintsBefore } = await paintsAndScripts(page)
  expect(paintsBefore.map((paint) => paint.tag)).toContain('IMG')
})

test('a visitor who acts before the image has come gets a live page at once', async ({ page }) => {
  await slowImages(page, 6000)
  await page.goto(`${server.url}/`, { waitUntil: 'domcontentloaded' })
  await page.waitForTimeout(300)
  await expect(page.locator(HYDRATED)).not.toBeAttached()
  const startedAt = Date.now()
  await page.keyboard.press('Tab')
  await expect(page.locator(HYDRATED)).toBeAttached({ timeout: 3000 })
  // Well before the image, and before the loader's own limit (4 s).
  expect(Date.now() - startedAt).toBeLessThan(3000)
})

// @desktop: the header's field is on screen on wide screens only (phones have a magnifier button).
test(
  'what a visitor types in the search before the scripts start is searched',
  { tag: '@desktop' },
  async ({ page }) => {
    await slowImages(page, 6000)
    await page.goto(`${server.url}/`, { waitUntil: 'domcontentloaded' })
    const field = page.locator('#top').getByRole('combobox', { name: /rechercher/i })
    await field.click()
    await field.pressSequentially('plage', { delay: 30 })
    const results = page.locator('#top').getByRole('region', { name: 'Résultats de la recherche' })
    await expect(results.getByRole('link').first()).toBeVisible({ timeout: 10_000 })
    await expect(results.locator('mark').first()).toHaveText(/^plage$/i)
  },
)
