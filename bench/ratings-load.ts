/**
 * `npm run bench:ratings`: VISITORS visitors, each from an address of its own and without a cookie yet,
 * rate the same post at the same moment, each sending its vote twice at once (a double click). Passes
 * when every visitor is counted exactly once: VISITORS answers of 200, VISITORS of 409 (« déjà noté »),
 * and exactly VISITORS more votes stored for the post. The server trusts one proxy (TRUSTED_PROXIES=1) so
 * that X-Forwarded-For gives each visitor its address, as nginx would in production.
 * Options (env): BENCH_RATINGS_VISITORS (100), BENCH_PORT, BENCH_DATABASE_URL (PostgreSQL). Flag: --rebuild.
 */
import { DEMO_EDITOR } from '../src/features/seed/demo-editor'
import { login } from './support/contact'
import { runBench } from './support/run'
import { startBenchServer, wantsRebuild } from './support/server'

const VISITORS = Number(process.env.BENCH_RATINGS_VISITORS || 100)

async function votesOn(baseUrl: string, token: string, article: number): Promise<number> {
  const response = await fetch(
    `${baseUrl}/api/post-ratings?limit=1&depth=0&where[article][equals]=${article}`,
    { headers: { Authorization: `JWT ${token}` } },
  )
  return ((await response.json()) as { totalDocs: number }).totalDocs
}

async function main(): Promise<number> {
  process.env.TRUSTED_PROXIES = '1'
  const server = await startBenchServer({ largeData: false, rebuild: wantsRebuild() })
  try {
    const token = await login(server.baseUrl, DEMO_EDITOR)
    const listed = await fetch(`${server.baseUrl}/api/articles?limit=1&depth=0&sort=-publishedAt`)
    const [article] = ((await listed.json()) as { docs: Array<{ id: number; slug: string }> }).docs
    const page = await (await fetch(`${server.baseUrl}/articles/${article.slug}`)).text()
    const nonce = /data-nonce="([^"]+)"/.exec(page)?.[1]
    if (!nonce) throw new Error(`no rating block on /articles/${article.slug}`)
    const before = await votesOn(server.baseUrl, token, article.id)
    // Addresses of this run only: an earlier run's visitors have voted on this post today.
    const run = Math.floor(Math.random() * 250)
    const vote = (visitor: number) =>
      fetch(`${server.baseUrl}/ajax`, {
        method: 'POST',
        headers: { 'x-forwarded-for': `10.${run}.${Math.floor(visitor / 250)}.${visitor % 250}` },
        body: new URLSearchParams({
          action: 'postratings',
          pid: String(article.id),
          rate: String((visitor % 5) + 1),
          [`postratings_${article.id}_nonce`]: nonce,
        }),
      }).then((response) => response.status)

    console.log(
      `\n[bench] ${server.label}; ${VISITORS} visitors rate /articles/${article.slug} twice each, at once`,
    )
    const started = Date.now()
    const statuses = await Promise.all(
      Array.from({ length: VISITORS }, (_, visitor) => [vote(visitor), vote(visitor)]).flat(),
    )
    const seconds = (Date.now() - started) / 1000
    const byStatus: Record<number, number> = {}
    for (const status of statuses) byStatus[status] = (byStatus[status] ?? 0) + 1
    const added = (await votesOn(server.baseUrl, token, article.id)) - before
    console.log(`[bench] answered in ${seconds.toFixed(1)} s:`, byStatus, `; votes stored: ${added}`)

    const failures = [
      byStatus[200] !== VISITORS && `answers 200: ${byStatus[200] ?? 0}, expected ${VISITORS}`,
      byStatus[409] !== VISITORS && `answers 409: ${byStatus[409] ?? 0}, expected ${VISITORS}`,
      added !== VISITORS && `votes stored: ${added}, expected ${VISITORS}`,
    ].filter(Boolean)
    for (const failure of failures) console.log(`  - ${failure}`)
    console.log(failures.length ? '[bench] FAILED' : '[bench] every visitor counted exactly once')
    return failures.length ? 1 : 0
  } finally {
    await server.stop()
  }
}

runBench(main)
