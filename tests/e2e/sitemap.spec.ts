import { expect, test } from '@playwright/test'
import { e2eEnv } from '../../playwright.config'

/** The addresses of a sitemap, in order. */
const sitemapUrls = (xml: string) =>
  [...xml.matchAll(/<loc>([^<]*)<\/loc>/g)].map((match) => match[1].replace(/&amp;/g, '&'))

// The sitemap does not depend on the width: run once.
test.describe('the sitemap @desktop', () => {
  test('lists only addresses of the site that answer 200', async ({ request }) => {
    test.setTimeout(240_000)
    const sitemap = await request.get('/sitemap.xml')
    expect(sitemap.status()).toBe(200)
    const urls = sitemapUrls(await sitemap.text())
    for (const section of ['/', '/articles', '/agenda', '/carte', '/videos', '/videos/evenements'])
      expect(urls, section).toContain(`${e2eEnv.SITE_URL}${section}`)
    expect(urls.some((url) => url.includes('/articles/'))).toBe(true)
    expect(
      urls.some((url) => /\/archives\/\d{4}\/\d{2}$/.test(url)),
      'the monthly archives',
    ).toBe(true)
    for (const keyword of ['/recherche', '/recherche?s=plage', '/recherche?s=char+%C3%A0+voile'])
      expect(urls, `the proposed keyword ${keyword}`).toContain(`${e2eEnv.SITE_URL}${keyword}`)
    expect(new Set(urls).size, 'each address once').toBe(urls.length)
    const failures: string[] = []
    // A few at a time: most pages are rendered on their first visit.
    for (let start = 0; start < urls.length; start += 6) {
      await Promise.all(
        urls.slice(start, start + 6).map(async (url) => {
          expect(url.startsWith(`${e2eEnv.SITE_URL}/`), url).toBe(true)
          const response = await request.get(url, { maxRedirects: 0 })
          if (response.status() !== 200) failures.push(`${response.status()} ${url}`)
        }),
      )
    }
    expect(failures).toEqual([])
  })

  test('the menu and footer link only to pages that answer 200', async ({ page, request }) => {
    await page.goto('/')
    const hrefs = await page
      .locator('header a[href^="/"], footer a[href^="/"]')
      .evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''))
    const paths = [...new Set(hrefs.map((href) => href.split('#')[0]))]
    expect(paths.length).toBeGreaterThan(5)
    const failures: string[] = []
    for (const path of paths) {
      const response = await request.get(path, { maxRedirects: 0 })
      if (response.status() !== 200) failures.push(`${response.status()} ${path}`)
    }
    expect(failures).toEqual([])
  })

  test('is named by robots.txt', async ({ request }) => {
    const robots = await (await request.get('/robots.txt')).text()
    expect(robots).toContain(`Sitemap: ${e2eEnv.SITE_URL}/sitemap.xml`)
  })
})

// The icons do not depend on the width: checked once.
test.describe('the icon set @desktop', () => {
  test('pages name the favicon, the touch icon and the manifest (the SVG icon is in the manifest), and each answers', async ({
    page,
    request,
  }) => {
    await page.goto('/')
    const links = await page
      .locator('head link[rel="icon"], head link[rel="apple-touch-icon"], head link[rel="manifest"]')
      .evaluateAll((nodes) =>
        nodes.map((node) => ({ rel: node.getAttribute('rel'), href: node.getAttribute('href') })),
      )
    const rels = links.map((link) => link.rel)
    expect(rels).toContain('icon')
    expect(rels).toContain('apple-touch-icon')
    expect(rels).toContain('manifest')
    // Not the SVG: Chromium draws a tab's SVG icon as a document of its own, on the page's main thread
    // (docs/decisions/0026-svg-icon-in-the-manifest-only.md).
    expect(links.map((link) => link.href)).not.toContainEqual(expect.stringMatching(/\.svg(\?|$)/))
    for (const link of links) {
      const response = await request.get(link.href ?? '')
      expect(response.status(), `${link.rel} ${link.href}`).toBe(200)
    }
    const favicon = await request.get('/favicon.ico')
    expect(favicon.status()).toBe(200)
    expect(favicon.headers()['content-type']).toContain('image/')
    const manifest = await (await request.get('/manifest.webmanifest')).json()
    expect(manifest).toMatchObject({ short_name: 'Escale', lang: 'fr', theme_color: '#0b4f6c' })
    expect(manifest.icons).toContainEqual(
      expect.objectContaining({ src: '/icon.svg', type: 'image/svg+xml' }),
    )
    for (const icon of manifest.icons as { src: string; type: string }[]) {
      const response = await request.get(icon.src)
      expect(response.status(), icon.src).toBe(200)
      expect(response.headers()['content-type'], icon.src).toContain(icon.type)
    }
  })
})
