import AxeBuilder from '@axe-core/playwright'
import { expect, test, type APIRequestContext, type Locator, type Page } from '@playwright/test'

/**
 * The image overlay on the post page (docs/behaviour/overlay.md). The demo articles carry images in their
 * body, rendered as `.prose a > img` links to the large file, and one demo article has a link of each kind
 * made in the link dialog. The tests of edge cases (failures, sanitising) add a link to the real post page
 * and answer its address with page.route.
 */

const countUploads = (node: unknown): number => {
  if (!node || typeof node !== 'object') return 0
  if (Array.isArray(node)) return node.reduce((sum: number, child) => sum + countUploads(child), 0)
  const own = (node as { type?: unknown }).type === 'upload' ? 1 : 0
  return own + Object.values(node).reduce((sum: number, child) => sum + countUploads(child), 0)
}

let slugWithImages: Promise<string> | undefined
/** The published article with the most images in its body. */
function articleWithImages(request: APIRequestContext): Promise<string> {
  slugWithImages ??= (async () => {
    const response = await request.get('/api/articles?limit=100&depth=0&sort=-publishedAt')
    expect(response.status()).toBe(200)
    const docs = (await response.json()).docs as { slug: string; content: unknown }[]
    const ranked = docs
      .map((doc) => ({ slug: doc.slug, images: countUploads(doc.content) }))
      .filter((doc) => doc.images > 0)
    ranked.sort((a, b) => b.images - a.images)
    expect(ranked.length, 'a demo article with an image in its body').toBeGreaterThan(0)
    return ranked[0]!.slug
  })()
  return slugWithImages
}

const IMAGE_HREF = ['jpg', 'jpeg', 'png', 'gif', 'bmp', 'webp'].map((ext) => `[href$=".${ext}" i]`).join(', ')
/** The image links of the article body (the first `.prose` holding one): one overlay group. */
const imageLinks = (page: Page) =>
  page
    .locator('.prose')
    .filter({ has: page.locator(`a:is(${IMAGE_HREF}) img`) })
    .first()
    .locator(`a:is(${IMAGE_HREF}):has(img)`)
const overlay = (page: Page) => page.getByRole('dialog')
const absolute = (page: Page, href: string | null) => new URL(href ?? '', page.url()).href

async function openPost(page: Page) {
  await page.goto(`/articles/${await articleWithImages(page.request)}`)
  await expect(imageLinks(page).first()).toBeVisible()
  // The overlay marks the page once it takes links over; a click before that just opens the image.
  await expect(page.locator('html')).toHaveAttribute('data-overlay-ready', '')
}

/** Gives the article body at least `count` image links, adding copies pointing at other uploads if needed. */
async function ensureImageLinks(page: Page, count: number) {
  const present = await imageLinks(page).count()
  if (present >= count) return
  const { docs } = await (
    await page.request.get('/api/media?limit=20&depth=0&where[mimeType][equals]=image/jpeg')
  ).json()
  const first = absolute(page, await imageLinks(page).first().getAttribute('href'))
  const others = (docs as { url?: string; mimeType?: string; sizes?: { large?: { url?: string } } }[])
    .filter((doc) => doc.mimeType !== 'image/svg+xml')
    .map((doc) => absolute(page, doc.sizes?.large?.url ?? doc.url ?? ''))
    .filter((url) => url !== first)
  expect(others.length, 'other uploaded images').toBeGreaterThanOrEqual(count - present)
  test.info().annotations.push({
    type: 'note',
    description: `${count - present} image link(s) added to the article body`,
  })
  await imageLinks(page)
    .first()
    .evaluate(
      (link, urls) => {
        for (const url of urls) {
          const copy = link.cloneNode(true) as HTMLAnchorElement
          copy.href = url
          copy.removeAttribute('title')
          link.closest('.prose')!.append(copy)
        }
      },
      others.slice(0, count - present),
    )
}

/** Records the overlay's successive states (loading, visible) as the page sees them. */
async function watchStates(page: Page) {
  await page.evaluate(() => {
    const states: string[] = []
    ;(window as unknown as { overlayStates: string[] }).overlayStates = states
    new MutationObserver(() => {
      const dialog = document.querySelector('dialog[data-state]')
      if (!dialog) return
      const state = `${dialog.getAttribute('data-state')}:${dialog.getAttribute('aria-busy')}`
      if (states.at(-1) !== state) states.push(state)
    }).observe(document.body, {
      subtree: true,
      childList: true,
      attributes: true,
      attributeFilter: ['data-state', 'aria-busy'],
    })
  })
  return () => page.evaluate(() => (window as unknown as { overlayStates: string[] }).overlayStates)
}

async function addLink(page: Page, html: string) {
  await page
    .locator('.prose')
    .first()
    .evaluate((prose, markup) => prose.insertAdjacentHTML('beforeend', markup), html)
}

const pageErrors: Error[] = []
test.beforeEach(({ page }) => {
  pageErrors.length = 0
  page.on('pageerror', (error) => pageErrors.push(error))
})
test.afterEach(() => expect(pageErrors, 'uncaught errors in the page').toEqual([]))

test.describe('image overlay', () => {
  test('opens an image on click: loading, then visible, fitted, labelled, and passes axe', async ({
    page,
  }) => {
    await openPost(page)
    const link = imageLinks(page).first()
    const inArticle = (await link.locator('img').first().boundingBox())?.width ?? 0
    const states = await watchStates(page)
    await link.click()
    const dialog = overlay(page)
    await expect(dialog).toBeVisible()
    await expect(dialog).toHaveAttribute('data-state', 'visible')
    expect(await states()).toEqual(['loading:true', 'visible:false'])
    await expect(dialog).toHaveAttribute('aria-modal', 'true')
    await expect(dialog).toHaveAccessibleName(/.+/)
    const image = dialog.locator('img')
    await expect(image).toHaveAttribute('src', absolute(page, await link.getAttribute('href')))
    const viewport = page.viewportSize()!
    const box = (await image.boundingBox())!
    // Wide windows keep 150 px of margin; a phone uses its whole width (less the box's 30 px of padding),
    // so the image is never smaller than in the article.
    const narrow = viewport.width < 600
    expect(box.width).toBeLessThanOrEqual(viewport.width - (narrow ? 30 : 150) + 1)
    expect(box.height).toBeLessThanOrEqual(viewport.height - 150 + 1)
    if (narrow) expect(box.width, 'not smaller than in the article').toBeGreaterThanOrEqual(inArticle - 1)
    await expect(dialog.getByRole('button', { name: 'Fermer' })).toBeFocused()
    const axe = await new AxeBuilder({ page }).include('dialog[open]').analyze()
    expect(axe.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical')).toEqual([])
  })

  // The overlay's logic, the same at every width: checked once (opening, fitting and axe at both widths).
  test(
    'moves through the images of an article: Suiv., Préc., period and comma',
    { tag: '@desktop' },
    async ({ page }) => {
      await openPost(page)
      await ensureImageLinks(page, 2)
      const total = await imageLinks(page).count()
      const hrefs = await imageLinks(page).evaluateAll((links) =>
        links.map((link) => (link as HTMLAnchorElement).href),
      )
      await imageLinks(page).first().click()
      const dialog = overlay(page)
      const image = dialog.locator('img')
      await expect(dialog.getByText(`Image 1 sur ${total}`, { exact: true })).toBeVisible()
      await expect(image).toHaveAttribute('src', hrefs[0]!)
      await expect(dialog.getByRole('button', { name: 'Préc.' })).toHaveAttribute('aria-disabled', 'true')

      await page.keyboard.press(',') // already the first: stays
      await expect(dialog.getByText(`Image 1 sur ${total}`, { exact: true })).toBeVisible()
      await page.keyboard.press('.')
      await expect(dialog.getByText(`Image 2 sur ${total}`, { exact: true })).toBeVisible()
      await expect(image).toHaveAttribute('src', hrefs[1]!)
      await expect(dialog).toHaveAttribute('data-state', 'visible')
      await page.keyboard.press(',')
      await expect(dialog.getByText(`Image 1 sur ${total}`, { exact: true })).toBeVisible()
      await expect(image).toHaveAttribute('src', hrefs[0]!)

      await dialog.getByRole('button', { name: 'Suiv.' }).click()
      await expect(dialog.getByText(`Image 2 sur ${total}`, { exact: true })).toBeVisible()
      await dialog.getByRole('button', { name: 'Préc.' }).click()
      await expect(dialog.getByText(`Image 1 sur ${total}`, { exact: true })).toBeVisible()
    },
  )

  // The overlay's logic, the same at every width: checked once (opening, fitting and axe at both widths).
  test('closes with Escape and gives focus back to the link', { tag: '@desktop' }, async ({ page }) => {
    await openPost(page)
    const link = imageLinks(page).first()
    await link.click()
    await expect(overlay(page)).toHaveAttribute('data-state', 'visible')
    await page.keyboard.press('Escape')
    await expect(overlay(page)).toHaveCount(0)
    await expect(link).toBeFocused()
  })

  test('closes with a click on the backdrop', async ({ page }) => {
    await openPost(page)
    const link = imageLinks(page).first()
    await link.click()
    await expect(overlay(page)).toHaveAttribute('data-state', 'visible')
    await overlay(page).locator('img').click() // inside the box: stays open
    await expect(overlay(page)).toBeVisible()
    await page.mouse.click(3, 3)
    await expect(overlay(page)).toHaveCount(0)
    await expect(link).toBeFocused()
  })

  // The overlay's logic, the same at every width: checked once (opening, fitting and axe at both widths).
  test('closes with the Fermer button', { tag: '@desktop' }, async ({ page }) => {
    await openPost(page)
    const link = imageLinks(page).first()
    await link.click()
    await overlay(page).getByRole('button', { name: 'Fermer' }).click()
    await expect(overlay(page)).toHaveCount(0)
    await expect(link).toBeFocused()
  })

  // Keyboard use is a desktop matter, and the focus trap is the same at every width: checked once.
  test(
    'opens from the keyboard alone, keeps focus inside and gives it back',
    { tag: '@desktop' },
    async ({ page }) => {
      await openPost(page)
      const link = imageLinks(page).first()
      await page.locator('main').focus()
      let reached = false
      for (let presses = 0; presses < 150 && !reached; presses++) {
        await page.keyboard.press('Tab')
        reached = await link.evaluate((element) => element === document.activeElement)
      }
      expect(reached, 'the image link is reachable with Tab').toBe(true)
      await page.keyboard.press('Enter')
      const dialog = overlay(page)
      await expect(dialog).toHaveAttribute('data-state', 'visible')
      await expect(dialog.getByRole('button', { name: 'Fermer' })).toBeFocused()
      for (let presses = 0; presses < 4; presses++) {
        await page.keyboard.press('Tab')
        // The page behind is inert: focus is in the dialog, or at worst on the document itself between laps.
        expect(
          await page.evaluate(
            () =>
              !document.activeElement ||
              document.activeElement === document.body ||
              Boolean(document.activeElement.closest('dialog')),
          ),
        ).toBe(true)
      }
      await page.keyboard.press('Escape')
      await expect(dialog).toHaveCount(0)
      await expect(link).toBeFocused()
    },
  )
})

test.describe('other overlay kinds, on the post page', () => {
  // The modal mode's logic, the same at every width: checked once.
  test(
    'inline content in modal mode: the backdrop does not close it, Escape and Fermer do',
    { tag: '@desktop' },
    async ({ page }) => {
      await openPost(page)
      await addLink(
        page,
        '<div id="e2e-inline" hidden><p id="e2e-hours">Ouvert de 9 h à 18 h</p></div>' +
          '<a class="thickbox" id="e2e-inline-link" href="#TB_inline?width=300&height=120&inlineId=e2e-inline&modal=true" title="Horaires">Horaires</a>',
      )
      const link = page.locator('#e2e-inline-link')
      await link.click()
      const dialog = page.getByRole('dialog', { name: 'Horaires' })
      await expect(dialog.getByText('Ouvert de 9 h à 18 h')).toBeVisible()
      await expect(page.locator('[id="e2e-hours"]')).toHaveCount(1) // the copy's ids are renamed
      await page.mouse.click(3, 3)
      await expect(dialog).toBeVisible()
      await page.keyboard.press('Escape')
      await expect(dialog).toHaveCount(0)
      await expect(link).toBeFocused()
      await link.click()
      await dialog.getByRole('button', { name: 'Fermer' }).click()
      await expect(dialog).toHaveCount(0)
    },
  )

  // Fetching and sanitising, the same at every width: checked once.
  test(
    'remote content: fetched with a random parameter, sanitised; a failure closes silently',
    { tag: '@desktop' },
    async ({ page }) => {
      await openPost(page)
      const requested: string[] = []
      await page.route('**/e2e-fragment**', (route) => {
        requested.push(route.request().url())
        const broken = new URL(route.request().url()).pathname.endsWith('-broken')
        return broken
          ? route.fulfill({ status: 500, body: 'Erreur' })
          : route.fulfill({
              contentType: 'text/html; charset=utf-8',
              body: '<p>Bonjour</p><script>window.pwned = 1</script><img alt="" src="/x.png" onerror="window.pwned = 2"><a href="javascript:window.pwned = 3">lien</a>',
            })
      })
      await addLink(
        page,
        '<a class="overlay" id="e2e-remote" href="/e2e-fragment?width=400&height=200&jour=lundi" title="Fragment">Fragment</a>',
      )
      await page.locator('#e2e-remote').click()
      const dialog = page.getByRole('dialog', { name: 'Fragment' })
      await expect(dialog.getByText('Bonjour')).toBeVisible()
      const url = new URL(requested[0]!)
      expect(url.searchParams.get('jour')).toBe('lundi')
      expect(url.searchParams.get('random')).toMatch(/^\d+$/)
      expect(url.searchParams.has('width')).toBe(false)
      await expect(dialog.locator('script, [onerror]')).toHaveCount(0)
      await expect(dialog.getByText('lien')).not.toHaveAttribute('href', /javascript/)
      expect(await page.evaluate(() => (window as unknown as { pwned?: number }).pwned)).toBeUndefined()
      await page.keyboard.press('Escape')

      await addLink(
        page,
        '<a class="overlay" id="e2e-broken" href="/e2e-fragment-broken" title="Cassé">Cassé</a>',
      )
      await page.locator('#e2e-broken').click()
      await expect.poll(() => requested.length).toBe(2) // asked for, then closed without a word
      await expect(page.getByRole('dialog')).toHaveCount(0)
    },
  )

  test('iframe content at the size the link asks for', async ({ page }) => {
    await openPost(page)
    await page.route('**/e2e-frame**', (route) =>
      route.fulfill({ contentType: 'text/html', body: '<p>Dans le cadre</p>' }),
    )
    await addLink(
      page,
      '<a class="thickbox" id="e2e-frame" href="/e2e-frame?TB_iframe=true&width=320&height=200" title="Cadre">Cadre</a>',
    )
    await page.locator('#e2e-frame').click()
    const dialog = page.getByRole('dialog', { name: 'Cadre' })
    await expect(dialog).toHaveAttribute('data-state', 'visible')
    const frame: Locator = dialog.locator('iframe')
    await expect(frame).toHaveAttribute('src', absolute(page, '/e2e-frame'))
    await expect(frame).toHaveAttribute('title', 'Cadre')
    expect((await frame.boundingBox())!.height).toBe(200)
    await expect(page.frameLocator('dialog iframe').getByText('Dans le cadre')).toBeVisible()
  })
})

/**
 * Links an editor sends to the overlay from the link dialog (« Ouvrir dans la fenêtre superposée »): the
 * demo article ends with one of each kind (src/features/seed/content/articles-long-3.ts).
 */
const DEMO_ARTICLE = '/articles/un-week-end-a-bray-dunes-notre-itineraire-en-deux-jours'
const demoLink = (page: Page, name: string) => page.locator('.prose a.overlay').filter({ hasText: name })

test.describe('links made in the back office', () => {
  test.beforeEach(async ({ page }) => {
    await page.goto(DEMO_ARTICLE)
    await expect(page.locator('html')).toHaveAttribute('data-overlay-ready', '')
  })

  // The overlay's logic, the same at every width: checked once.
  test(
    'open each kind in the overlay: images of a group, inline, iframe, remote',
    { tag: '@desktop' },
    async ({ page }) => {
      // Images: caption from the title, the group from rel, Suiv. to the other image of the group.
      const first = demoLink(page, 'la digue au coucher du soleil')
      await expect(first).toHaveAttribute('href', /^\/api\/media\/file\/digue-couchant[\w-]*\.jpg$/)
      await expect(first).toHaveAttribute('rel', 'week-end')
      await first.click()
      let dialog = page.getByRole('dialog', { name: 'La digue au coucher du soleil' })
      await expect(dialog).toHaveAttribute('data-state', 'visible')
      await expect(dialog.locator('img')).toHaveAttribute(
        'src',
        absolute(page, await first.getAttribute('href')),
      )
      await expect(dialog.getByText('Image 1 sur 2', { exact: true })).toBeVisible()
      await dialog.getByRole('button', { name: 'Suiv.' }).click()
      dialog = page.getByRole('dialog', { name: 'La grande plage à midi' })
      await expect(dialog.getByText('Image 2 sur 2', { exact: true })).toBeVisible()
      await expect(dialog.locator('img')).toHaveAttribute('src', /\/plage-midi[\w-]*\.jpg$/)
      await page.keyboard.press('Escape')
      await expect(page.getByRole('dialog')).toHaveCount(0)

      // Inline: a copy of a heading of the article, in a modal box the backdrop does not close.
      const inline = demoLink(page, 'le programme')
      await expect(inline).toHaveAttribute(
        'href',
        '#TB_inline?width=420&height=120&modal=true&inlineId=le-matin-la-dune-du-perroquet',
      )
      await inline.click()
      dialog = page.getByRole('dialog', { name: 'Samedi matin' })
      await expect(dialog.getByText('Le matin : la Dune du Perroquet')).toBeVisible()
      await page.mouse.click(3, 3)
      await expect(dialog).toBeVisible()
      await page.keyboard.press('Escape')
      await expect(page.getByRole('dialog')).toHaveCount(0)
      await expect(inline).toBeFocused()

      // Iframe: the agenda of the site, without the overlay's parameters, at the size asked for.
      await demoLink(page, 'l’agenda complet').click()
      dialog = page.getByRole('dialog', { name: 'L’agenda des sorties' })
      await expect(dialog).toHaveAttribute('data-state', 'visible')
      const frame = dialog.locator('iframe')
      await expect(frame).toHaveAttribute('src', absolute(page, '/agenda'))
      expect((await frame.boundingBox())!.height).toBe(560)
      await expect(
        page.frameLocator('dialog iframe').getByRole('heading', { level: 1, name: 'Agenda' }),
      ).toBeVisible()
      await page.keyboard.press('Escape')
      await expect(page.getByRole('dialog')).toHaveCount(0)

      // Remote: the « À propos » page, fetched with a random parameter and shown.
      const fetched = page.waitForRequest((request) => {
        const asked = new URL(request.url())
        return asked.pathname === '/a-propos' && asked.searchParams.has('random')
      })
      await demoLink(page, 'l’association Escale').click()
      const url = new URL((await fetched).url())
      expect(url.searchParams.get('random')).toMatch(/^\d+$/)
      expect(url.searchParams.has('modal')).toBe(false)
      expect(url.searchParams.has('width')).toBe(false)
      dialog = page.getByRole('dialog', { name: 'À propos d’Escale' })
      await expect(dialog.getByText('Escale est né en 2019')).toBeVisible()
      await expect(dialog.locator('script')).toHaveCount(0)
      await dialog.getByRole('button', { name: 'Fermer' }).click()
      await expect(page.getByRole('dialog')).toHaveCount(0)
    },
  )
})

// A plain link to the image, the same at every width: checked once.
test.describe('without JavaScript', { tag: '@desktop' }, () => {
  test.use({ javaScriptEnabled: false })

  test('an image link still opens the image', async ({ page }) => {
    await page.goto(`/articles/${await articleWithImages(page.request)}`)
    const link = imageLinks(page).first()
    const target = absolute(page, await link.getAttribute('href'))
    await link.click()
    await expect(page).toHaveURL(target)
  })
})
