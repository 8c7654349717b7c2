import fs from 'node:fs'
import path from 'node:path'
import { expect, test, type APIRequestContext } from '@playwright/test'
import { e2eEnv } from '../../playwright.config'
import { startOnE2eCopy } from './support/app-server'
import { extraPort } from './support/ports'
import { editorAuthorization } from './support/editor'
import { expectPageHead, readHead } from './support/page-head'

/**
 * Every public page type has its metadata (title, description, canonical URL, Open Graph card in French
 * with a share image that answers): one sample address per route file under src/app/(site), taken from
 * the demo content. A new route file without a row here fails the first test.
 */

const SITE_ROUTES = 'src/app/(site)'
const ARTICLES_PER_PAGE = 12

/** Addresses of the demo content the samples are built from. */
type Demo = {
  article: string
  page: string
  event: string
  category: string
  month: string
  /** The reply page of a demo comment (the thread under the latest article). */
  reply: string
}

type Sample = { path: string; canonical?: string; noindex?: boolean }

type Row =
  | { sample: (demo: Demo) => Sample }
  /** The demo content has no such page: the test arranges one on an instance of its own. */
  | { arranged: string }
  /** The catch-all route: every unknown address gets the French 404, kept out of search engines. */
  | { notFound: string }

const ROUTES: Record<string, Row> = {
  'page.tsx': { sample: () => ({ path: '/' }) },
  '[slug]/page.tsx': { sample: (demo) => ({ path: `/${demo.page}` }) },
  '[...notFound]/page.tsx': { notFound: '/une-adresse-sans-page/ni-rien' },
  'agenda/page.tsx': { sample: () => ({ path: '/agenda' }) },
  'agenda/[slug]/page.tsx': { sample: (demo) => ({ path: `/agenda/${demo.event}` }) },
  // Filtered views send search engines to the one agenda.
  'agenda/resultats/page.tsx': {
    sample: () => ({ path: '/agenda/resultats?search=plage', canonical: '/agenda', noindex: true }),
  },
  // Search results are for visitors: no page per typed phrase for search engines (the keywords editors
  // propose are, below).
  'recherche/page.tsx': {
    sample: () => ({ path: '/recherche?s=dunes', canonical: '/recherche', noindex: true }),
  },
  'archives/[year]/[month]/page.tsx': { sample: (demo) => ({ path: `/archives/${demo.month}` }) },
  'archives/[year]/[month]/page/[page]/page.tsx': {
    arranged: `the demo content has fewer than ${ARTICLES_PER_PAGE + 1} articles in any month`,
  },
  'articles/page.tsx': { sample: () => ({ path: '/articles' }) },
  'articles/page/[page]/page.tsx': { sample: () => ({ path: '/articles/page/2' }) },
  'articles/[slug]/page.tsx': { sample: (demo) => ({ path: `/articles/${demo.article}` }) },
  // A form for visitors without script: kept out of search engines.
  'articles/[slug]/repondre/[commentId]/page.tsx': {
    sample: (demo) => ({ path: demo.reply, noindex: true }),
  },
  'carte/page.tsx': { sample: () => ({ path: '/carte' }) },
  'newsletter/page.tsx': { sample: () => ({ path: '/newsletter' }) },
  // The mail links' pages, here without a valid link: they answer with their French message.
  'newsletter/confirmer/page.tsx': {
    sample: () => ({ path: '/newsletter/confirmer', noindex: true }),
  },
  'newsletter/desinscription/page.tsx': {
    sample: () => ({ path: '/newsletter/desinscription', noindex: true }),
  },
  'categorie/[slug]/page.tsx': { sample: (demo) => ({ path: `/categorie/${demo.category}` }) },
  'categorie/[slug]/page/[page]/page.tsx': {
    sample: (demo) => ({ path: `/categorie/${demo.category}/page/2` }),
  },
  // The demo's main playlist has 8 videos, 6 a page; « evenements » has 6, 3 a page.
  'videos/page.tsx': { sample: () => ({ path: '/videos' }) },
  'videos/page/[page]/page.tsx': { sample: () => ({ path: '/videos/page/2' }) },
  'videos/[playlist]/page.tsx': { sample: () => ({ path: '/videos/evenements' }) },
  'videos/[playlist]/page/[page]/page.tsx': { sample: () => ({ path: '/videos/evenements/page/2' }) },
}

/** Every page.tsx under src/app/(site), as its path there (`articles/[slug]/page.tsx`). */
function routeFiles(): string[] {
  return fs
    .readdirSync(SITE_ROUTES, { recursive: true, encoding: 'utf8' })
    .filter((file) => path.basename(file) === 'page.tsx')
    .map((file) => file.split(path.sep).join('/'))
    .sort()
}

/** `year/month` of an instant, in Paris time as the archives count them. */
const parisMonth = (iso: string) => {
  const parts = new Intl.DateTimeFormat('en-CA', {
    timeZone: 'Europe/Paris',
    year: 'numeric',
    month: '2-digit',
  })
    .formatToParts(new Date(iso))
    .reduce<Record<string, string>>((all, part) => ({ ...all, [part.type]: part.value }), {})
  return `${parts.year}/${parts.month}`
}

const mostCommon = (values: string[]) => {
  const counts = new Map<string, number>()
  for (const value of values) counts.set(value, (counts.get(value) ?? 0) + 1)
  return [...counts].sort((a, b) => b[1] - a[1])[0]
}

async function restDocs<T>(request: APIRequestContext, query: string): Promise<T[]> {
  const response = await request.get(`/api/${query}`)
  expect(response.status(), query).toBe(200)
  return (await response.json()).docs
}

type ArticleDoc = { id: number; slug: string; publishedAt: string; categories: { slug: string }[] }

/** The published articles with their date and categories, read through the REST API, oldest first. */
const publishedArticles = (request: APIRequestContext) =>
  restDocs<ArticleDoc>(
    request,
    'articles?depth=1&limit=1000&sort=createdAt&where[_status][equals]=published' +
      '&select[slug]=true&select[publishedAt]=true&select[categories]=true',
  )

async function loadDemo(request: APIRequestContext): Promise<Demo> {
  // The samples are the demo's own documents, the first created: other specs create and delete theirs
  // meanwhile, and the newest article could be gone by the time its page is asked for.
  const [articles, pages, events] = await Promise.all([
    publishedArticles(request),
    restDocs<{ slug: string }>(
      request,
      'pages?limit=1&depth=0&sort=createdAt&where[_status][equals]=published',
    ),
    restDocs<{ slug: string }>(request, 'events?limit=1&depth=0&sort=createdAt'),
  ])
  // Other specs publish articles without comments: the first recent article carrying a reply link is sampled.
  const recent = await restDocs<{ slug: string }>(
    request,
    'articles?limit=10&depth=0&sort=-publishedAt&where[_status][equals]=published&select[slug]=true',
  )
  let reply: string | undefined
  for (const { slug } of recent) {
    const post = await (await request.get(`/articles/${slug}`)).text()
    reply = /href="(\/articles\/[^"]+\/repondre\/\d+)#respond"/.exec(post)?.[1]
    if (reply) break
  }
  expect(reply, 'a reply link under one of the ten latest articles').toBeTruthy()
  const [category, inCategory] = mostCommon(articles.flatMap((a) => a.categories.map((c) => c.slug)))
  // Its second page is sampled too.
  expect(inCategory, `articles in ${category}`).toBeGreaterThan(ARTICLES_PER_PAGE)
  return {
    article: articles[0].slug,
    page: pages[0].slug,
    event: events[0].slug,
    category,
    month: mostCommon(articles.map((a) => parisMonth(a.publishedAt)))[0],
    reply: reply ?? '',
  }
}

let demo: Promise<Demo> | undefined

// Metadata does not depend on the width: run once, on each page's HTML as served (support/page-head.ts).
test.describe('page metadata @desktop', () => {
  test('every route file has a sample address', () => {
    expect(routeFiles()).toEqual(Object.keys(ROUTES).sort())
  })

  for (const [file, row] of Object.entries(ROUTES)) {
    if (!('sample' in row)) continue
    test(`${file}: title, description, canonical URL and Open Graph card`, async ({ request }) => {
      const sample = row.sample(await (demo ??= loadDemo(request)))
      const response = await request.get(sample.path)
      expect(response.status(), sample.path).toBe(200)
      await expectPageHead(
        readHead(await response.text()),
        {
          siteUrl: e2eEnv.SITE_URL,
          canonical: sample.canonical ?? sample.path.split('?')[0],
          noindex: sample.noindex,
        },
        request,
      )
    })
  }

  for (const [file, row] of Object.entries(ROUTES)) {
    if (!('notFound' in row)) continue
    test(`${file}: the French 404, kept out of search engines`, async ({ request }) => {
      const response = await request.get(row.notFound)
      expect(response.status()).toBe(404)
      const head = readHead(await response.text())
      expect(head.title).toMatch(/^Page introuvable/)
      expect(head.robots).toContain('noindex')
      expect(head.canonical).toEqual([])
    })
  }
})

/**
 * The results pages search engines may index: the search page, and the first page without filters of a
 * keyword the editors propose under the header's search (the demo's « Essayez » list). Anything else a
 * visitor can type stays out.
 */
test.describe('search results in search engines @desktop', () => {
  const cases: { path: string; canonical: string; noindex?: boolean }[] = [
    { path: '/recherche', canonical: '/recherche' },
    { path: '/recherche?s=plage', canonical: '/recherche?s=plage' },
    { path: '/recherche?s=char+%C3%A0+voile', canonical: '/recherche?s=char+%C3%A0+voile' },
    { path: '/recherche?s=plage&page=2', canonical: '/recherche', noindex: true },
    { path: '/recherche?s=plage&kind%5B%5D=events', canonical: '/recherche', noindex: true },
    { path: '/recherche?s=Plage', canonical: '/recherche', noindex: true },
    { path: '/recherche?s=casino+en+ligne', canonical: '/recherche', noindex: true },
  ]
  for (const expected of cases) {
    test(`${expected.path}: ${expected.noindex ? 'kept out' : 'indexed'}`, async ({ request }) => {
      const response = await request.get(expected.path)
      expect(response.status()).toBe(200)
      const head = readHead(await response.text())
      await expectPageHead(head, { siteUrl: e2eEnv.SITE_URL, ...expected }, request)
      if (!expected.noindex && expected.path.includes('s=')) expect(head.title).toMatch(/^Recherche : /)
    })
  }

  test('robots.txt lets crawlers read the results pages’ rules', async ({ request }) => {
    const robots = await (await request.get('/robots.txt')).text()
    expect(robots).toContain('Disallow: /admin')
    expect(robots).not.toMatch(/Disallow: \/recherche/)
  })
})

/**
 * The numbered pages of a month's archive: the demo content never fills two pages in one month, so on an
 * instance with a database of its own, 13 articles are moved into one month, then its page 2 is checked.
 * That database is a copy of the e2e one (already seeded): seeding another would take far longer.
 */
test.describe('page metadata of a numbered archive page @desktop', () => {
  test('archives/[year]/[month]/page/[page]/page.tsx', async ({ playwright }) => {
    test.setTimeout(300_000)
    const server = await startOnE2eCopy('e2e-metadata', extraPort('metadata'))
    const request = await playwright.request.newContext({ baseURL: server.url })
    try {
      const authorization = await editorAuthorization(request)
      const articles = await publishedArticles(request)
      for (const [index, article] of articles.slice(0, ARTICLES_PER_PAGE + 1).entries()) {
        const day = String(index + 1).padStart(2, '0')
        const moved = await request.patch(`/api/articles/${article.id}`, {
          headers: { authorization },
          data: { publishedAt: `2024-02-${day}T10:00:00.000Z` },
        })
        expect(moved.status(), await moved.text()).toBe(200)
      }
      const response = await request.get('/archives/2024/02/page/2')
      expect(response.status()).toBe(200)
      await expectPageHead(
        readHead(await response.text()),
        { siteUrl: server.url, canonical: '/archives/2024/02/page/2' },
        request,
      )
    } finally {
      await request.dispose()
      await server.stop()
    }
  })
})
