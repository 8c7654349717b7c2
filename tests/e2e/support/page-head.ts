import { expect, type APIRequestContext, type Page } from '@playwright/test'

/** What a page says about itself to search engines and share previews, read from its HTML. */
export type PageHead = {
  title: string
  description: string | null
  canonical: string[]
  robots: string | null
  og: { title: string | null; url: string | null; image: string | null; locale: string | null }
}

/** Reads the head of the page loaded in `page` (any script left aside: the HTML as served). */
export async function readHead(page: Page): Promise<PageHead> {
  const meta = (selector: string) => page.locator(selector).first().getAttribute('content', { timeout: 1000 })
  const optional = async (selector: string) =>
    (await page.locator(selector).count()) > 0 ? await meta(selector) : null
  return {
    title: await page.title(),
    description: await optional('meta[name="description"]'),
    canonical: await page
      .locator('link[rel="canonical"]')
      .evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? '')),
    robots: await optional('meta[name="robots"]'),
    og: {
      title: await optional('meta[property="og:title"]'),
      url: await optional('meta[property="og:url"]'),
      image: await optional('meta[property="og:image"]'),
      locale: await optional('meta[property="og:locale"]'),
    },
  }
}

export type ExpectedHead = {
  /** The site's address, e.g. http://localhost:3100. */
  siteUrl: string
  /** The path the canonical URL must name. */
  canonical: string
  /** The page must be kept out of search engines. */
  noindex?: boolean
}

const sameUrl = (url: string) => new URL(url).href

/**
 * Checks the head every public page must have: a title (the page's own, then the site's name), a
 * description, one absolute canonical URL on the site, an Open Graph card in French whose image answers
 * with an image, and a robots rule only where the page is kept out of search engines.
 */
export async function expectPageHead(head: PageHead, expected: ExpectedHead, request: APIRequestContext) {
  expect(head.title.trim(), 'title').not.toBe('')
  expect(head.og.title?.trim(), 'og:title').toBeTruthy()
  expect(head.title.startsWith(head.og.title!), `title « ${head.title} » begins with og:title`).toBe(true)
  expect(head.description?.trim(), 'meta description').toBeTruthy()

  expect(head.canonical, 'one canonical link').toHaveLength(1)
  const canonical = head.canonical[0]
  expect(canonical, 'absolute canonical URL on the site').toMatch(/^https?:\/\//)
  expect(sameUrl(canonical)).toBe(sameUrl(`${expected.siteUrl}${expected.canonical}`))
  expect(head.og.url, 'og:url').toBeTruthy()
  expect(sameUrl(head.og.url!), 'og:url is the canonical URL').toBe(sameUrl(canonical))
  expect(head.og.locale, 'og:locale').toBe('fr_FR')

  expect(head.og.image, 'og:image is an absolute http URL').toMatch(/^https?:\/\//)
  const image = await request.get(head.og.image!)
  expect(image.status(), `og:image ${head.og.image}`).toBe(200)
  expect(image.headers()['content-type'], `og:image ${head.og.image}`).toMatch(/^image\//)

  if (expected.noindex) expect(head.robots, 'robots').toContain('noindex')
  else expect(head.robots ?? '', 'robots').not.toContain('noindex')
}
