import { expect, test, type APIRequestContext } from '@playwright/test'
import { DEMO_EDITOR } from '../../src/features/seed/demo-editor'
import { expectNoSeriousA11yViolations } from './support/a11y'

const REQUIRED_HEADERS = [
  'content-security-policy',
  'strict-transport-security',
  'x-content-type-options',
  'referrer-policy',
]

// HTTP headers, the same at every width: checked once.
test.describe('security headers', { tag: '@desktop' }, () => {
  for (const path of ['/', '/articles', '/page-qui-n-existe-pas', '/robots-absent.txt']) {
    test(`are sent on ${path}`, async ({ request }) => {
      const response = await request.get(path)
      const headers = response.headers()
      for (const name of REQUIRED_HEADERS) expect(headers[name], name).toBeTruthy()
      expect(headers['content-security-policy']).toContain("frame-ancestors 'self'")
      expect(headers['content-security-policy']).toContain("object-src 'none'")
      expect(headers['x-content-type-options']).toBe('nosniff')
      // The admin's colour-scheme hint stays in the admin: Critical-CH would make Chromium ask twice.
      expect(headers['critical-ch']).toBeUndefined()
      expect(headers['accept-ch']).toBeUndefined()
    })
  }

  test('ask for the colour-scheme hint in the admin only', async ({ request }) => {
    const admin = await request.get('/admin/login')
    expect(admin.headers()['critical-ch']).toBe('Sec-CH-Prefers-Color-Scheme')
  })

  test('are sent on the ajax endpoint and on static files', async ({ request, page }) => {
    const ajax = await request.post('/ajax', { form: { action: 'nope' } })
    expect(ajax.headers()['strict-transport-security']).toBeTruthy()
    expect(ajax.headers()['vary'] ?? '').not.toMatch(/Sec-CH/i)
    await page.goto('/')
    const script = await page.locator('script[src^="/_next/static/"]').first().getAttribute('src')
    const asset = await request.get(script!)
    expect(asset.status()).toBe(200)
    expect(asset.headers()['x-content-type-options']).toBe('nosniff')
  })
})

// The endpoint's address in the page's head and its HTTP answers, the same at every width: checked once.
test.describe('the ajax endpoint', { tag: '@desktop' }, () => {
  test('its address reaches pages as a page value', async ({ page }) => {
    await page.goto('/')
    await expect(page.locator('meta[name="ajax-url"]')).toHaveAttribute('content', '/ajax')
  })

  test('answers bad requests with 400 or 405 and a clear message, never 500', async ({ request }) => {
    const get = await request.get('/ajax')
    expect(get.status()).toBe(405)
    expect(get.headers()['allow']).toBe('POST')
    const missing = await request.post('/ajax', { form: { page: '1' } })
    expect(missing.status()).toBe(400)
    expect((await missing.json()).error).toMatch(/action/)
    const unknown = await request.post('/ajax', { form: { action: 'inconnue' } })
    expect(unknown.status()).toBe(400)
    expect((await unknown.json()).error).toBe('Action inconnue : « inconnue ».')
    const malformed = await request.post('/ajax', {
      headers: { 'content-type': 'application/json' },
      data: '{oops',
    })
    expect(malformed.status()).toBe(400)
  })
})

async function editorToken(request: APIRequestContext) {
  const login = await request.post('/api/users/login', {
    data: { email: DEMO_EDITOR.email, password: DEMO_EDITOR.password },
  })
  expect(login.status()).toBe(200)
  return `JWT ${(await login.json()).token}`
}

test.describe('content', () => {
  test('home, listing and post render the demo content and pass axe', async ({ page }) => {
    await page.goto('/')
    await expect(page.locator('main[data-page="home"]')).toBeVisible()
    await expect(page.locator('html')).toHaveAttribute('lang', 'fr')
    await expectNoSeriousA11yViolations(page)

    await page.goto('/articles')
    await expect(page.locator('main[data-page="listing"] article')).toHaveCount(12)
    await expectNoSeriousA11yViolations(page)
    const first = page.locator('main article h3 a').first()
    const title = await first.innerText()
    await first.click()
    await expect(page.locator('main[data-page="post"] h1')).toHaveText(title)
    await expectNoSeriousA11yViolations(page)
  })

  // Server behaviour, the same at every width: checked once.
  test('drafts never reach visitors', { tag: '@desktop' }, async ({ request }) => {
    const token = await editorToken(request)
    const drafts = await request.get('/api/articles?where[_status][equals]=draft&draft=true&limit=5', {
      headers: { Authorization: token },
    })
    const docs = (await drafts.json()).docs as { slug: string }[]
    expect(docs.length).toBeGreaterThan(0)
    for (const { slug } of docs) expect((await request.get(`/articles/${slug}`)).status()).toBe(404)
    const anonymous = await request.get('/api/articles?where[_status][equals]=draft&draft=true')
    expect((await anonymous.json()).docs).toHaveLength(0)
  })

  // Server behaviour, the same at every width: checked once.
  test(
    'an edit in the admin shows on the cached page within 5 seconds',
    { tag: '@desktop' },
    async ({ request, page }) => {
      const token = await editorToken(request)
      // The 10th newest: still on the first listing page, but not the one other tests open.
      const { docs } = await (
        await request.get('/api/articles?limit=1&page=10&sort=-publishedAt&depth=0')
      ).json()
      const article = docs[0] as { id: number; slug: string; title: string }
      await page.goto(`/articles/${article.slug}`) // renders and caches the page
      const edited = `${article.title} (modifié)`
      try {
        const patch = await request.patch(`/api/articles/${article.id}`, {
          headers: { Authorization: token },
          data: { title: edited },
        })
        expect(patch.status()).toBe(200)
        await expect(async () => {
          const html = await (await request.get(`/articles/${article.slug}`)).text()
          expect(html).toContain(edited)
        }).toPass({ timeout: 5_000, intervals: [250] })
        await expect(async () => {
          const html = await (await request.get('/articles')).text()
          expect(html).toContain(edited)
        }).toPass({ timeout: 5_000, intervals: [250] })
      } finally {
        await request.patch(`/api/articles/${article.id}`, {
          headers: { Authorization: token },
          data: { title: article.title },
        })
      }
    },
  )

  // The back office is used on a desktop.
  test('the admin is in French and asks editors to log in', { tag: '@desktop' }, async ({ page }) => {
    await page.goto('/admin')
    await expect(page).toHaveURL(/\/admin\/login/)
    await expect(page.locator('html')).toHaveAttribute('lang', 'fr')
    await expect(page.getByRole('button', { name: 'Se connecter' })).toBeVisible()
  })
})
