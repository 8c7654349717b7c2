/**
 * `npm run bench:comments`: VISITORS visitors, each from an address of its own and with an e-mail address
 * of its own, post a comment on the same post at the same moment, each sending it twice at once (a double
 * click), as a browser without script does. Passes when every comment is stored exactly once: VISITORS
 * answers of 200 (« en attente de modération »), VISITORS refusals of the second copy (429 flood control or
 * 409 duplicate), and exactly VISITORS more comments stored for the post. The server trusts one proxy
 * (TRUSTED_PROXIES=1) so that X-Forwarded-For gives each visitor its address, as nginx would.
 * Options (env): BENCH_COMMENTS_VISITORS (100), BENCH_PORT, BENCH_DATABASE_URL (PostgreSQL). Flag: --rebuild.
 */
import { DEMO_EDITOR } from '../src/features/seed/demo-editor'
import { login } from './support/contact'
import { runBench } from './support/run'
import { startBenchServer, wantsRebuild } from './support/server'

const VISITORS = Number(process.env.BENCH_COMMENTS_VISITORS || 100)

async function commentsOn(baseUrl: string, token: string, article: number): Promise<number> {
  const response = await fetch(`${baseUrl}/api/comments?limit=1&depth=0&where[article][equals]=${article}`, {
    headers: { Authorization: `JWT ${token}` },
  })
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
    const nonce = /name="comment_nonce" value="([^"]+)"/.exec(page)?.[1]
    if (!nonce) throw new Error(`no comment form on /articles/${article.slug}`)
    const before = await commentsOn(server.baseUrl, token, article.id)
    // Addresses and e-mails of this run only: flood control remembers an earlier run's for 15 s.
    const run = Math.floor(Math.random() * 250)
    const post = (visitor: number) =>
      fetch(`${server.baseUrl}/commentaires`, {
        method: 'POST',
        redirect: 'manual',
        headers: { 'x-forwarded-for': `10.${run}.${Math.floor(visitor / 250)}.${visitor % 250}` },
        body: new URLSearchParams({
          author: `Lecteur ${visitor}`,
          email: `lecteur-${run}-${visitor}@bench.example`,
          comment: `Commentaire numéro ${visitor} du banc d’essai ${run}, envoyé deux fois.`,
          comment_post_ID: String(article.id),
          comment_parent: '0',
          comment_nonce: nonce,
        }),
      }).then((response) => response.status)

    console.log(
      `\n[bench] ${server.label}; ${VISITORS} visitors comment on /articles/${article.slug} twice each, at once`,
    )
    const started = Date.now()
    const statuses = await Promise.all(
      Array.from({ length: VISITORS }, (_, visitor) => [post(visitor), post(visitor)]).flat(),
    )
    const seconds = (Date.now() - started) / 1000
    const byStatus: Record<number, number> = {}
    for (const status of statuses) byStatus[status] = (byStatus[status] ?? 0) + 1
    const added = (await commentsOn(server.baseUrl, token, article.id)) - before
    console.log(`[bench] answered in ${seconds.toFixed(1)} s:`, byStatus, `; comments stored: ${added}`)

    const refused = (byStatus[429] ?? 0) + (byStatus[409] ?? 0)
    const failures = [
      byStatus[200] !== VISITORS && `answers 200: ${byStatus[200] ?? 0}, expected ${VISITORS}`,
      refused !== VISITORS && `answers 429 or 409: ${refused}, expected ${VISITORS}`,
      added !== VISITORS && `comments stored: ${added}, expected ${VISITORS}`,
    ].filter(Boolean)
    for (const failure of failures) console.log(`  - ${failure}`)
    console.log(failures.length ? '[bench] FAILED' : '[bench] every comment stored exactly once')
    return failures.length ? 1 : 0
  } finally {
    await server.stop()
  }
}

runBench(main)
