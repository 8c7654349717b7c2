import type { Payload } from 'payload'
import { beforeAll, beforeEach, expect, it } from 'vitest'
import { type Backend, describeOn } from '../support/backends'
import { addArticles } from '../support/fixtures'
import { startPayload } from '../support/payload'

type Answer = {
  status: number
  type: string
  text: string
  json: Record<string, unknown> | null
  location: string | null
}

/**
 * The comment form's post against a real database: what is stored and answered with and without script,
 * moderation (first comment waits, later ones from an approved address publish), every refusal (fields,
 * post, nonce, parent, anti-spam, flood, duplicate) storing nothing, and what the pages read back.
 */
export function commentsSuite(backend: Backend) {
  describeOn(backend, 'comments', (ready) => {
    let payload: Payload
    let articles: number[]
    let nonce: typeof import('@/lib/nonce')
    let antiSpam: typeof import('@/lib/anti-spam')
    let queries: typeof import('@/features/comments/queries')
    let post: (request: Request) => Promise<Response>
    let sent = 0
    /** The e-mail addresses posted with: flood control counts each too. */
    const emails = new Set<string>()

    type Fields = Record<string, string>
    const fields = (article: number, extra: Fields = {}): Fields => ({
      author: 'Claire',
      email: `lectrice-${++sent}@example.org`,
      url: '',
      comment: `Un commentaire de test numéro ${sent}, assez long.`,
      comment_post_ID: String(article),
      comment_parent: '0',
      comment_nonce: nonce.createNonce('comment', article),
      ...extra,
    })
    /** What the page's script adds: the spam token and a timing token issued 5 s ago. */
    const scripted = (): Fields => ({
      [antiSpam.SPAM_TOKEN_FIELD.name]: antiSpam.SPAM_TOKEN_FIELD.value,
      [antiSpam.TIMING_FIELD]: antiSpam.issueTimingToken('comment', Date.now() - 5_000),
    })
    const send = async (body: Fields, { json = false } = {}): Promise<Answer> => {
      if (body.email) emails.add(body.email.toLowerCase())
      const response = await post(
        new Request('http://localhost/commentaires', {
          method: 'POST',
          headers: {
            'content-type': 'application/x-www-form-urlencoded',
            ...(json ? { accept: 'application/json' } : {}),
          },
          body: new URLSearchParams(body),
        }),
      )
      const text = await response.text()
      return {
        status: response.status,
        type: response.headers.get('content-type') ?? '',
        text,
        json: /json/.test(response.headers.get('content-type') ?? '') ? JSON.parse(text) : null,
        location: response.headers.get('location'),
      }
    }
    const stored = async (where: Record<string, unknown>) =>
      (await payload.find({ collection: 'comments', where: where as never, overrideAccess: true })).docs
    const resetLimits = async () => {
      const { rateLimits, ipKey } = await import('@/lib/rate-limit')
      const { clientIp } = await import('@/lib/client-ip/client-ip')
      const limits = await rateLimits()
      const key = ipKey(clientIp(new Request('http://localhost/commentaires')))
      await limits.reset('comment', key)
      await limits.reset('comment-flood', key)
      for (const email of emails) await limits.reset('comment-flood', `email:${email}`)
    }

    beforeAll(async () => {
      payload = await startPayload(ready.url, ready.mediaDir)
      nonce = await import('@/lib/nonce')
      antiSpam = await import('@/lib/anti-spam')
      queries = await import('@/features/comments/queries')
      post = (await import('@/app/(site)/commentaires/route')).POST
      await payload.create({
        collection: 'users',
        data: {
          email: 'moderatrice@example.org',
          password: 'mot-de-passe-de-test-1',
          name: 'Modératrice',
          role: 'admin',
        },
      })
      await addArticles(payload, 2, { prefix: 'Commenté', categories: [], newest: new Date() })
      articles = (
        await payload.find({ collection: 'articles', where: { title: { like: 'Commenté' } }, sort: 'title' })
      ).docs.map((doc) => doc.id)
    }, 120_000)

    beforeEach(resetLimits)

    it('without script: stored as waiting, the editors told by mail, a page that shows the text', async () => {
      const body = fields(articles[0], { comment: 'Sans script, <b>gras</b> & « guillemets ».' })
      const answer = await send(body)
      expect(answer.status).toBe(200)
      expect(answer.text).toContain('Merci, votre commentaire est en attente de modération.')
      expect(answer.text).toContain('&lt;b&gt;gras&lt;/b&gt; &amp; « guillemets »')
      const [comment] = await stored({ authorEmail: { equals: body.email } })
      expect(comment).toMatchObject({ status: 'pending', withoutScript: true, content: body.comment })
      expect(comment.addressOfDay).toMatch(/^[\w-]{32}$/)
      const mails = await payload.find({
        collection: 'outbox',
        where: { source: { equals: 'commentaires' } },
      })
      expect(mails.docs.some((mail) => mail.text?.includes(body.comment))).toBe(true)
      expect(mails.docs[0].to).toContain('moderatrice@example.org')
      expect(await queries.getApprovedComments(articles[0])).toEqual([])
    })

    it('with script: a first comment waits; once approved, the next one from that address publishes', async () => {
      const email = 'fidele@example.org'
      const first = await send({ ...fields(articles[0], { email }), ...scripted() }, { json: true })
      expect(first.status).toBe(201)
      expect(first.json).toMatchObject({ status: 'pending', parent: 0 })
      expect(String(first.json?.html)).toContain('en attente de modération')
      const id = Number(first.json?.id)
      await payload.update({ collection: 'comments', id, data: { status: 'approved' }, overrideAccess: true })
      await resetLimits()
      const second = await send(
        { ...fields(articles[0], { email, comment_parent: String(id) }), ...scripted() },
        { json: true },
      )
      expect(second.status).toBe(201)
      expect(second.json).toMatchObject({ status: 'approved', parent: id })
      expect(String(second.json?.html)).toContain('comment-reply-link')
      const shown = await queries.getApprovedComments(articles[0])
      expect(shown.map((comment) => comment.id)).toEqual([id, Number(second.json?.id)])
      expect(shown[1].parent).toBe(id)
      expect(JSON.stringify(shown)).not.toContain(email)
      expect(await queries.getCommentCounts([articles[0], articles[1]])).toEqual({ [articles[0]]: 2 })
    })

    it('an approved comment from a page without script still waits', async () => {
      const body = fields(articles[1], { email: 'fidele@example.org' })
      expect((await send(body)).status).toBe(200)
      expect((await stored({ content: { equals: body.comment } }))[0].status).toBe('pending')
    })

    it('refuses bad fields with the message and the field, storing nothing', async () => {
      const cases: Array<[Fields, string, string]> = [
        [{ comment: 'trop court' }, 'comment', 'trop court : 15 caractères au minimum'],
        [{ comment: 'x'.repeat(15_361) }, 'comment', 'trop long : 15360 caractères au maximum'],
        [{ comment: 'https://a.fr https://b.fr https://c.fr en plus' }, 'comment', 'trop de liens'],
        [{ author: '' }, 'author', 'Veuillez indiquer votre nom.'],
        [{ email: 'pas-une-adresse' }, 'email', 'adresse e-mail valide'],
        [{ url: 'javascript:alert(1)' }, 'url', 'site web n’est pas valide'],
      ]
      const before = (await stored({})).length
      for (const [extra, field, message] of cases) {
        const answer = await send({ ...fields(articles[0], extra), ...scripted() }, { json: true })
        expect(answer.status, field).toBe(400)
        expect(answer.json).toMatchObject({ field })
        expect(String(answer.json?.error)).toContain(message)
      }
      expect((await stored({})).length).toBe(before)
    })

    it('refuses an unknown or unpublished post, a stale nonce and a parent from elsewhere', async () => {
      const draft = await payload.create({
        collection: 'articles',
        data: { title: 'Brouillon commenté', _status: 'draft' },
        draft: true,
        context: { disableRevalidate: true },
      })
      const before = (await stored({})).length
      expect((await send({ ...fields(99_999_999), ...scripted() }, { json: true })).status).toBe(404)
      expect((await send({ ...fields(draft.id), ...scripted() }, { json: true })).status).toBe(404)
      const stale = await send({ ...fields(articles[0], { comment_nonce: 'A'.repeat(22) }), ...scripted() })
      expect(stale.status).toBe(403)
      expect(stale.text).toContain('Cette page a expiré')
      const [approved] = await queries.getApprovedComments(articles[0])
      const elsewhere = await send(
        { ...fields(articles[1], { comment_parent: String(approved.id) }), ...scripted() },
        { json: true },
      )
      expect(elsewhere).toMatchObject({ status: 400, json: { field: 'comment_parent' } })
      const [waiting] = await stored({ status: { equals: 'pending' } })
      const toWaiting = await send(
        { ...fields(articles[0], { comment_parent: String(waiting.id) }), ...scripted() },
        { json: true },
      )
      expect(toWaiting.status).toBe(400)
      expect((await stored({})).length).toBe(before)
    })

    it('refuses robots: honeypot, missing script token, a post too soon after the token', async () => {
      const before = (await stored({})).length
      expect((await send(fields(articles[0], { site_web_verification: 'robot' }))).status).toBe(400)
      const noTiming = { ...fields(articles[0]), ...scripted(), _escale_timing: '' }
      expect((await send(noTiming, { json: true })).status).toBe(400)
      const tooSoon = {
        ...fields(articles[0]),
        ...scripted(),
        _escale_timing: antiSpam.issueTimingToken('comment'),
      }
      const answer = await send(tooSoon, { json: true })
      expect(answer.status).toBe(400)
      expect(String(answer.json?.error)).toContain('trop rapide')
      expect((await stored({})).length).toBe(before)
    })

    it('flood control: one comment per visitor every 15 seconds; a duplicate is refused', async () => {
      const first = fields(articles[1])
      expect((await send({ ...first, ...scripted() }, { json: true })).status).toBe(201)
      // Another visitor's e-mail address from the same address, then the same e-mail from elsewhere.
      const again = await send({ ...fields(articles[1]), ...scripted() }, { json: true })
      expect(again.status).toBe(429)
      expect(String(again.json?.error)).toContain('trop vite')
      await resetLimits()
      const duplicate = await send({ ...first, ...scripted() }, { json: true })
      expect(duplicate).toMatchObject({ status: 409, json: { field: 'comment' } })
      expect(await stored({ content: { equals: first.comment } })).toHaveLength(1)
    })

    it('without script, a published comment sends the browser back to it', async () => {
      const email = 'fidele@example.org'
      const body = { ...fields(articles[1], { email }), ...scripted() }
      // A scripted post from an approved address publishes; without Accept: JSON it is answered with 303.
      const answer = await send(body)
      expect(answer.status).toBe(303)
      expect(answer.location).toMatch(/^\/articles\/[\w-]+#comment-\d+$/)
    })
  })
}
