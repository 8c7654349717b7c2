import { expect, test, type APIRequestContext, type Browser, type Page } from '@playwright/test'
import { MONTHS_SHORT } from '../../src/features/contact/rules/date'
import { editorAuthorization, logInToAdmin } from './support/editor'
import { richText } from '../support/rich-text'

/**
 * The editors' workflow as an editor lives it in the admin: previewing a draft beside the form and on
 * the real page, scheduling its publication, restoring an earlier version; and what visitors see.
 */

type Created = { id: number; slug: string }

async function createArticle(
  request: APIRequestContext,
  authorization: string,
  title: string,
  status: 'draft' | 'published',
): Promise<Created> {
  const response = await request.post(`/api/articles${status === 'draft' ? '?draft=true' : ''}`, {
    headers: { Authorization: authorization },
    data: { title, content: richText(`Le texte de « ${title} ».`), _status: status },
  })
  expect(response.status(), await response.text()).toBe(201)
  const { doc } = await response.json()
  return { id: doc.id, slug: doc.slug }
}

/** What a visitor's browser (no session, no preview) gets at an address. */
async function visitorSees(browser: Browser, path: string): Promise<{ status: number; text: string }> {
  const context = await browser.newContext()
  try {
    const response = await context.request.get(path)
    return { status: response.status(), text: await response.text() }
  } finally {
    await context.close()
  }
}

/** The live preview's frame, opened beside the form if it is not yet. */
async function openLivePreview(page: Page) {
  const toggler = page.locator('#live-preview-toggler')
  await expect(toggler).toBeVisible()
  if (!(await toggler.evaluate((element) => element.classList.contains('live-preview-toggler--active'))))
    await toggler.click()
  return page.frameLocator('.live-preview-window iframe')
}

/** Picks one of the live preview's widths in its toolbar. */
async function chooseWidth(page: Page, label: string) {
  await page.locator('.live-preview-toolbar-controls__breakpoint').click()
  await page.locator('.popup__content').getByRole('button', { name: label, exact: true }).click()
}

/**
 * The date and time as the schedule drawer's field reads them (date-fns' « MMM d, yyy h:mm a » in
 * French), in Europe/Paris, where the browser and the drawer's time zone both are.
 */
function scheduleFieldText(date: Date): string {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-US', {
      timeZone: 'Europe/Paris',
      day: 'numeric',
      month: 'numeric',
      year: 'numeric',
      hour: 'numeric',
      minute: '2-digit',
      hour12: true,
    })
      .formatToParts(date)
      .map((part) => [part.type, part.value]),
  )
  return `${MONTHS_SHORT[Number(parts.month) - 1]} ${parts.day}, ${parts.year} ${parts.hour}:${parts.minute} ${parts.dayPeriod}`
}

// The back office is used on a desktop; the previews inside it show the phone and desktop widths.
test.describe('the editors’ workflow', { tag: '@desktop' }, () => {
  test('a draft is previewed beside the form at two widths, then on its real page; visitors never see it', async ({
    page,
    browser,
    request,
  }) => {
    test.setTimeout(120_000)
    const authorization = await editorAuthorization(request)
    const title = `Aperçu d’un brouillon ${Date.now()}`
    const draft = await createArticle(request, authorization, title, 'draft')
    const path = `/articles/${draft.slug}`
    try {
      await logInToAdmin(page)
      await page.goto(`/admin/collections/articles/${draft.id}`)
      const frame = await openLivePreview(page)

      // Phone width: the site's phone layout (the « Menu » button), with the draft.
      await chooseWidth(page, 'Téléphone')
      await expect(frame.locator('h1')).toHaveText(title)
      await expect(frame.locator('[data-preview-bar]')).toContainText('dernier brouillon')
      expect(await frame.locator('html').evaluate(() => window.innerWidth)).toBe(390)
      await expect(frame.getByRole('button', { name: 'Menu' })).toBeVisible()

      // Desktop width: the full navigation.
      await chooseWidth(page, 'Ordinateur')
      await expect.poll(() => frame.locator('html').evaluate(() => window.innerWidth)).toBe(1366)
      await expect(frame.getByRole('button', { name: 'Menu' })).toBeHidden()

      // The preview follows the typing (autosave, then the page's refresh).
      const typed = `${title} (relu)`
      await page.getByLabel('Titre').fill(typed)
      await expect(frame.locator('h1')).toHaveText(typed, { timeout: 15_000 })

      // « Aperçu » opens the real page in a new tab, in draft mode.
      const [tab] = await Promise.all([
        page.context().waitForEvent('page'),
        page.locator('#preview-button').click(),
      ])
      await expect(tab).toHaveURL(new RegExp(`${path}$`))
      await expect(tab.locator('h1')).toHaveText(typed)
      const exit = tab.getByRole('button', { name: 'Quitter l’aperçu' })
      await expect(exit).toBeInViewport()
      await tab.evaluate(() => window.scrollTo(0, document.body.scrollHeight / 2))
      await expect(exit, 'always visible while previewing').toBeInViewport()

      // A visitor gets the 404 page, never the draft.
      const visitor = await visitorSees(browser, path)
      expect(visitor.status).toBe(404)
      expect(visitor.text).not.toContain(typed)

      // Leaving the preview shows the editor what visitors see: here, no page yet.
      await exit.click()
      await expect(tab).toHaveURL(new RegExp(`${path}$`))
      await expect(tab.locator('h1')).not.toHaveText(typed)
      await expect(tab.locator('[data-preview-bar]')).toHaveCount(0)
    } finally {
      await request.delete(`/api/articles/${draft.id}`, { headers: { Authorization: authorization } })
    }
  })

  test('a draft scheduled a minute ahead appears for visitors, on its page, the home page and the feed', async ({
    page,
    browser,
    request,
  }) => {
    // The runner publishes at the first second of the chosen minute: at most about 90 s of waiting.
    test.setTimeout(180_000)
    const authorization = await editorAuthorization(request)
    const title = `Publication programmée ${Date.now()}`
    const draft = await createArticle(request, authorization, title, 'draft')
    const path = `/articles/${draft.slug}`
    try {
      // Before: nothing of it anywhere (and the home page and the feed are cached now).
      for (const address of [path, '/', '/flux.xml'])
        expect((await visitorSees(browser, address)).text, address).not.toContain(title)

      await logInToAdmin(page)
      await page.goto(`/admin/collections/articles/${draft.id}`)
      await page.locator('.form-submit .popup-button, .publish-button .popup-button').first().click()
      await page.getByRole('button', { name: 'Programmer la publication' }).click()
      const drawer = page.locator('dialog.schedule-publish')
      await expect(drawer.getByRole('heading', { level: 2 })).toHaveText(
        `Programmer la publication de « ${title} »`,
      )
      await drawer.getByText('Publier', { exact: true }).click()
      // The next minute at least 25 s away, for the steps below to finish before it.
      const due = new Date(Math.ceil((Date.now() + 25_000) / 60_000) * 60_000)
      const field = drawer.locator('.date-time-picker input')
      await field.fill(scheduleFieldText(due))
      await field.press('Enter')
      await expect(drawer.getByText('Paris (Europe/Paris)')).toBeVisible()
      await drawer.getByRole('button', { name: 'Sauvegarder' }).click()
      await expect(page.getByText('Programmé avec succès.')).toBeVisible()
      const dueText = new Intl.DateTimeFormat('fr-FR', {
        timeZone: 'Europe/Paris',
        hour: '2-digit',
        minute: '2-digit',
      }).format(due)
      await expect(drawer.getByRole('cell', { name: new RegExp(dueText) })).toBeVisible()

      // The dashboard lists it, with its time in Paris.
      await page.goto('/admin')
      const scheduled = page.locator('[data-scheduled-board] [data-scheduled-change]', { hasText: title })
      await expect(scheduled).toContainText('Publication')
      await expect(scheduled).toContainText(dueText)
      expect(Date.now(), 'scheduled before the minute came').toBeLessThan(due.getTime())

      // After the minute: the page, the home page's cards and the feed show it.
      await expect
        .poll(async () => (await visitorSees(browser, path)).status, {
          timeout: due.getTime() - Date.now() + 75_000,
        })
        .toBe(200)
      for (const address of ['/', '/flux.xml'])
        expect((await visitorSees(browser, address)).text, address).toContain(title)
      await page.reload()
      await expect(
        page.locator('[data-scheduled-board] [data-scheduled-change]', { hasText: title }),
      ).toHaveCount(0)
    } finally {
      await request.delete(`/api/articles/${draft.id}`, { headers: { Authorization: authorization } })
    }
  })

  test('restoring an earlier version changes the published page', async ({ page, browser, request }) => {
    test.setTimeout(120_000)
    const authorization = await editorAuthorization(request)
    const first = `Version d’origine ${Date.now()}`
    const second = `${first} (corrigée)`
    const article = await createArticle(request, authorization, first, 'published')
    const path = `/articles/${article.slug}`
    try {
      const updated = await request.patch(`/api/articles/${article.id}`, {
        headers: { Authorization: authorization },
        data: { title: second, _status: 'published' },
      })
      expect(updated.status(), await updated.text()).toBe(200)
      expect((await visitorSees(browser, path)).text).toContain(second)

      await logInToAdmin(page)
      await page.goto(`/admin/collections/articles/${article.id}/versions`)
      // The oldest version is the last row of the list, newest first.
      const rows = page.locator('table tbody tr')
      await expect(rows).toHaveCount(2)
      await rows.last().getByRole('link').first().click()
      await expect(page.getByRole('button', { name: 'Restaurer cette version' })).toBeVisible()
      await page.getByRole('button', { name: 'Restaurer cette version' }).click()
      await page
        .getByRole('dialog')
        .getByRole('button', { name: /Confirmer/ })
        .click()
      await expect(page).toHaveURL(new RegExp(`/admin/collections/articles/${article.id}$`))

      await expect
        .poll(async () => {
          const seen = await visitorSees(browser, path)
          return seen.text.includes(second) ? 'second' : seen.text.includes(first) ? 'first' : 'none'
        })
        .toBe('first')
    } finally {
      await request.delete(`/api/articles/${article.id}`, { headers: { Authorization: authorization } })
    }
  })
})
