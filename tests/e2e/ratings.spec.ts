import { expect, test, type Page } from '@playwright/test'
import { expectNoSeriousA11yViolations } from './support/a11y'
import { type AppServer, startOnE2eCopy } from './support/app-server'
import { projectPort } from './support/ports'

/**
 * The star rating under each post. A visitor votes once per post (per browser, and per address and
 * day): the e2e browser always comes from 127.0.0.1, so these tests run on an instance of their own, on a
 * copy of the e2e database, each test voting on another article. One instance per width.
 */
let server: AppServer
let articles: Array<{ id: number; slug: string }>

const block = (page: Page) => page.locator('.post-ratings-box')
const star = (page: Page, value: number) => block(page).locator(`.post-ratings__star[data-rate="${value}"]`)
/** Waits until the block has faded back in after a vote: what a visitor then reads, at full contrast. */
const fadedIn = (page: Page) =>
  expect
    .poll(() =>
      block(page)
        .locator('.post-ratings-box__content')
        .evaluate((el) => getComputedStyle(el).opacity),
    )
    .toBe('1')

async function openArticle(page: Page, index: number) {
  const article = articles[index]
  await page.goto(`${server.url}/articles/${article.slug}`)
  await page.locator('html[data-header-height]').waitFor({ state: 'attached' })
  await expect(block(page).locator('.post-ratings')).toHaveAttribute('data-state', 'idle')
  return article
}

test.describe('the post rating', () => {
  test.describe.configure({ mode: 'serial' })

  test.beforeAll(async ({}, testInfo) => {
    test.setTimeout(180_000)
    const port = projectPort('ratings', testInfo.project.name)
    server = await startOnE2eCopy(`e2e-ratings-${testInfo.project.name}`, port)
    const listed = await fetch(`${server.url}/api/articles?limit=5&depth=0&sort=-publishedAt`)
    articles = (await listed.json()).docs
    expect(articles.length).toBeGreaterThanOrEqual(3)
  })
  test.afterAll(async () => {
    await server?.stop()
  })

  test('a vote: fade and loader, one at a time, the new block, the note kept after a reload, a second vote refused', async ({
    page,
    context,
  }) => {
    test.setTimeout(120_000)
    const article = await openArticle(page, 0)
    await expect(block(page)).toContainText('Aucun vote pour l’instant')
    // The vote is held back until the test lets it go, so that the pending state can be seen and a second
    // click tried.
    let release = () => {}
    const held = new Promise<void>((resolve) => (release = resolve))
    await page.route('**/ajax', async (route) => {
      if (route.request().postData()?.includes('action=postratings')) await held
      await route.continue()
    })
    const sent = page.waitForRequest((request) => request.postData()?.includes('action=postratings') ?? false)
    await star(page, 4).click()
    const body = new URLSearchParams((await sent).postData() ?? '')
    expect(body.get('pid')).toBe(String(article.id))
    expect(body.get('rate')).toBe('4')
    expect(body.get(`postratings_${article.id}_nonce`)).toMatch(/^[\w-]{22}$/)
    await expect(block(page).locator('.post-ratings-box__loader')).toBeVisible()
    await expect(block(page).locator('.post-ratings-box__content')).toHaveClass(/is-fading/)
    await star(page, 5).click()
    await expect(block(page).getByRole('alert')).toHaveText('Veuillez ne noter qu’un seul élément à la fois.')
    release()

    await expect(block(page)).toContainText('Merci pour votre vote !', { timeout: 15_000 })
    await expect(block(page)).toContainText('Vous avez donné 4 sur 5 à cet article.')
    await expect(block(page)).toContainText('Note moyenne : 4 sur 5 (1 vote)')
    await expect(block(page).locator('.post-ratings-box__loader')).toHaveCount(0)
    await expect(block(page).locator('[aria-live="polite"]')).toContainText('Merci pour votre vote !')
    await expect(star(page, 1)).toBeDisabled()
    await page.unroute('**/ajax')

    // A reload: the cached page knows nothing of this visitor; the browser shows their note from its cookie.
    // The page itself was expired by the vote: it now carries the average, also in its JSON-LD.
    await page.reload()
    await expect(block(page)).toContainText('Vous avez donné 4 sur 5 à cet article.')
    await expect(block(page)).toContainText('Note moyenne : 4 sur 5 (1 vote)')
    const jsonLd = await page.locator('script[type="application/ld+json"]').allTextContents()
    expect(jsonLd.join('')).toContain(
      '"aggregateRating":{"@type":"AggregateRating","ratingValue":4,"ratingCount":1',
    )

    // Without the note's cookie the block offers the stars again, and the server refuses the vote.
    await context.clearCookies({ name: `escale_note_${article.id}` })
    await page.reload()
    await expect(block(page).locator('.post-ratings')).toHaveAttribute('data-state', 'idle')
    await star(page, 2).click()
    await expect(block(page)).toContainText('Vous avez déjà noté cet article.')
    await expect(block(page)).toContainText('Vous avez donné 4 sur 5 à cet article.')
    await expect(block(page)).toContainText('(1 vote)')
  })

  test('hovering a star lights the stars up to it, with its label', { tag: '@desktop' }, async ({ page }) => {
    // Hovering needs a mouse: the desktop width only.
    await openArticle(page, 1)
    await star(page, 3).hover()
    await expect(block(page).locator('.post-ratings')).toHaveAttribute('data-hover', '3')
    await expect(block(page).locator('.post-ratings__hover')).toHaveText('Bien')
    await star(page, 5).hover()
    await expect(block(page).locator('.post-ratings__hover')).toHaveText('Excellent')
    await page.mouse.move(0, 0)
    await expect(block(page).locator('.post-ratings')).not.toHaveAttribute('data-hover', /./)
    await expect(block(page).locator('.post-ratings__hover')).toHaveText('')
  })

  // Keyboard use is a desktop matter (the phone width is checked by the vote test and axe below).
  test(
    'keyboard: Tab reaches the stars, arrows move between them, Enter votes; axe passes',
    { tag: '@desktop' },
    async ({ page }) => {
      test.setTimeout(120_000)
      await openArticle(page, 2)
      await star(page, 1).focus()
      await expect(block(page).locator('.post-ratings__hover')).toHaveText('Décevant')
      await page.keyboard.press('ArrowRight')
      await page.keyboard.press('ArrowRight')
      await expect(star(page, 3)).toBeFocused()
      await expect(star(page, 3)).toHaveAttribute('tabindex', '0')
      await expect(block(page).locator('.post-ratings__hover')).toHaveText('Bien')
      await page.keyboard.press('End')
      await expect(star(page, 5)).toBeFocused()
      await page.keyboard.press('ArrowLeft')
      await expectNoSeriousA11yViolations(page)
      await page.keyboard.press('Enter')
      await expect(block(page)).toContainText('Vous avez donné 4 sur 5 à cet article.', { timeout: 15_000 })
      await fadedIn(page)
      await expectNoSeriousA11yViolations(page)
    },
  )
})
