import { expect, test, type APIRequestContext, type Page } from '@playwright/test'
import { expectNoSeriousA11yViolations } from './support/a11y'
import { gotoReady, isDesktop } from './support/viewport'

const items = (page: Page) => page.locator('#article-grid .grid-item')
const loadMore = (page: Page) => page.locator('.load-more__button')

async function publishedCount(request: APIRequestContext) {
  return (await (await request.get('/api/articles?limit=1&depth=0')).json()).totalDocs as number
}

type ApiArticle = { slug: string; title: string; publishedAt: string; content: unknown }

async function articles(request: APIRequestContext, limit = 100): Promise<ApiArticle[]> {
  return (await (await request.get(`/api/articles?limit=${limit}&depth=0&sort=-publishedAt`)).json()).docs
}

test.describe('article listing and load-more', () => {
  // The button's states and the pages it loads, the same at every width: checked once (loading by
  // scrolling, which depends on the window, runs at both widths).
  test(
    'the button loads each next page until the last, with the loading state in between',
    { tag: '@desktop' },
    async ({ page, request }) => {
      const total = await publishedCount(request)
      // Each batch is held until the test lets it go. The click shows its loading state before the
      // request reaches this handler: a release that comes first lets the next request straight through.
      let held: (() => void) | null = null
      let releasedEarly = 0
      await page.route('**/ajax', async (route) => {
        if (releasedEarly > 0) releasedEarly--
        else await new Promise<void>((resolve) => (held = resolve))
        await route.continue()
      })
      const release = () => {
        if (held) held()
        else releasedEarly++
        held = null
      }
      await gotoReady(page, '/articles')
      await expect(page.locator('main[data-page="listing"]')).toBeVisible()
      await expect(items(page)).toHaveCount(12)
      await expect(page.locator('#pagination')).toBeHidden()
      const button = loadMore(page)
      await expect(button).toHaveText("Voir plus d'articles")
      await expect(button).toHaveClass(/btn--primary/)

      for (let shown = 12; shown < total; shown = Math.min(total, shown + 12)) {
        await button.click()
        await expect(button).toBeDisabled()
        await expect(button).not.toHaveClass(/btn--primary/)
        await expect(button.locator('.load-more__spinner')).toBeVisible()
        release()
        await expect(items(page)).toHaveCount(Math.min(total, shown + 12))
        if (shown + 12 < total) {
          await expect(button).toHaveText("Voir plus d'articles")
          await expect(button).toBeEnabled()
          await expect(button).toHaveClass(/btn--primary/)
        }
      }
      await expect(button).toHaveCount(0)
      // Every card appears once: nothing skipped, nothing repeated.
      const hrefs = await page
        .locator('#article-grid .card__link')
        .evaluateAll((links) => links.map((a) => a.getAttribute('href')))
      expect(new Set(hrefs).size).toBe(total)
    },
  )

  test('scrolling near the bottom loads the next pages', async ({ page, request }) => {
    const total = await publishedCount(request)
    await gotoReady(page, '/articles')
    await expect(items(page)).toHaveCount(12)
    // Each scroll loads one page: scroll again soon after it has come, rather than waiting a second for
    // everything after each scroll (and up to another second between tries).
    await expect(async () => {
      await page.evaluate(() =>
        window.scrollTo({ top: document.documentElement.scrollHeight, behavior: 'instant' }),
      )
      expect(await items(page).count()).toBe(total)
    }).toPass({ timeout: 30_000, intervals: [250] })
    await expect(loadMore(page)).toHaveCount(0)
  })

  test('card images load 500 px before they reach the window (370 px on a phone), not earlier', async ({
    page,
  }, testInfo) => {
    // A shorter window on desktop leaves a card row far enough below the fold to watch.
    if (isDesktop(testInfo)) await page.setViewportSize({ width: 1366, height: 600 })
    const expand = isDesktop(testInfo) ? 500 : 370
    await gotoReady(page, '/articles')
    await page.waitForFunction(() => 'lazySizes' in window)
    // The lowest card image still waiting, and where its top is in the page.
    const target = await page.evaluate(() => {
      const waiting = [...document.querySelectorAll<HTMLImageElement>('#article-grid img.lazyload')]
      const lowest = waiting.sort((a, b) => b.getBoundingClientRect().top - a.getBoundingClientRect().top)[0]
      lowest.id = 'lazy-target'
      return { top: lowest.getBoundingClientRect().top + window.scrollY, windowHeight: window.innerHeight }
    })
    expect(target.top - target.windowHeight, 'the image starts well below the fold').toBeGreaterThan(
      expand + 100,
    )
    const image = page.locator('#lazy-target')
    const scrollToDistance = async (distance: number) => {
      await page.evaluate(
        (y) => window.scrollTo({ top: y, behavior: 'instant' }),
        target.top - target.windowHeight - distance,
      )
      await page.waitForTimeout(600) // several of the loader's 125 ms checks
    }
    await scrollToDistance(expand + 80)
    await expect(image).not.toHaveClass(/lazyloaded/)
    expect(await image.getAttribute('src')).toBeNull()
    await scrollToDistance(expand - 80)
    await expect(image).toHaveClass(/lazyloaded/)
    await expect(image).toHaveAttribute('src', /\/api\/media\//)
  })

  // A phone shows one card per row, so most of a batch lands far below the window.
  test(
    'cards added by load-more lazy-load like the first page: one image each, none fetched early',
    {
      tag: '@phone',
    },
    async ({ page }) => {
      await gotoReady(page, '/articles')
      await page.waitForFunction(() => 'lazySizes' in window)
      await loadMore(page).click()
      // Reaching the button also scrolls near the bottom, which may load a further batch by itself.
      await expect.poll(() => items(page).count()).toBeGreaterThanOrEqual(24)
      await page.waitForTimeout(600) // several of the loader's 125 ms checks
      // Only the server-rendered first page keeps its no-script copies: none among the added cards.
      const addedCopies = await items(page).evaluateAll(
        (nodes) => nodes.slice(12).filter((node) => node.querySelector('noscript')).length,
      )
      expect(addedCopies).toBe(0)
      const added = items(page).last()
      await expect(added.locator('noscript')).toHaveCount(0)
      await expect(added.locator('img')).toHaveCount(1)
      await expect(added.locator('img')).toHaveClass(/lazyload/)
      expect(await added.locator('img').getAttribute('src'), 'the last card of the batch waits').toBeNull()
      await added.scrollIntoViewIfNeeded()
      await expect(added.locator('img')).toHaveAttribute('src', /\/api\/media\//)
    },
  )

  // The loader's error handling, the same at every width: checked once.
  test(
    'a failed request shows a French message and the visitor can retry',
    { tag: '@desktop' },
    async ({ page }) => {
      await gotoReady(page, '/articles')
      // Every request fails until the message shows: clicking scrolls the button into view, which may
      // also trigger the scroll loader first.
      await page.route('**/ajax', (route) => route.abort())
      await loadMore(page).click()
      await expect(page.locator('.load-more__error')).toHaveText(
        'Le chargement a échoué. Vérifiez votre connexion, puis réessayez.',
      )
      await expect(page.locator('.load-more__error')).toHaveAttribute('role', 'alert')
      await expect(loadMore(page)).toHaveText('Réessayer')
      await page.unroute('**/ajax')
      await loadMore(page).click()
      await expect(items(page)).toHaveCount(24)
      await expect(page.locator('.load-more__error')).toHaveCount(0)
    },
  )

  // Its own context at the default window size, so both projects ran the very same thing: run once.
  test(
    'without JavaScript the listing works through numbered pages',
    { tag: '@desktop' },
    async ({ browser }) => {
      const context = await browser.newContext({ javaScriptEnabled: false })
      const page = await context.newPage()
      await page.goto('/articles')
      await expect(page.locator('#pagination')).toBeVisible()
      await expect(loadMore(page)).toHaveCount(0)
      await page.getByRole('link', { name: 'Page 2' }).click()
      await expect(page).toHaveURL(/\/articles\/page\/2$/)
      await expect(page.locator('#article-grid .grid-item')).toHaveCount(12)
      await context.close()
    },
  )

  test('category pages list their articles and pass axe', async ({ page }) => {
    await gotoReady(page, '/articles')
    // The category of the first card surely has articles.
    const title = await page.locator('#article-grid .card__category').first().innerText()
    const { docs } = await (await page.request.get('/api/categories?limit=100&depth=0')).json()
    const slug = (docs as { slug: string; title: string }[]).find(
      (c) => c.title.toLowerCase() === title.toLowerCase(),
    )!.slug
    await gotoReady(page, `/categorie/${slug}`)
    await expect(page.locator('main[data-page="category"]')).toBeVisible()
    await expect(items(page).first()).toBeVisible()
    await expectNoSeriousA11yViolations(page)
  })

  // The list is the same at every width; checked on a phone, where it must not push the articles down.
  test(
    'the monthly archives are linked from the listing, with their counts, and pass axe',
    {
      tag: '@phone',
    },
    async ({ page, request }) => {
      const total = await publishedCount(request)
      await gotoReady(page, '/articles')
      const archives = page.locator('details.archive-months')
      await expect(archives).not.toHaveAttribute('open', '')
      await expect(items(page).first()).toBeInViewport()
      await archives.locator('summary').click()
      const months = archives.getByRole('navigation', { name: 'Archives par mois' }).getByRole('listitem')
      const rows = await months.allInnerTexts()
      expect(rows.length).toBeGreaterThan(1)
      // Every published article is in exactly one month.
      const counted = rows.map((row) => Number(/\((\d+)/.exec(row)?.[1]))
      expect(counted.reduce((sum, n) => sum + n, 0)).toBe(total)
      expect(rows[0]).toMatch(
        /^(janvier|février|mars|avril|mai|juin|juillet|août|septembre|octobre|novembre|décembre) \d{4} \(\d+/,
      )
      await expectNoSeriousA11yViolations(page)
      // The smallest month fits one page: its page shows as many cards as its count says.
      const smallest = counted.indexOf(Math.min(...counted))
      const link = months.nth(smallest).getByRole('link')
      await link.click()
      await expect(page).toHaveURL(/\/archives\/\d{4}\/\d{2}$/)
      await expect(items(page)).toHaveCount(counted[smallest])
      await page.locator('details.archive-months summary').click()
      await expect(page.locator('details.archive-months a[aria-current="page"]')).toHaveCount(1)
    },
  )

  test('archive pages keep the reading order across rows', async ({ page, request }) => {
    // The month with the most articles among the newest ones.
    const counts = new Map<string, number>()
    for (const article of await articles(request)) {
      const month = article.publishedAt.slice(0, 7)
      counts.set(month, (counts.get(month) ?? 0) + 1)
    }
    const [month] = [...counts.entries()].sort((a, b) => b[1] - a[1])[0]
    await gotoReady(page, `/archives/${month.slice(0, 4)}/${month.slice(5, 7)}`)
    await expect(page.locator('main[data-page="archive"]')).toBeVisible()
    await expect(page.locator('#article-grid.is-masonry')).toBeVisible()
    const boxes = await items(page).evaluateAll((nodes) =>
      nodes
        .map((node) => node.getBoundingClientRect())
        .map((r) => ({ x: Math.round(r.x), y: Math.round(r.y) })),
    )
    const columns = new Set(boxes.map((box) => box.x)).size
    expect(boxes.length).toBeGreaterThanOrEqual(2)
    // Item i sits in column i mod n, and each row starts no higher than the row before.
    boxes.forEach((box, i) => {
      expect(box.x).toBe(boxes[i % columns].x)
      if (i >= columns) expect(box.y).toBeGreaterThan(boxes[i - columns].y)
    })
    await expectNoSeriousA11yViolations(page)
  })
})

test.describe('post page', () => {
  async function articleWithHeadings(request: APIRequestContext) {
    const found = (await articles(request)).find(
      (article) => (JSON.stringify(article.content).match(/"type":"heading"/g)?.length ?? 0) >= 2,
    )
    expect(found, 'a demo article with headings').toBeTruthy()
    return found!
  }

  test('table of contents toggles and its links reach the headings', async ({ page, request }) => {
    const article = await articleWithHeadings(request)
    await gotoReady(page, `/articles/${article.slug}`)
    const toc = page.locator('details.toc')
    await expect(toc).toHaveAttribute('open', '')
    await page.locator('.toc__toggle').click()
    await expect(toc).not.toHaveAttribute('open', '')
    await page.locator('.toc__toggle').focus()
    await page.keyboard.press('Enter')
    await expect(toc).toHaveAttribute('open', '')
    // Main headings are the top level and number only themselves; sub-headings nest under theirs.
    await expect(toc.locator('nav > ol > li')).toHaveCount(await page.locator('.prose h2').count())
    await expect(toc.locator('nav > ol > li > ol > li')).toHaveCount(await page.locator('.prose h3').count())
    const link = toc.locator('a').nth(1)
    const target = (await link.getAttribute('href'))!
    await link.click()
    await expect(page.locator(target)).toBeInViewport()
    await expectNoSeriousA11yViolations(page)
  })

  // Pop-up windows are desktop browser behaviour (phones open a tab).
  test('share links open a centred 575 x 520 pop-up', { tag: '@desktop' }, async ({ page, request }) => {
    const [article] = await articles(request, 1)
    await page
      .context()
      .route('https://www.facebook.com/**', (route) =>
        route.fulfill({ body: '<title>Facebook</title>', contentType: 'text/html' }),
      )
    await gotoReady(page, `/articles/${article.slug}`)
    // Until their script has run, share links open as plain links, in a new tab.
    await page.locator('html[data-share-links="ready"]').waitFor({ state: 'attached' })
    const [popup] = await Promise.all([
      page.waitForEvent('popup'),
      page.locator('[data-share="facebook"]').click(),
    ])
    const size = await popup.evaluate(() => ({ width: window.innerWidth, height: window.innerHeight }))
    expect(size).toEqual({ width: 575, height: 520 })
    expect(popup.url()).toContain(encodeURIComponent(`/articles/${article.slug}`))
    await expect(page.locator('[data-share="email"]')).toHaveAttribute('href', /^mailto:\?subject=/)
  })

  // The page's head as served, the same at every width: checked once.
  test('search engines get metadata and structured data', { tag: '@desktop' }, async ({ page, request }) => {
    const [article] = await articles(request, 1)
    await page.goto(`/articles/${article.slug}`)
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
      'href',
      new RegExp(`/articles/${article.slug}$`),
    )
    await expect(page.locator('meta[property="og:type"]')).toHaveAttribute('content', 'article')
    await expect(page.locator('meta[name="twitter:card"]')).toHaveAttribute('content', /summary/)
    const blocks = await page.locator('script[type="application/ld+json"]').allTextContents()
    const data = blocks.map((text) => JSON.parse(text))
    const ld = data.find((entry) => entry['@type'] === 'Article')
    expect(ld).toMatchObject({
      '@context': 'https://schema.org',
      headline: article.title,
      inLanguage: 'fr-FR',
    })
    expect(new Date(ld.datePublished).toString()).not.toBe('Invalid Date')
    const crumbs = data.find((entry) => entry['@type'] === 'BreadcrumbList')
    expect(crumbs.itemListElement[0]).toMatchObject({ position: 1, name: 'Accueil' })
    expect(crumbs.itemListElement.at(-1).item).toMatch(new RegExp(`/articles/${article.slug}$`))
  })

  // The status and heading of the server's 404 (its layout at both widths: shell.spec.ts).
  test('an unknown article is the French 404', { tag: '@desktop' }, async ({ page }) => {
    const response = await page.goto('/articles/cet-article-n-existe-pas')
    expect(response?.status()).toBe(404)
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Page introuvable')
  })
})

// Server output, the same at every width: checked once.
test.describe('feeds and the loadmore contract', { tag: '@desktop' }, () => {
  test('sitemap, robots and RSS', async ({ request }) => {
    const [article] = await articles(request, 1)
    const sitemap = await (await request.get('/sitemap.xml')).text()
    expect(sitemap).toContain(`/articles/${article.slug}</loc>`)
    expect(sitemap).toContain('/categorie/')
    const robots = await (await request.get('/robots.txt')).text()
    expect(robots).toMatch(/Sitemap: http.+\/sitemap\.xml/)
    const rss = await request.get('/flux.xml')
    expect(rss.headers()['content-type']).toContain('application/rss+xml')
    const xml = await rss.text()
    expect(xml.match(/<item>/g)).toHaveLength(20)
    expect(xml).toContain(`/articles/${article.slug}</link>`)
  })

  test('loadmore answers HTML fragments, empty past the end, and 400 for bad input', async ({ request }) => {
    const query = JSON.stringify({ kind: 'all' })
    const next = await request.post('/ajax', { form: { action: 'loadmore', query, page: '1' } })
    expect(next.headers()['content-type']).toContain('text/html')
    expect((await next.text()).match(/class="grid-item"/g)).toHaveLength(12)
    const past = await request.post('/ajax', { form: { action: 'loadmore', query, page: '999' } })
    expect(await past.text()).toBe('')
    for (const page of ['', '-1', 'abc', '99999999']) {
      expect((await request.post('/ajax', { form: { action: 'loadmore', query, page } })).status()).toBe(400)
    }
    const tampered = await request.post('/ajax', {
      form: { action: 'loadmore', query: '{"kind":"all","draft":true}', page: '1' },
    })
    expect(tampered.status()).toBe(400)
  })
})
