import { expect, test } from '@playwright/test'
import { DEMO_EDITOR } from '../../../src/features/seed/demo-editor'
import { seededSqlite, startAppServer, type AppServer } from '../support/app-server'
import { extraPort } from '../support/ports'
import { Rest, whereQuery, type Session } from './support/rest'

/**
 * Real revalidation on a production build: an editor's save through the REST API, then the public pages
 * fetched over HTTP show the change at once, on every page that shows the saved document, including pages
 * about another document (an article shows its categories and its cover). The instance has a database of
 * its own, since these tests change content the other suites read.
 */
test.describe.configure({ mode: 'serial' })

let server: AppServer | undefined
let rest: Rest
let session: Session
const run = Date.now().toString(36)

test.beforeAll(async () => {
  test.setTimeout(300_000)
  const env = seededSqlite('cache-revalidation')
  server = await startAppServer({ port: extraPort('cacheRevalidation'), env })
  rest = new Rest(server.url)
  session = await rest.login(DEMO_EDITOR.email, DEMO_EDITOR.password)
})

test.afterAll(async () => {
  await server?.stop()
})

/** The text of HTML with its character references read back, so titles and alt texts read as written. */
const decoded = (html: string) =>
  html
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&')

/** A public page as a visitor gets it, its markup decoded. */
async function visit(path: string): Promise<{ status: number; html: string }> {
  const response = await fetch(`${server!.url}${path}`, { redirect: 'manual' })
  return { status: response.status, html: decoded(await response.text()) }
}

/** The page's own content, without the header menu and footer (their links are the editors' menus). */
const mainOf = (html: string) => html.slice(html.indexOf('<main'), html.indexOf('</main>'))

/** Checks whether a page shows a piece of markup, naming it rather than printing the whole page. */
function expectShown(page: string, markup: string, shown = true) {
  expect(page.includes(markup), `${shown ? 'montre' : 'ne montre plus'} ${markup}`).toBe(shown)
}

type Doc = { id: number; slug: string; title: string; alt: string; cover: Doc | null }

/** The documents of a REST query, read as the editor. */
async function find(collection: string, query: string): Promise<Doc[]> {
  const reply = await rest.call('GET', `/api/${collection}?${query}`, session)
  expect(reply.status, JSON.stringify(reply.body)).toBe(200)
  return reply.body.docs as unknown as Doc[]
}

async function save(collection: string, id: number, data: Record<string, unknown>) {
  const reply = await rest.call('PATCH', `/api/${collection}/${id}`, session, data)
  expect(reply.status, JSON.stringify(reply.body)).toBe(200)
}

/** The newest published article matching `where`. */
async function newestArticle(where: Record<string, Record<string, string | number>>, depth = 0) {
  const query = whereQuery({ ...where, _status: { equals: 'published' } })
  const [article] = await find('articles', `${query}&sort=-publishedAt&limit=1&depth=${depth}`)
  expect(article, 'un article publié correspond').toBeTruthy()
  return article
}

test('renaming a category shows on its articles, its listing, the home cards, the feed and the sitemap', async () => {
  const home = await visit('/')
  const shown = /class="card__category">([^<]+)</.exec(home.html)
  expect(shown, 'la page d’accueil montre la catégorie d’une carte').toBeTruthy()
  const [category] = await find('categories', `${whereQuery({ title: { equals: shown![1] } })}&depth=0`)
  const article = await newestArticle({ categories: { in: category.id } })
  const renamed = { title: `Escapades renommées ${run}`, slug: `escapades-renommees-${run}` }

  const before = {
    article: await visit(`/articles/${article.slug}`),
    listing: await visit(`/categorie/${category.slug}`),
    feed: await visit('/flux.xml'),
    sitemap: await visit('/sitemap.xml'),
  }
  expectShown(mainOf(before.article.html), `href="/categorie/${category.slug}"`)
  expect(before.listing.status).toBe(200)
  expectShown(before.listing.html, category.title)
  expectShown(before.feed.html, `/categorie/${category.slug}"`)
  expectShown(before.sitemap.html, `/categorie/${category.slug}</loc>`)

  await save('categories', category.id, renamed)

  const articlePage = await visit(`/articles/${article.slug}`)
  expectShown(articlePage.html, `href="/categorie/${renamed.slug}">${renamed.title}</a>`)
  expectShown(mainOf(articlePage.html), `href="/categorie/${category.slug}"`, false)

  const listing = await visit(`/categorie/${renamed.slug}`)
  expect(listing.status).toBe(200)
  expectShown(listing.html, `<h1>${renamed.title}`)
  expectShown(listing.html, `href="/articles/${article.slug}"`)
  expect((await visit(`/categorie/${category.slug}`)).status).toBe(404)

  expectShown((await visit('/')).html, `class="card__category">${renamed.title}<`)

  const feed = (await visit('/flux.xml')).html
  expectShown(feed, `<category domain="${server!.url}/categorie/${renamed.slug}">`)
  expectShown(feed, renamed.title)
  expectShown(feed, `/categorie/${category.slug}"`, false)

  const sitemap = (await visit('/sitemap.xml')).html
  expectShown(sitemap, `/categorie/${renamed.slug}</loc>`)
  expectShown(sitemap, `/categorie/${category.slug}</loc>`, false)
})

test('changing an image’s alt text shows on the article page and the listing card that show it', async () => {
  const article = await newestArticle({ cover: { exists: 'true' } }, 1)
  const cover = article.cover!
  const alt = `Vue de la digue au couchant ${run}`

  const before = await visit(`/articles/${article.slug}`)
  expectShown(before.html, `alt="${cover.alt}"`)
  expectShown((await visit('/articles')).html, `alt="${cover.alt}"`)

  await save('media', cover.id, { alt })

  const articlePage = await visit(`/articles/${article.slug}`)
  expectShown(articlePage.html, `alt="${alt}"`)
  expectShown(articlePage.html, `alt="${cover.alt}"`, false)
  expectShown((await visit('/articles')).html, `alt="${alt}"`)
})

test('unpublishing an article takes it off its address, the listing, the feed and the sitemap', async () => {
  const article = await newestArticle({})
  const link = `href="/articles/${article.slug}"`

  expect((await visit(`/articles/${article.slug}`)).status).toBe(200)
  expectShown((await visit('/articles')).html, link)
  expectShown((await visit('/flux.xml')).html, `/articles/${article.slug}</link>`)
  expectShown((await visit('/sitemap.xml')).html, `/articles/${article.slug}</loc>`)

  await save('articles', article.id, { _status: 'draft' })

  expect((await visit(`/articles/${article.slug}`)).status).toBe(404)
  expectShown((await visit('/articles')).html, link, false)
  expectShown((await visit('/flux.xml')).html, `/articles/${article.slug}</link>`, false)
  expectShown((await visit('/sitemap.xml')).html, `/articles/${article.slug}</loc>`, false)
})
