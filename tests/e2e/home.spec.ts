import { expect, test } from '@playwright/test'
import { DEMO_EDITOR } from '../../src/features/seed/demo-editor'
import { expectNoSeriousA11yViolations } from './support/a11y'
import { gotoReady, isDesktop } from './support/viewport'

const slides = '.carousel--home .carousel__slide'

test.describe('home carousel', () => {
  // The last test edits the site settings: the others must not run at the same time in this project.
  test.describe.configure({ mode: 'serial' })

  test('shows 1 item on a phone and 4 on a desktop, without looping', async ({ page }, testInfo) => {
    await gotoReady(page, '/')
    const viewport = await page.locator('.carousel--home .carousel__viewport').boundingBox()
    const slide = await page.locator(slides).first().boundingBox()
    const perView = Math.round(viewport!.width / slide!.width)
    expect(perView).toBe(isDesktop(testInfo) ? 4 : 1)
    const previous = page.locator('.carousel--home').getByRole('button', { name: /Précédent/ })
    const next = page.locator('.carousel--home').getByRole('button', { name: /Suivant/ })
    await expect(previous).toBeDisabled()
    await expect(next).toBeEnabled()
    // Image height is at least 523/629 of its width.
    const image = await page.locator(`${slides} img`).first().boundingBox()
    expect(image!.height).toBeGreaterThanOrEqual(Math.floor((image!.width * 523) / 629))
    await expectNoSeriousA11yViolations(page)
  })

  test('autoplay runs, can be paused, and stays off with reduced motion', async ({ page, browser }) => {
    await gotoReady(page, '/')
    await expect(
      page.locator('.carousel--home').getByRole('button', { name: 'Mettre en pause' }),
    ).toBeVisible()
    const context = await browser.newContext({ reducedMotion: 'reduce' })
    const calm = await context.newPage()
    await gotoReady(calm, '/')
    await expect(
      calm.locator('.carousel--home').getByRole('button', { name: 'Lecture automatique' }),
    ).toBeVisible()
    await context.close()
  })

  // Sets its own window width: run once.
  test('between 600 and 1000 px it shows 3 items, 10 px apart', { tag: '@desktop' }, async ({ page }) => {
    await page.setViewportSize({ width: 800, height: 900 })
    await gotoReady(page, '/')
    const viewport = await page.locator('.carousel--home .carousel__viewport').boundingBox()
    const [first, second] = await Promise.all(
      [0, 1].map((index) => page.locator(`${slides} > *`).nth(index).boundingBox()),
    )
    const slide = await page.locator(slides).first().boundingBox()
    expect(Math.round(viewport!.width / slide!.width)).toBe(3)
    // Each slide's content starts 10 px after the previous one ends.
    expect(Math.round(second!.x - (first!.x + first!.width))).toBe(10)
  })

  test('autoplay moves on every 5 s and pauses while hovered or focused', async ({ page }) => {
    await page.clock.install()
    await gotoReady(page, '/')
    const carousel = page.locator('.carousel--home')
    const previous = carousel.getByRole('button', { name: /Précédent/ })
    const position = () =>
      carousel.locator('.carousel__container').evaluate((element) => getComputedStyle(element).transform)
    await expect(carousel.getByRole('button', { name: 'Mettre en pause' })).toBeVisible()
    await expect(previous).toBeDisabled()
    await page.clock.runFor(5_500)
    await expect(previous).toBeEnabled()

    await carousel.locator('.carousel__viewport').hover()
    await expect(carousel.getByRole('button', { name: 'Lecture automatique' })).toBeVisible()
    // Let the step that autoplay started finish its animation; after that nothing may move.
    await page.clock.runFor(1_500)
    const hovered = await position()
    await page.clock.runFor(11_000)
    expect(await position()).toBe(hovered)
    await page.mouse.move(1, 1)
    await expect(carousel.getByRole('button', { name: 'Mettre en pause' })).toBeVisible()

    // Keyboard focus into a slide (Embla tells keyboard focus from a script's focus() by the Tab key).
    await previous.focus()
    await page.keyboard.press('Shift+Tab')
    await expect(carousel.locator('.carousel__container :focus')).toHaveCount(1)
    await expect(carousel.getByRole('button', { name: 'Lecture automatique' })).toBeVisible()
    await page.clock.runFor(1_500)
    const focused = await position()
    await page.clock.runFor(11_000)
    expect(await position()).toBe(focused)
  })

  // Edits the site settings: run once.
  test(
    'video slides play on request; bad video addresses say why in French',
    { tag: '@desktop' },
    async ({ page, request }) => {
      const login = await request.post('/api/users/login', {
        data: { email: DEMO_EDITOR.email, password: DEMO_EDITOR.password },
      })
      const headers = { Authorization: `JWT ${(await login.json()).token}` }
      const patch = (homeCarousel: unknown[]) =>
        request.post('/api/globals/site-settings', { headers, data: { homeCarousel } })
      expect(
        (
          await patch([
            {
              kind: 'video',
              videoUrl: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
              title: 'La plage en vidéo',
            },
            { kind: 'video', videoUrl: '', title: 'Sans adresse' },
            { kind: 'video', videoUrl: 'https://vimeo.com/12345', title: 'Autre service' },
          ])
        ).status(),
      ).toBe(200)
      try {
        await expect(async () => {
          await gotoReady(page, '/')
          await expect(page.locator(slides)).toHaveCount(3, { timeout: 1000 })
        }).toPass({ timeout: 10_000 })
        await expect(page.locator(slides).nth(1)).toContainText('Adresse de la vidéo manquante.')
        await expect(page.locator(slides).nth(2)).toContainText('Adresse de vidéo non prise en charge.')
        await page.route('https://www.youtube-nocookie.com/**', (route) =>
          route.fulfill({ body: '<title>Lecteur</title>', contentType: 'text/html' }),
        )
        // Before the visitor's consent the facade shows our default picture, not YouTube's.
        await expect(page.locator(slides).first().locator('img')).toHaveAttribute(
          'src',
          '/images/video-par-defaut.svg',
        )
        await page.getByRole('link', { name: /Lire la vidéo : La plage en vidéo/ }).click()
        await expect(page.locator('iframe[title="Vidéo : La plage en vidéo"]')).toHaveAttribute(
          'src',
          /youtube-nocookie\.com\/embed\/dQw4w9WgXcQ/,
        )
      } finally {
        expect((await patch([])).status()).toBe(200)
      }
    },
  )
})

test.describe('home above the fold', () => {
  // What a phone shows first: the issue was seen at 390 px.
  test(
    'opens on the carousel under the brand row; its buttons fit one line; closing links are centred',
    {
      tag: '@phone',
    },
    async ({ page }) => {
      await gotoReady(page, '/')
      // The page's heading is for screen readers; the brand row already shows the name on screen.
      await expect(page.getByRole('heading', { level: 1 })).toHaveClass(/visually-hidden/)
      const carousel = (await page.locator('.carousel--home').boundingBox())!
      expect(carousel.y, 'the carousel starts near the top').toBeLessThan(200)
      const buttons = page.locator('.carousel--home .carousel__button')
      const tops = await buttons.evaluateAll((nodes) => nodes.map((node) => node.getBoundingClientRect().top))
      expect(new Set(tops.map(Math.round)).size, 'one line of buttons').toBe(1)
      for (const box of await buttons.evaluateAll((nodes) =>
        nodes.map((node) => node.getBoundingClientRect()),
      ))
        expect(Math.min(box.width, box.height)).toBeGreaterThanOrEqual(44)
      await expect(page.locator('.carousel--home').getByRole('button', { name: 'Suivant' })).toBeVisible()
      const width = page.viewportSize()!.width
      for (const name of ['Toutes les actualités', 'Tout l’agenda']) {
        const link = (await page.getByRole('link', { name }).boundingBox())!
        expect(Math.abs(link.x + link.width / 2 - width / 2), name).toBeLessThanOrEqual(2)
      }
    },
  )
})

test.describe('events carousel', () => {
  test('moves by a whole view: 3 events on a desktop, one on a phone', async ({ page }, testInfo) => {
    await gotoReady(page, '/')
    const carousel = page.locator('.carousel--events')
    const events = carousel.locator('.carousel__slide')
    const perView = isDesktop(testInfo) ? 3 : 1
    const viewport = (await carousel.locator('.carousel__viewport').boundingBox())!
    const first = (await events.first().boundingBox())!
    expect(Math.round(viewport.width / first.width)).toBe(perView)
    expect(await events.count(), 'more events than one view holds').toBeGreaterThan(perView)
    await carousel.getByRole('button', { name: /Suivant/ }).click()
    // After one step, the event that was just out of view is the first one shown.
    await expect(async () => {
      const box = (await events.nth(perView).boundingBox())!
      expect(Math.abs(box.x - first.x)).toBeLessThanOrEqual(2)
    }).toPass({ timeout: 5_000 })
  })
})
