import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { AjaxTable } from '@/lib/ajax/types'
import type { Outbox } from '@/payload-types'
import { type Backend, describeOn } from '../support/backends'
import { create } from '../support/fixtures'
import { startPayload } from '../support/payload'

type Modules = {
  actions: AjaxTable
  nonce: typeof import('@/lib/nonce')
  antiSpam: typeof import('@/lib/anti-spam')
  applyLink: typeof import('@/features/newsletter/link-action').applyLink
  inspectLink: typeof import('@/features/newsletter/link-action').inspectLink
  linkButton: typeof import('@/app/(site)/newsletter/lien/route').POST
  captcha: typeof import('@/features/newsletter/captcha')
}

/**
 * The newsletter's ajax actions against a real database: every answer of the sign-up, the nonce, the
 * country list, the mail and its signed links, and the `newsletter` rate limit (5 sign-ups an hour per
 * address; the suite spends them in order, so its tests run in sequence).
 */
export function newsletterSignupSuite(backend: Backend) {
  describeOn(backend, 'newsletter sign-up', (ready) => {
    let payload: Payload
    let m: Modules
    let lists: string[]

    const post = async (fields: Record<string, string | string[]>) => {
      const body = new URLSearchParams()
      for (const [name, value] of Object.entries(fields))
        for (const item of [value].flat()) body.append(Array.isArray(value) ? `${name}[]` : name, item)
      const { dispatchAjax } = await import('@/lib/ajax/dispatch')
      const response = await dispatchAjax(
        new Request('http://localhost/ajax', {
          method: 'POST',
          headers: { 'content-type': 'application/x-www-form-urlencoded' },
          body,
        }),
        m.actions,
      )
      return { status: response.status, body: (await response.json()) as Record<string, string> }
    }

    /** A sign-up as the browser sends it: nonce, spam token, honeypot and a timing token 5 s old. */
    const signUp = (
      fields: Record<string, string | string[]>,
      security = m.nonce.createNonce('newsletter'),
    ) =>
      post({
        action: 'sib_subscribe_form',
        email: 'marie@example.fr',
        sms: '',
        sib_SMS_prefix: '+33',
        interestingLists: [lists[0]],
        security,
        [m.antiSpam.SPAM_TOKEN_FIELD.name]: m.antiSpam.SPAM_TOKEN_FIELD.value,
        [m.antiSpam.HONEYPOT_FIELD]: '',
        [m.antiSpam.TIMING_FIELD]: m.antiSpam.issueTimingToken('newsletter', Date.now() - 5000),
        ...fields,
      })

    const subscriber = async (email: string) =>
      (await payload.find({ collection: 'subscribers', where: { email: { equals: email } }, depth: 0 }))
        .docs[0]
    const lastMail = async () =>
      (await payload.find({ collection: 'outbox', sort: '-createdAt', limit: 1, depth: 0 })).docs[0] as Outbox
    const linkIn = (mail: Outbox, page: string) => {
      const found = mail.text?.match(new RegExp(`https?://\\S+/newsletter/${page}\\?\\S+`))?.[0]
      return new URL(found ?? 'http://x/')
    }

    beforeAll(async () => {
      payload = await startPayload(ready.url, ready.mediaDir)
      m = {
        actions: (await import('@/app/ajax/actions')).ajaxActions,
        nonce: await import('@/lib/nonce'),
        antiSpam: await import('@/lib/anti-spam'),
        applyLink: (await import('@/features/newsletter/link-action')).applyLink,
        inspectLink: (await import('@/features/newsletter/link-action')).inspectLink,
        linkButton: (await import('@/app/(site)/newsletter/lien/route')).POST,
        captcha: await import('@/features/newsletter/captcha'),
      }
      for (const title of ['Agenda du mois', 'Nouveautés'])
        await create(payload, { collection: 'newsletter-lists', data: { title } })
      lists = (await payload.find({ collection: 'newsletter-lists', sort: 'title' })).docs.map((l) =>
        String(l.id),
      )
    }, 120_000)

    describe('refusals that spend no allowance', () => {
      it('a wrong or missing nonce is a failure asking to reload', async () => {
        const wrong = await signUp({}, 'x'.repeat(22))
        expect(wrong.status).toBe(403)
        expect(wrong.body).toMatchObject({ status: 'failure', msg: expect.stringContaining('expiré') })
        expect((await signUp({}, '')).status).toBe(403)
      })

      it('each broken rule is invalid with its French message, and nothing is stored', async () => {
        const cases: Array<[Record<string, string | string[]>, RegExp]> = [
          [{ email: '' }, /obligatoire/],
          [{ interestingLists: [] }, /obligatoire/],
          [{ email: 'marie@exemple' }, /adresse e-mail/],
          [{ sms: '06 12 34 56 78' }, /SMS/],
          [{ interestingLists: ['999999'] }, /obligatoire/],
        ]
        for (const [fields, message] of cases) {
          const reply = await signUp(fields)
          expect(reply.status, JSON.stringify(fields)).toBe(400)
          expect(reply.body.status).toBe('invalid')
          expect(reply.body.msg).toMatch(message)
        }
        expect(await subscriber('marie@example.fr')).toBeUndefined()
      })

      it('oversized fields are a 400 from the schema', async () => {
        expect((await signUp({ email: `${'a'.repeat(300)}@x.fr` })).status).toBe(400)
        expect((await signUp({ interestingLists: Array(60).fill(lists[0]) })).status).toBe(400)
      })

      it('a post without the spam token is refused before anything is stored', async () => {
        const reply = await signUp({ [m.antiSpam.SPAM_TOKEN_FIELD.name]: '' })
        expect(reply.body.status).toBe('failure')
        expect(await subscriber('marie@example.fr')).toBeUndefined()
      })
    })

    describe('sign-up, confirmation and unsubscription', () => {
      it('a new address is stored pending, then its mail is queued with both links', async () => {
        const reply = await signUp({ sms: '+33 6 12 34 56 78', interestingLists: lists })
        expect(reply).toMatchObject({ status: 200, body: { status: 'success' } })
        const row = await subscriber('marie@example.fr')
        expect(row).toMatchObject({ status: 'pending', sms: '+33 6 12 34 56 78', smsPrefix: '+33' })
        expect(row.lists).toHaveLength(2)
        const mail = await lastMail()
        expect(mail).toMatchObject({ source: 'newsletter', to: 'marie@example.fr' })
        expect(linkIn(mail, 'confirmer').searchParams.get('id')).toBe(String(row.id))
        expect(linkIn(mail, 'desinscription').searchParams.get('cle')).toBeTruthy()
      })

      it('signing up again while pending updates the lists and clears a prefix-only SMS', async () => {
        const reply = await signUp({ email: 'Marie@Example.fr', sms: '+33 ', interestingLists: [lists[1]] })
        expect(reply.body.status).toBe('update')
        const row = await subscriber('marie@example.fr')
        expect(row.lists).toEqual([Number(lists[1])])
        expect(row.sms ?? '').toBe('')
      })

      it('opening the confirm link changes nothing: its page offers the button', async () => {
        const link = linkIn(await lastMail(), 'confirmer')
        const id = link.searchParams.get('id')
        expect(await m.inspectLink('confirmer', id, link.searchParams.get('cle'))).toBe('pending')
        expect(await m.inspectLink('confirmer', id, 'forged')).toBe('invalid')
        expect(await m.inspectLink('confirmer', [id], link.searchParams.get('cle'))).toBe('invalid')
        expect((await subscriber('marie@example.fr')).status).toBe('pending')
      })

      it('the button posts the link: confirmed once, back to the page saying so; a forged key does nothing', async () => {
        const link = linkIn(await lastMail(), 'confirmer')
        const id = link.searchParams.get('id') ?? ''
        const cle = link.searchParams.get('cle') ?? ''
        const press = (fields: Record<string, string>) =>
          m.linkButton(
            new Request('http://localhost/newsletter/lien', {
              method: 'POST',
              headers: { 'content-type': 'application/x-www-form-urlencoded' },
              body: new URLSearchParams(fields),
            }),
          )
        const forged = await press({ purpose: 'confirmer', id, cle: 'forged' })
        expect(forged.status).toBe(303)
        expect(forged.headers.get('location')).not.toContain('fait=1')
        expect((await subscriber('marie@example.fr')).status).toBe('pending')
        expect((await press({ purpose: 'inscrire', id, cle })).status).toBe(400)

        const done = await press({ purpose: 'confirmer', id, cle })
        expect(done.status).toBe(303)
        const back = new URL(done.headers.get('location') ?? '', 'http://localhost')
        expect(back.pathname).toBe('/newsletter/confirmer')
        expect(back.searchParams.get('fait')).toBe('1')
        expect((await subscriber('marie@example.fr')).status).toBe('confirmed')
        expect(await m.inspectLink('confirmer', id, cle, true)).toBe('done')
        expect(await m.inspectLink('confirmer', id, cle)).toBe('already')
        expect(await m.applyLink('confirmer', id, cle)).toBe('already')
      })

      it('a confirmed address gets already_exist', async () => {
        expect((await signUp({})).body.status).toBe('already_exist')
      })

      it('the unsubscribe link unsubscribes; signing up again starts over as pending', async () => {
        const link = linkIn(await lastMail(), 'desinscription')
        const done = await m.applyLink(
          'desinscription',
          link.searchParams.get('id'),
          link.searchParams.get('cle'),
        )
        expect(done).toBe('done')
        expect((await subscriber('marie@example.fr')).status).toBe('unsubscribed')
        expect((await signUp({})).body.status).toBe('success')
        expect((await subscriber('marie@example.fr')).status).toBe('pending')
      })

      it('the sixth sign-up within the hour is refused by the rate limit', async () => {
        expect((await signUp({ email: 'paul@example.fr' })).body.status).toBe('success')
        const refused = await signUp({ email: 'lea@example.fr' })
        expect(refused.status).toBe(429)
        expect(refused.body).toMatchObject({
          status: 'failure',
          msg: expect.stringContaining('inscriptions'),
        })
        expect(await subscriber('lea@example.fr')).toBeUndefined()
      })
    })

    describe('nonce and country prefixes', () => {
      it('the nonce action gives a nonce the other calls accept', async () => {
        const { body } = await post({ action: 'sib_newsletter_nonce' })
        expect(m.nonce.verifyNonce(body.security, 'newsletter')).toBe(true)
      })

      it('sib_get_country_prefix answers the HTML list, with a valid nonce only', async () => {
        const { dispatchAjax } = await import('@/lib/ajax/dispatch')
        const ask = (security: string) =>
          dispatchAjax(
            new Request('http://localhost/ajax', {
              method: 'POST',
              body: new URLSearchParams({ action: 'sib_get_country_prefix', security }),
            }),
            m.actions,
          )
        const ok = await ask(m.nonce.createNonce('newsletter'))
        expect(ok.headers.get('content-type')).toMatch(/text\/html/)
        expect(await ok.text()).toContain('data-country-code="fr" data-dial-code="33"')
        expect((await ask('wrong')).status).toBe(403)
      })
    })

    describe('captcha (ALTCHA), once the editors switch it on', () => {
      type Challenge = Awaited<ReturnType<Modules['captcha']['issueChallenge']>>
      /** What the widget posts for a challenge it solved: base64 of `{ challenge, solution }`. */
      const answer = async (challenge: Challenge) => {
        const { solveChallenge } = await import('altcha-lib')
        const { deriveKey } = await import('altcha-lib/algorithms/pbkdf2')
        const solution = await solveChallenge({ challenge, deriveKey })
        const { parameters, signature } = challenge
        return Buffer.from(JSON.stringify({ challenge: { parameters, signature }, solution })).toString(
          'base64',
        )
      }
      const askChallenge = async () =>
        (await post({ action: 'sib_captcha_challenge' })).body as unknown as Challenge

      beforeAll(async () => {
        await payload.updateGlobal({ slug: 'newsletter-settings', data: { captcha: true } })
        // The rate-limit test above spent this address's sign-ups; captcha refusals spend none.
        const { rateLimits, ipKey } = await import('@/lib/rate-limit')
        const { clientIp } = await import('@/lib/client-ip/client-ip')
        await (await rateLimits()).reset('newsletter', ipKey(clientIp(new Request('http://localhost/ajax'))))
      })
      afterAll(() => payload.updateGlobal({ slug: 'newsletter-settings', data: { captcha: false } }))

      it('the challenge action gives a signed PBKDF2 challenge with an expiry', async () => {
        const challenge = await askChallenge()
        expect(challenge.parameters).toMatchObject({ algorithm: 'PBKDF2/SHA-256', cost: 1000 })
        expect(challenge.parameters.expiresAt).toBeGreaterThan(Date.now() / 1000)
        expect(challenge.signature).toMatch(/^[0-9a-f]{64}$/)
      })

      it('no answer is gcaptchaEmpty, with its message, and nothing is stored', async () => {
        const reply = await signUp({ email: 'robot@example.fr' })
        expect(reply).toMatchObject({ status: 400, body: { status: 'gcaptchaEmpty' } })
        expect(reply.body.msg).toMatch(/robot/)
        expect(await subscriber('robot@example.fr')).toBeUndefined()
      })

      it('a garbled, forged, expired or unsolved answer is gcaptchaFail', async () => {
        const good = await askChallenge()
        const solved = JSON.parse(Buffer.from(await answer(good), 'base64').toString())
        const encode = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64')
        // A challenge made easier after it was signed: the signature no longer matches.
        const forged = encode({
          ...solved,
          challenge: { ...solved.challenge, parameters: { ...solved.challenge.parameters, cost: 1 } },
        })
        const expired = await answer(
          await m.captcha.issueChallenge(Date.now() - m.captcha.CAPTCHA_TTL_MS - 60_000),
        )
        const unsolved = encode({ ...solved, solution: { counter: 1, derivedKey: '00' } })
        for (const given of ['bm9wZQ==', '%%%', forged, expired, unsolved]) {
          const reply = await signUp({ email: 'robot@example.fr', 'g-recaptcha-response': given })
          expect(reply.body.status, given.slice(0, 40)).toBe('gcaptchaFail')
          expect(reply.body.msg).toMatch(/anti-robot/)
        }
        expect(await subscriber('robot@example.fr')).toBeUndefined()
      })

      it('a solved challenge signs up once; posting the same answer again is gcaptchaFail', async () => {
        const solved = await answer(await askChallenge())
        const first = await signUp({ email: 'humain@example.fr', 'g-recaptcha-response': solved })
        expect(first.body.status).toBe('success')
        const again = await signUp({ email: 'autre@example.fr', 'g-recaptcha-response': solved })
        expect(again.body.status).toBe('gcaptchaFail')
        expect(await subscriber('autre@example.fr')).toBeUndefined()
      })
    })
  })
}
