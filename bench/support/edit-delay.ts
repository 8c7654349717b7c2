/**
 * How long an editor's save takes to reach visitors, for bench:proxy: the newest article renamed through
 * instance A's REST API (as the demo editor), then the home page asked every 50 ms on A itself, on the
 * other instance B and through the proxy, until each shows the new title.
 */
import { DEMO_EDITOR } from '../../src/features/seed/demo-editor'
import { Rest, whereQuery } from '../../tests/e2e/api/support/rest'

export type EditDelay = { where: string; ms: number; requests: number }

const POLL_MS = 50
const TIMEOUT_MS = 10_000

/** Character references read back, so that a title reads as written. */
const decoded = (html: string) =>
  html
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&amp;/g, '&')

async function firstShown(
  url: string,
  title: string,
  since: number,
): Promise<{ ms: number; requests: number }> {
  for (let requests = 1; ; requests++) {
    const html = decoded(await (await fetch(url)).text())
    if (html.includes(title)) return { ms: Date.now() - since, requests }
    if (Date.now() - since > TIMEOUT_MS) throw new Error(`${url}: edit not shown after ${TIMEOUT_MS} ms`)
    await new Promise((resolve) => setTimeout(resolve, POLL_MS))
  }
}

export async function measureEditDelay(bases: { name: string; url: string }[], editThrough: string) {
  const rest = new Rest(editThrough)
  const session = await rest.login(DEMO_EDITOR.email, DEMO_EDITOR.password)
  const query = whereQuery({ _status: { equals: 'published' } })
  const reply = await rest.call('GET', `/api/articles?${query}&sort=-publishedAt&limit=1&depth=0`, session)
  const article = reply.body.docs?.[0] as { id: number; title: string } | undefined
  if (!article) throw new Error('no published article to rename')
  // Every reader has the page in its caches first (the proxy's copy, each instance's micro-cache).
  for (const base of bases) for (let i = 0; i < 2; i++) await (await fetch(`${base.url}/`)).arrayBuffer()
  const title = `${article.title.replace(/ \(bench [^)]*\)$/, '')} (bench ${Date.now().toString(36)})`
  const saved = await rest.call('PATCH', `/api/articles/${article.id}`, session, { title })
  if (saved.status !== 200) throw new Error(`rename: ${saved.status}`)
  const since = Date.now()
  return Promise.all(
    bases.map(async (base): Promise<EditDelay> => ({
      where: base.name,
      ...(await firstShown(`${base.url}/`, title, since)),
    })),
  )
}
