import { expect, type APIRequestContext } from '@playwright/test'
import { JSDOM } from 'jsdom'

/** What a page says about itself to search engines and share previews, read from its HTML. */
export type PageHead = {
  title: string
  description: string | null
  canonical: string[]
  robots: string | null
  og: { title: string | null; url: string | null; image: string | null; locale: string | null }
}

/**
 * Reads the head of a page as served (what search engines and share previews read; no script run). Parsed
 * here rather than loaded in a browser: thirty pages loaded in a browser cost minutes on a slow machine.
 */
export function readHead(html: string): PageHead {
  const { document } = new JSDOM(html).window
  const content = (selector: string) => document.querySelector(selector)?.getAttribute('content') ?? null
  return {
    title: document.title,
    description: content('meta[name="description"]'),
    canonical: [...document.querySelectorAll('link[rel="canonical"]')].map(
      (link) => link.getAttribute('href') ?? '',
    ),
    robots: content('meta[name="robots"]'),
    og: {
      title: content('meta[property="og:title"]'),
      url: content('meta[property="og:url"]'),
      image: content('meta[property="og:image"]'),
      locale: content('meta[property="og:locale"]'),
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
