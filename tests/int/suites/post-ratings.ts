import type { Payload } from 'payload'
import { beforeAll, expect, it } from 'vitest'
import type { AjaxTable } from '@/lib/ajax/types'
import { type Backend, describeOn } from '../support/backends'
import { addArticles, create, richText } from '../support/fixtures'
import { startPayload } from '../support/payload'

/**
 * The rating call against a real database: the block it answers, the nonce, the checks on the note and
 * the post, one vote per browser and per address and day (the database's unique indexes, also when two
 * votes arrive at once), and the summary the post page shows.
 */
export function postRatingsSuite(backend: Backend) {
  describeOn(backend, 'post ratings', (ready) => {
    let payload: Payload
    let actions: AjaxTable
    let nonce: typeof import('@/lib/nonce')
    let summary: typeof import('@/features/ratings/summary')
    let articles: number[]
    /** The visitor cookie of the suite's first vote (4 stars on articles[0]). */
    let firstVisitor = ''

    type Vote = { pid: number | string; rate: string; cookie?: string; nonce?: string }
    const vote = async ({ pid, rate, cookie, nonce: given }: Vote) => {
      const { dispatchAjax } = await import('@/lib/ajax/dispatch')
      const body = new URLSearchParams({
        action: 'postratings',
        pid: String(pid),
        rate,
        [`postratings_${pid}_nonce`]: given ?? nonce.createNonce('postratings', pid),
      })
      const response = await dispatchAjax(
        new Request('http://localhost/ajax', {
          method: 'POST',
          headers: { 'content-type': 'application/x-www-form-urlencoded', ...(cookie ? { cookie } : {}) },
          body,
        }),
        actions,
      )
      return {
        status: response.status,
        type: response.headers.get('content-type') ?? '',
        cookies: response.headers.getSetCookie(),
        text: await response.text(),
      }
    }
    const votesOn = async (article: number) =>
      (await payload.count({ collection: 'post-ratings', where: { article: { equals: article } } })).totalDocs
    /** The visitor cookie a reply set, as a browser would send it back. */
    const visitorOf = (cookies: string[]) =>
      cookies.find((cookie) => cookie.startsWith('escale_lecteur='))?.split(';')[0] ?? ''

    beforeAll(async () => {
      payload = await startPayload(ready.url, ready.mediaDir)
      actions = (await import('@/app/ajax/actions')).ajaxActions
      nonce = await import('@/lib/nonce')
      summary = await import('@/features/ratings/summary')
      await addArticles(payload, 3, { prefix: 'Noté', categories: [], newest: new Date() })
      articles = (
        await payload.find({ collection: 'articles', where: { title: { like: 'Noté' } }, sort: 'title' })
      ).docs.map((doc) => doc.id)
    }, 120_000)

    it('a vote is stored, then answered with the new block and the two cookies', async () => {
      const reply = await vote({ pid: articles[0], rate: '4' })
      expect(reply.status).toBe(200)
      expect(reply.type).toMatch(/text\/html/)
      expect(reply.text).toContain('data-state="voted"')
      expect(reply.text).toContain('Merci pour votre vote !')
      expect(reply.text).toContain('Note moyenne : <strong>4</strong> sur 5 (1 vote)')
      expect(reply.cookies.some((c) => /^escale_note_\d+=4; Path=\//.test(c))).toBe(true)
      expect(visitorOf(reply.cookies)).toMatch(/^escale_lecteur=[\w-]{22}\.[\w-]{43}$/)
      firstVisitor = visitorOf(reply.cookies)
      expect(reply.cookies.find((c) => c.startsWith('escale_lecteur'))).toContain('HttpOnly')
      const [stored] = (
        await payload.find({ collection: 'post-ratings', where: { article: { equals: articles[0] } } })
      ).docs
      expect(stored).toMatchObject({ rating: 4 })
      // Neither the cookie nor the address is stored as such.
      expect(stored.voter).not.toContain(visitorOf(reply.cookies).split('=')[1].split('.')[0])
      expect(stored.addressOfDay).toMatch(/^[\w-]{32}$/)
      expect(await summary.freshRatingSummary(articles[0])).toEqual({ count: 1, average: 4 })
    })

    it('the same browser again is refused with its own note; another browser from the same address too', async () => {
      const first = await vote({ pid: articles[1], rate: '5' })
      const cookie = visitorOf(first.cookies)
      const again = await vote({ pid: articles[1], rate: '1', cookie })
      expect(again.status).toBe(409)
      expect(again.text).toContain('Vous avez déjà noté cet article.')
      expect(again.text).toContain('Vous avez donné 5 sur 5')
      const otherBrowser = await vote({ pid: articles[1], rate: '1' })
      expect(otherBrowser.status).toBe(409)
      expect(otherBrowser.text).not.toContain('Vous avez donné')
      expect(await votesOn(articles[1])).toBe(1)
    })

    it('postratings_block gives a browser that voted the block with its note, and others the plain block', async () => {
      const { dispatchAjax } = await import('@/lib/ajax/dispatch')
      const first = await vote({ pid: articles[1], rate: '5' })
      const cookie = visitorOf(first.cookies)
      const ask = async (pid: number | string, withCookie?: string) => {
        const response = await dispatchAjax(
          new Request('http://localhost/ajax', {
            method: 'POST',
            headers: {
              'content-type': 'application/x-www-form-urlencoded',
              ...(withCookie ? { cookie: withCookie } : {}),
            },
            body: new URLSearchParams({ action: 'postratings_block', pid: String(pid) }),
          }),
          actions,
        )
        return { status: response.status, text: await response.text() }
      }
      const voted = await ask(articles[0], firstVisitor)
      expect(voted.status).toBe(200)
      expect(voted.text).toContain('data-state="voted"')
      expect(voted.text).toContain('Vous avez donné 4 sur 5')
      expect((await ask(articles[0])).text).toContain('data-state="idle"')
      expect((await ask(articles[0], cookie)).text).toContain('data-state="idle"')
      expect((await ask(99_999_999)).status).toBe(404)
    })

    it('two votes of one visitor at once: one is stored', async () => {
      const first = await vote({ pid: articles[0], rate: '2' })
      const cookie = visitorOf(first.cookies) || undefined
      const replies = await Promise.all([
        vote({ pid: articles[2], rate: '2', cookie }),
        vote({ pid: articles[2], rate: '3', cookie }),
      ])
      expect(replies.map((reply) => reply.status).sort()).toEqual([200, 409])
      expect(await votesOn(articles[2])).toBe(1)
    })

    it('refuses a bad note, a stale nonce, an unknown or unpublished post, with a clear message', async () => {
      for (const rate of ['0', '6', '2.5', 'cinq', '']) {
        const reply = await vote({ pid: articles[0], rate })
        expect(reply.status, rate).toBe(400)
        expect(reply.text).toMatch(/entier de 1 à 5|Paramètres invalides/)
      }
      const draft = await create(payload, {
        collection: 'articles',
        data: { title: 'Brouillon noté', content: richText('x'), _status: 'draft' },
        draft: true,
      })
      for (const pid of [draft.id, 99_999_999]) {
        const reply = await vote({ pid, rate: '5' })
        expect(reply.status).toBe(404)
        expect(JSON.parse(reply.text).error).toBe('Cet article n’existe pas ou n’est pas publié.')
      }
      const stale = await vote({
        pid: articles[0],
        rate: '5',
        nonce: nonce.createNonce('postratings', articles[1]),
      })
      expect(stale.status).toBe(403)
      expect(stale.text).toContain('Cette page a expiré')
      expect(await votesOn(draft.id)).toBe(0)
    })

    it('the page’s summary counts and averages the votes', async () => {
      expect(await summary.getRatingSummary(articles[1])).toEqual({ count: 1, average: 5 })
      expect(await summary.getRatingSummary(articles[0])).toEqual({ count: 1, average: 4 })
    })
  })
}
