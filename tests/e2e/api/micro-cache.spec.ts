import { expect, test } from '@playwright/test'
import { DEMO_EDITOR } from '../../../src/features/seed/demo-editor'
import { type AppServer, startOnE2eCopy } from '../support/app-server'
import { extraPort } from '../support/ports'
import { Rest, whereQuery, type Session } from './support/rest'

/**
 * The production server's micro-cache (scripts/server/micro-cache) on the e2e build: scripts/serve.ts,
 * as `npm start` runs it, on a copy of the e2e database (the suite renames an article). A shareable page
 * is answered from memory, faster than through Next; an edit through the API shows at the next request;
 * an editor, the back office, the API and a POST always reach Next.
 */
test.describe.configure({ mode: 'serial' })

const HIT = 'x-microcache'
let server: AppServer
let rest: Rest
let session: Session

test.beforeAll(async () => {
  test.setTimeout(120_000)
  server = await startOnE2eCopy('e2e-micro-cache', extraPort('microCache'), { server: 'serve.ts' })
  rest = new Rest(server.url)
  session = await rest.login(DEMO_EDITOR.email, DEMO_EDITOR.password)
})

test.afterAll(async () => {
  await server?.stop()
})

const get = (path: string, headers: Record<string, string> = {}) =>
  fetch(`${server.url}${path}`, { headers, redirect: 'manual' })

/** The median time of `count` requests one after another, in ms. */
async function medianMs(count: number, request: () => Promise<Response>) {
  const times: number[] = []
  for (let i = 0; i < count; i++) {
    const started = performance.now()
    const response = await request()
    await response.arrayBuffer()
    times.push(performance.now() - started)
  }
  return times.sort((a, b) => a - b)[Math.floor(count / 2)]
}

test('a cached page is answered from the copy, faster than through Next', async () => {
  await get('/')
  const second = await get('/')
  expect(second.status).toBe(200)
  expect(second.headers.get(HIT)).toBe('HIT')
  expect(second.headers.get('cache-control')).toMatch(
    /^public, max-age=0, s-maxage=[012], stale-while-revalidate=3$/,
  )
  expect(second.headers.get('content-security-policy')).toContain("default-src 'self'")
  expect(await second.text()).toContain('<html lang="fr"')
  // A client navigation asks the same address with an `rsc` header: never answered with the HTML copy.
  const rsc = await get('/', { rsc: '1' })
  expect(rsc.headers.get(HIT)).toBeNull()
  expect(rsc.headers.get('content-type') ?? '').not.toContain('text/html')

  // The same page through Next's own cache: a cookie the micro-cache leaves to Next (an unknown session
  // token reads as a visitor).
  const throughNext = () => get('/', { cookie: 'payload-token=inconnu' })
  expect((await throughNext()).headers.get('x-nextjs-cache')).toBe('HIT')
  const next = await medianMs(40, throughNext)
  const copy = await medianMs(40, () => get('/'))
  console.log(
    `[e2e] / median: ${copy.toFixed(1)} ms from the micro-cache, ${next.toFixed(1)} ms through Next`,
  )
  expect(copy).toBeLessThan(next)
})

type Article = { id: number; slug: string; title: string }

test('an edit through the API shows at the next request', async () => {
  const query = whereQuery({ _status: { equals: 'published' } })
  const reply = await rest.call('GET', `/api/articles?${query}&sort=-publishedAt&limit=1&depth=0`, session)
  const article = reply.body.docs![0] as unknown as Article
  const paths = ['/', `/articles/${article.slug}`]
  for (const path of paths) {
    await get(path)
    expect((await get(path)).headers.get(HIT), path).toBe('HIT')
  }
  const title = `${article.title} (micro-cache ${Date.now().toString(36)})`
  const read = async (path: string, headers: Record<string, string> = {}) => {
    const html = await (await get(path, headers)).text()
    return html
      .replace(/&#x27;|&#39;/g, "'")
      .replace(/&amp;/g, '&')
      .includes(title)
  }
  // Visitors keep asking while the save runs, each page both from the micro-cache and through Next (an
  // unknown session cookie goes around the copy). Once Next shows the edit, a copy made before it must
  // never be served again, though it has up to 2 s left: the expiration dropped it.
  let saving = true
  const stale: string[] = []
  const visitors = paths.map(async (path) => {
    let nextShowsEdit = false
    while (saving) {
      const asked = nextShowsEdit
      if (!(await read(path)) && asked) stale.push(path)
      nextShowsEdit ||= await read(path, { cookie: 'payload-token=inconnu' })
    }
  })
  const saved = await rest.call('PATCH', `/api/articles/${article.id}`, session, { title })
  saving = false
  await Promise.all(visitors)
  expect(saved.status).toBe(200)
  expect(stale, 'old copies served after Next showed the edit').toEqual([])
  const edited = Date.now()
  for (const path of paths) expect(await read(path), `${path}: first request after the save`).toBe(true)
  console.log(`[e2e] edit shown on ${paths.join(' and ')} ${Date.now() - edited} ms after the save`)
})

test('an editor, the back office, the API and a POST always reach Next', async () => {
  await get('/')
  expect((await get('/')).headers.get(HIT)).toBe('HIT')
  const editor = { cookie: `payload-token=${session!.token}` }
  for (let i = 0; i < 2; i++) {
    const answer = await get('/', editor)
    expect(answer.status).toBe(200)
    expect(answer.headers.get(HIT), 'an editor').toBeNull()
    for (const path of ['/admin', '/admin/login', `/api/articles?limit=1`]) {
      expect((await get(path)).headers.get(HIT), path).toBeNull()
    }
    const post = await fetch(`${server.url}/`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'a=1',
      redirect: 'manual',
    })
    expect(post.headers.get(HIT), 'a POST').toBeNull()
  }
})

/** Call 15 or another ajax call, as the bar sends it (a form). */
const ajax = (fields: Record<string, string>) =>
  fetch(`${server.url}/ajax`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded; charset=UTF-8' },
    body: new URLSearchParams(fields).toString(),
  })
const search = (phrase: string) =>
  ajax({ action: 'ajaxsearchpro_search', aspp: phrase, asid: '1', asp_inst_id: '1_1', options: '' })

test('a shared ajax read is answered from its copy; a visitor’s own call never is; a save shows at the next search', async () => {
  const first = await search('plage')
  const firstText = await first.text()
  const again = await search('plage')
  expect(again.headers.get(HIT)).toBe('HIT')
  expect(again.headers.get('cache-control')).toMatch(/^public, max-age=0, s-maxage=[01]$/)
  expect(await again.text()).toBe(firstText)
  expect(firstText).toContain('___ASPSTART_HTML___')
  // Each visitor's own nonce: never shared.
  for (let i = 0; i < 2; i++) {
    const nonce = await ajax({ action: 'sib_newsletter_nonce' })
    expect(nonce.headers.get(HIT), 'a nonce').toBeNull()
    expect(nonce.headers.get('cache-control')).toBe('no-store')
  }

  // A word no document holds yet, searched (and kept), then given to an article: the next search finds it.
  const word = `zxq${Date.now().toString(36)}`
  const count = async () => {
    const reply = await (await search(word)).text()
    return Number(/"results_count":\s*"?(\d+)/.exec(reply)?.[1] ?? 'NaN')
  }
  expect(await count()).toBe(0)
  expect((await search(word)).headers.get(HIT)).toBe('HIT')
  const query = whereQuery({ _status: { equals: 'published' } })
  const reply = await rest.call('GET', `/api/articles?${query}&sort=-publishedAt&limit=1&depth=0`, session)
  const article = reply.body.docs![0] as unknown as Article
  const saved = await rest.call('PATCH', `/api/articles/${article.id}`, session, {
    title: `${article.title} ${word}`,
  })
  expect(saved.status).toBe(200)
  expect(await count(), 'the first search after the save').toBe(1)
})
