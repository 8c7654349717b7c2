import { expect, test, type Page } from '@playwright/test'
import { expectNoSeriousA11yViolations } from './support/a11y'
import { stubYouTube } from './support/youtube'

/**
 * The video gallery (/videos, and the gallery block of « À propos ») and the consent it depends on
 * (docs/behaviour/video-gallery.md, docs/decisions/0014-consent.md). The demo's main playlist has 8
 * videos, 6 a page; the block on « À propos » shows « evenements » (6 videos), 3 a page, with autonext.
 */
const notice = (page: Page) => page.locator('#cc-main .cm')
const gallery = (page: Page) => page.locator('.video-gallery').first()
const thumbs = (page: Page) => gallery(page).locator('.video-gallery__thumb')
const facade = (page: Page) => gallery(page).locator('.video-facade__play')
const pageNumber = (page: Page) => gallery(page).locator('.video-gallery__page-number')

/** The consent manager's cookie, as the page's scripts read it. */
async function storedConsent(page: Page): Promise<string[] | null> {
  const cookie = (await page.context().cookies()).find((item) => item.name === 'escale_consentement')
  return cookie ? JSON.parse(decodeURIComponent(cookie.value)).categories : null
}

/** Answers the consent notice and waits for the choice to be logged. */
async function answer(page: Page, button: 'Tout accepter' | 'Tout refuser') {
  await expect(notice(page)).toBeVisible()
  const logged = page.waitForResponse(
    (response) =>
      response.url().endsWith('/ajax') && (response.request().postData() ?? '').includes('consent_log'),
  )
  await notice(page).getByRole('button', { name: button }).click()
  expect((await logged).status()).toBe(200)
  await expect(notice(page)).toBeHidden()
}

test.describe('the video gallery', () => {
  test('asks nothing of YouTube before consent, pages forward and back, and makes a thumbnail current', async ({
    page,
  }) => {
    const youtube = await stubYouTube(page)
    await page.goto('/videos')
    await expect(page.locator('main[data-page="videos"] h1')).toHaveText('Vidéos')
    // The notice asks, because the page holds videos; nothing has been asked of YouTube.
    await expect(notice(page)).toBeVisible()
    await expect(notice(page).getByRole('button', { name: 'Tout refuser' })).toBeVisible()
    await expectNoSeriousA11yViolations(page)
    await answer(page, 'Tout refuser')
    expect(await storedConsent(page)).toEqual(['necessary'])
    await expect(gallery(page).locator('.video-facade__notice')).toContainText('YouTube (Google)')

    await expect(thumbs(page)).toHaveCount(6)
    await expect(thumbs(page).first()).toHaveAttribute('aria-current', 'true')
    await expect(pageNumber(page)).toHaveText('Page 1 sur 2')
    const sent = page.waitForRequest((request) =>
      (request.postData() ?? '').includes('my_embedplus_gallery_page'),
    )
    await gallery(page)
      .getByRole('link', { name: /Page suivante/ })
      .click()
    const body = new URLSearchParams((await sent).postData() ?? '')
    expect(body.get('options[playlistId]')).toBe('principale')
    expect(body.get('options[pageToken]')).toBe('2')
    expect(body.get('security')).toMatch(/^[\w-]{22}$/)
    await expect(pageNumber(page)).toHaveText('Page 2 sur 2')
    await expect(thumbs(page)).toHaveCount(2)
    await expect(thumbs(page).first()).toBeFocused()
    await expect(page).toHaveURL(/\/videos$/)

    const second = thumbs(page).nth(1)
    const title = (await second.getAttribute('data-title')) ?? ''
    await second.click()
    await expect(second).toHaveAttribute('aria-current', 'true')
    await expect(facade(page)).toContainText(`Lire la vidéo : ${title}`)
    await expect(facade(page)).toBeFocused()

    await gallery(page)
      .getByRole('link', { name: /Page précédente/ })
      .click()
    await expect(pageNumber(page)).toHaveText('Page 1 sur 2')
    await expect(thumbs(page)).toHaveCount(6)
    await expectNoSeriousA11yViolations(page)
    expect(youtube).toEqual([])
  })

  test('playing from the facade is consent for that video only', async ({ page }) => {
    const youtube = await stubYouTube(page)
    await page.goto('/videos')
    await answer(page, 'Tout refuser')
    const id = await thumbs(page).first().getAttribute('data-video-id')
    await facade(page).click()
    const player = gallery(page).locator('iframe.video-gallery__frame')
    await expect(player).toHaveAttribute(
      'src',
      `https://www.youtube-nocookie.com/embed/${id}?rel=0&autoplay=1`,
    )
    await expect(player).toHaveAttribute('title', /^Vidéo : /)
    expect(await storedConsent(page)).toEqual(['necessary'])
    // The player's page only: not YouTube's API, nor any picture.
    expect(youtube.every((url) => url.includes('youtube-nocookie.com/embed/'))).toBe(true)
  })

  test('with consent, autonext plays the next thumbnail, then loads the next page and plays its first video', async ({
    page,
  }) => {
    test.setTimeout(90_000)
    await stubYouTube(page)
    await page.goto('/a-propos')
    await answer(page, 'Tout accepter')
    expect(await storedConsent(page)).toEqual(['necessary', 'videos', 'partners', 'audience'])
    await expect(gallery(page).locator('.video-facade__notice')).toHaveCount(0)
    await expect(pageNumber(page)).toHaveText('Page 1 sur 2')
    const ids = await thumbs(page).evaluateAll((links) =>
      links.map((link) => link.getAttribute('data-video-id')),
    )
    expect(ids).toHaveLength(3)

    const players = () =>
      page.evaluate(() =>
        ((window as unknown as { __players?: { videoId: string }[] }).__players ?? []).map((p) => p.videoId),
      )
    const endCurrent = () =>
      page.evaluate(() => (window as unknown as { __players: { end: () => void }[] }).__players.at(-1)!.end())
    await facade(page).click()
    await expect.poll(players).toEqual([ids[0]])
    await endCurrent()
    await expect.poll(players).toEqual([ids[0], ids[1]])
    await expect(thumbs(page).nth(1)).toHaveAttribute('aria-current', 'true')
    await endCurrent()
    await expect.poll(players).toEqual(ids)
    // The page's last video ends: the next page comes, and its first video plays.
    await endCurrent()
    await expect(pageNumber(page)).toHaveText('Page 2 sur 2')
    const next = await thumbs(page).first().getAttribute('data-video-id')
    await expect.poll(players).toEqual([...ids, next])
    await expect(thumbs(page).first()).toHaveAttribute('aria-current', 'true')
    await expectNoSeriousA11yViolations(page)
  })

  test('a thumbnail, then the video, by keyboard alone', async ({ page }) => {
    await stubYouTube(page)
    await page.goto('/videos')
    await answer(page, 'Tout accepter')
    const third = thumbs(page).nth(2)
    const id = await third.getAttribute('data-video-id')
    await third.focus()
    await page.keyboard.press('Enter')
    // Allowed and `thumbplay`: the chosen video plays at once, and the player has the focus.
    const player = gallery(page).locator('iframe.video-gallery__frame')
    await expect(player).toHaveAttribute('src', new RegExp(`/embed/${id}\\?`))
    await expect(player).toBeFocused()
  })

  test('a page that fails to load says so in French, in an alert, and the gallery stays as it was', async ({
    page,
  }) => {
    await stubYouTube(page)
    await page.goto('/videos')
    await answer(page, 'Tout refuser')
    await page.route('**/ajax', (route) =>
      (route.request().postData() ?? '').includes('my_embedplus_gallery_page')
        ? route.fulfill({ status: 500, body: '{}' })
        : route.continue(),
    )
    await gallery(page)
      .getByRole('link', { name: /Page suivante/ })
      .click()
    await expect(gallery(page).getByRole('alert')).toHaveText(
      'Désolé, une erreur est survenue au chargement de la page suivante.',
    )
    await expect(pageNumber(page)).toHaveText('Page 1 sur 2')
    await expect(gallery(page).locator('.video-gallery__pages')).not.toHaveAttribute('aria-busy', 'true')
  })

  // Width-independent: the server's HTML, checked once.
  test('the facade’s picture is /videos’ largest image, fetched first; the block on « À propos » is not @desktop', async ({
    request,
  }) => {
    // The production server's loader starts the scripts once that image has painted (ADR 0019). The
    // page holds the facade twice: the server's fallback and the player streamed in its place.
    const images = async (path: string) =>
      (await (await request.get(path)).text()).match(/<img[^>]*>/gi) ?? []
    const highPriority = (tags: string[]) => tags.filter((tag) => /fetchpriority="high"/i.test(tag))
    const videos = await images('/videos')
    const facades = videos.filter((tag) => tag.includes('class="video-facade__image"'))
    expect(facades.length).toBeGreaterThan(0)
    expect(highPriority(videos)).toEqual(facades)
    expect(highPriority(await images('/a-propos'))).toEqual([])
  })

  // Width-independent: pages without script, checked once.
  test('without script the thumbnails are links to the videos and the pager links to the playlist’s pages @desktop', async ({
    browser,
  }) => {
    const context = await browser.newContext({ javaScriptEnabled: false })
    const page = await context.newPage()
    await page.goto('/videos')
    const first = thumbs(page).first()
    expect(await first.getAttribute('href')).toMatch(/^https:\/\/www\.youtube\.com\/watch\?v=[\w-]{11}$/)
    await expect(facade(page)).toHaveAttribute('href', /^https:\/\/www\.youtube\.com\/watch\?v=/)
    await gallery(page)
      .getByRole('link', { name: /Page suivante/ })
      .click()
    await expect(page).toHaveURL(/\/videos\/page\/2$/)
    await expect(pageNumber(page)).toHaveText('Page 2 sur 2')
    await page.goto('/videos/evenements/page/2')
    await expect(gallery(page).locator('.video-gallery__heading')).toHaveText('Les événements en images')
    await context.close()
  })
})

test.describe('the consent notice', () => {
  // Width-independent: checked once.
  test('never shows on a page without third-party content; the footer’s link opens the choices there @desktop', async ({
    page,
  }) => {
    await page.goto('/articles')
    await page.waitForTimeout(800)
    await expect(notice(page)).toHaveCount(0)
    await page.locator('footer').getByRole('button', { name: 'Gérer les cookies' }).click()
    const preferences = page.locator('#cc-main .pm')
    await expect(preferences).toBeVisible()
    await expect(preferences.getByRole('button', { name: 'Tout refuser' })).toBeVisible()
    await expectNoSeriousA11yViolations(page)
    await page.keyboard.press('Escape')
    await expect(preferences).toBeHidden()
  })

  test('« Toujours autoriser les vidéos YouTube » allows them for every video, and the footer’s link takes it back', async ({
    page,
  }) => {
    await stubYouTube(page)
    await page.goto('/videos')
    await answer(page, 'Tout refuser')
    await gallery(page).getByRole('button', { name: 'Toujours autoriser les vidéos YouTube' }).click()
    await expect.poll(() => storedConsent(page)).toEqual(['necessary', 'videos'])
    await expect(gallery(page).locator('.video-facade__notice')).toHaveCount(0)

    await page.locator('footer').getByRole('button', { name: 'Gérer les cookies' }).click()
    const preferences = page.locator('#cc-main .pm')
    await preferences.getByRole('button', { name: 'Tout refuser' }).click()
    await expect.poll(() => storedConsent(page)).toEqual(['necessary'])
    await expect(gallery(page).locator('.video-facade__notice')).toBeVisible()
  })
})
