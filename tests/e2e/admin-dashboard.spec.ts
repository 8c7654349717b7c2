import { expect, test, type APIRequestContext } from '@playwright/test'
import { expectNoSeriousA11yViolations } from './support/a11y'
import { editorAuthorization, logInToAdmin } from './support/editor'

/**
 * The back office's look: Escale's logo and icon instead of Payload's, an avatar drawn from the editor's
 * initials (nothing fetched from Gravatar), and a dashboard whose counts link to the matching lists.
 * `ADMIN_SCREENSHOTS=1` also writes the login page and the dashboard to /tmp for a look.
 */

/** The number of documents the REST API finds for an admin list's address (its `where` query). */
async function restTotal(request: APIRequestContext, authorization: string, href: string): Promise<number> {
  const url = new URL(href, 'http://localhost')
  const collection = url.pathname.split('/').pop()
  const query = new URLSearchParams(url.search)
  query.set('limit', '1')
  query.set('depth', '0')
  // The list views of collections with drafts show each document's latest version, as the REST API does
  // with `draft=true`.
  if (query.has('where[_status][equals]')) query.set('draft', 'true')
  const response = await request.get(`/api/${collection}?${query}`, {
    headers: { Authorization: authorization },
  })
  expect(response.status(), await response.text()).toBe(200)
  return (await response.json()).totalDocs
}

// The back office is used on a desktop.
test.describe('the admin dashboard', { tag: '@desktop' }, () => {
  test('the login page shows Escale’s logo and title, not Payload’s', async ({ page }) => {
    // The admin's first render on a fresh build, then axe on its large bundle.
    test.setTimeout(120_000)
    await page.goto('/admin/login')
    const logo = page.locator('[data-escale-logo]')
    await expect(logo).toBeVisible()
    await expect(logo).toContainText('Escale')
    await expect(logo).toContainText('administration')
    await expect(page.locator('.graphic-logo')).toHaveCount(0)
    await expect(page).toHaveTitle(/Escale administration/)
    await expect(page).not.toHaveTitle(/Payload/)
    const icons = await page
      .locator('link[rel="icon"]')
      .evaluateAll((links) => links.map((link) => link.getAttribute('href')))
    // The site's own icon (public/icon.svg), never Payload's.
    expect(icons.length).toBeGreaterThan(0)
    for (const href of icons) expect(href).toMatch(/^\/(icon\.svg|favicon\.ico)(\?|$)/)
    if (process.env.ADMIN_SCREENSHOTS) await page.screenshot({ path: '/tmp/admin-login.png' })
    await expectNoSeriousA11yViolations(page)
  })

  test('lists what waits, with links to the filtered lists; the avatar is drawn locally', async ({
    page,
    request,
  }) => {
    test.setTimeout(120_000)
    const authorization = await editorAuthorization(request)
    // A draft page of this test's own: it is the latest edit and counts among the drafts.
    const title = `Brouillon du tableau de bord ${Date.now()}`
    const created = await request.post('/api/pages?draft=true', {
      headers: { Authorization: authorization },
      data: { title, _status: 'draft' },
    })
    expect(created.status(), await created.text()).toBe(201)
    const draftId = (await created.json()).doc.id

    const requested: string[] = []
    page.on('request', (request) => requested.push(request.url()))
    try {
      await logInToAdmin(page)
      await page.goto('/admin')
      const board = page.locator('[data-attention-board]')
      await expect(board).toBeVisible()

      // Branding: Escale's icon in the breadcrumb, the avatar's initials, the title.
      await expect(page.locator('.step-nav__home [data-escale-icon]')).toBeVisible()
      await expect(page.locator('.graphic-icon')).toHaveCount(0)
      await expect(page.locator('.app-header__account [data-editor-avatar]')).toHaveText('CM')
      await expect(page.locator('.gravatar-account')).toHaveCount(0)
      await expect(page).toHaveTitle(/Escale administration/)

      // Every count matches the documents its link lists.
      const cards = board.locator('[data-attention]')
      await expect(cards).toHaveCount(6)
      const expected = {
        comments: '/admin/collections/comments?where%5Bstatus%5D%5Bequals%5D=pending',
        mails: '/admin/collections/outbox?where%5Bstatus%5D%5Bequals%5D=failed',
        messages: '/admin/collections/form-submissions?where%5BcreatedAt%5D%5Bgreater_than_equal%5D=',
        'drafts-articles': '/admin/collections/articles?where%5B_status%5D%5Bequals%5D=draft',
        'drafts-events': '/admin/collections/events?where%5B_status%5D%5Bequals%5D=draft',
        'drafts-pages': '/admin/collections/pages?where%5B_status%5D%5Bequals%5D=draft',
      }
      // Other suites write drafts meanwhile (the editors' workflow): a count that moved between the
      // dashboard's render and the REST call is read again on a fresh render.
      await expect(async () => {
        await page.reload()
        for (const [id, start] of Object.entries(expected)) {
          const card = board.locator(`[data-attention="${id}"]`)
          const href = (await card.getAttribute('href')) ?? ''
          expect(href.startsWith(start), `${id}: ${href}`).toBe(true)
          const shown = Number(await card.locator('.attention__number').textContent())
          expect(shown, id).toBe(await restTotal(request, authorization, href))
        }
      }).toPass({ timeout: 30_000 })
      await expect(board.locator('[data-attention="drafts-pages"] .attention__number')).not.toHaveText('0')
      await expect(board.getByRole('link', { name: /en attente de modération$/ })).toBeVisible()
      await expect(board.getByRole('link', { name: /ces 7 derniers jours$/ })).toBeVisible()

      // The draft page is among the latest edits (other suites may have edited since), linked to its
      // edit view.
      const latestEdits = board.locator('[aria-labelledby="attention-latest"] .attention__edit')
      const latest = latestEdits.filter({ hasText: title })
      await expect(latest.getByRole('link', { name: title })).toHaveAttribute(
        'href',
        `/admin/collections/pages/${draftId}`,
      )
      await expect(latest).toContainText('Brouillon')
      await expect(latestEdits).toHaveCount(5)

      if (process.env.ADMIN_SCREENSHOTS)
        await page.screenshot({ path: '/tmp/admin-dashboard.png', fullPage: true })
      // Payload's own layout picker in the breadcrumb (a react-select without a label) is not ours to fix.
      await expectNoSeriousA11yViolations(page, { exclude: ['.dashboard-breadcrumb-select'] })

      // Nothing left the site: no Gravatar, no other host.
      const origin = new URL(page.url()).origin
      expect(requested.filter((url) => /gravatar\.com/.test(url))).toEqual([])
      expect(requested.filter((url) => !url.startsWith(origin) && !url.startsWith('data:'))).toEqual([])

      // A count's link opens the filtered list.
      await board.locator('[data-attention="drafts-pages"]').click()
      await expect(page).toHaveURL(/\/admin\/collections\/pages\?where/)
      await expect(page.getByRole('link', { name: title })).toBeVisible()
    } finally {
      await request.delete(`/api/pages/${draftId}`, { headers: { Authorization: authorization } })
    }
  })
})
