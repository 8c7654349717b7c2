import type { Payload } from 'payload'
import { afterAll, beforeAll, expect, it } from 'vitest'
import type { AjaxTable } from '@/lib/ajax/types'
import { CONSENT_REVISION } from '@/features/consent/categories'
import { type OembedStub, startOembedStub } from '../../stubs/oembed'
import { type Backend, describeOn } from '../support/backends'
import { startPayload } from '../support/payload'

const NO_REVALIDATE = { disableRevalidate: true }
const REVISION = String(CONSENT_REVISION)
const ids = (n: number) => Array.from({ length: n }, (_, i) => `vid${String(i).padStart(8, '0')}`)

/**
 * The video gallery against a real database: thumbnails fetched from the oEmbed endpoint when an editor
 * saves a video (a stub on 127.0.0.1, also slow and failing), playlists in order, call 7
 * (`my_embedplus_gallery_page`) with its pages, tokens, nonce and bad options, and the consent log.
 */
export function videoGallerySuite(backend: Backend) {
  describeOn(backend, 'video gallery', (ready) => {
    let payload: Payload
    let actions: AjaxTable
    let stub: OembedStub
    let createNonce: typeof import('@/lib/nonce').createNonce
    let videos: number[]

    const call = async (fields: Record<string, string>, json?: unknown) => {
      const { dispatchAjax } = await import('@/lib/ajax/dispatch')
      const response = await dispatchAjax(
        new Request('http://localhost/ajax', {
          method: 'POST',
          headers: { 'content-type': json ? 'application/json' : 'application/x-www-form-urlencoded' },
          body: json ? JSON.stringify(json) : new URLSearchParams(fields),
        }),
        actions,
      )
      return { status: response.status, text: await response.text() }
    }
    const galleryPage = (options: Record<string, string>, security = createNonce('gallery', 'fetes')) =>
      call({
        action: 'my_embedplus_gallery_page',
        security,
        ...Object.fromEntries(Object.entries(options).map(([name, value]) => [`options[${name}]`, value])),
      })
    const thumbs = (html: string) => [...html.matchAll(/data-video-id="([^"]+)"/g)].map((match) => match[1])
    const video = (id: number) => payload.findByID({ collection: 'videos', id, depth: 0 })

    beforeAll(async () => {
      stub = await startOembedStub()
      process.env.VIDEO_OEMBED_URL = stub.endpoint
      payload = await startPayload(ready.url, ready.mediaDir)
      ;({ ajaxActions: actions } = await import('@/app/ajax/actions'))
      ;({ createNonce } = await import('@/lib/nonce'))
      videos = []
      for (const youtubeId of ids(7)) {
        const made = await payload.create({
          collection: 'videos',
          data: { title: `Vidéo ${youtubeId}`, youtubeId },
          context: NO_REVALIDATE,
        })
        videos.push(made.id)
      }
      await payload.create({
        collection: 'playlists',
        data: { title: 'Les fêtes', slug: 'fetes', videos: [...videos].reverse(), pageSize: 3, main: true },
        context: NO_REVALIDATE,
      })
    })
    afterAll(async () => {
      await stub?.close()
    })

    it('fetches a saved video’s thumbnail from the oEmbed endpoint and keeps it in the media library', async () => {
      const saved = await video(videos[0]!)
      expect(saved.thumbnailFetched).toBe(true)
      expect(saved.thumbnailNote).toMatch(/^Récupérée de YouTube le /)
      const media = await payload.findByID({ collection: 'media', id: saved.thumbnail as number, depth: 0 })
      expect(media).toMatchObject({ mimeType: 'image/jpeg', width: 480, height: 360 })
      expect(media.alt).toBe('Miniature de la vidéo « Vidéo vid00000000 »')
      expect(stub.requests).toContain(
        `/oembed?url=${encodeURIComponent('https://www.youtube.com/watch?v=vid00000000')}&format=json`,
      )
    })

    it('saves the video at once without a thumbnail when the service is slow, down or answers junk', async () => {
      for (const [youtubeId, reason] of [
        ['slowAAAAAAA', 'pas de réponse en 2 s'],
        ['goneAAAAAAA', 'le service a répondu 404'],
        ['junkAAAAAAA', 'réponse sans miniature'],
      ] as const) {
        const started = Date.now()
        const made = await payload.create({
          collection: 'videos',
          data: { title: youtubeId, youtubeId },
          context: NO_REVALIDATE,
        })
        expect(Date.now() - started).toBeLessThan(2800)
        expect(made.thumbnail ?? null).toBeNull()
        expect(made.thumbnailNote).toContain(reason)
      }
    })

    it('keeps a thumbnail the editor chose, and fetches YouTube’s again when the id of a fetched one changes', async () => {
      const extra = async (youtubeId: string) =>
        (
          await payload.create({
            collection: 'videos',
            data: { title: youtubeId, youtubeId },
            context: NO_REVALIDATE,
          })
        ).id
      const [mine, theirs] = [await extra('mineAAAAAAA'), await extra('theirsAAAAA')]
      const own = (await video(videos[1]!)).thumbnail as number
      const chosen = await payload.update({
        collection: 'videos',
        id: mine,
        data: { thumbnail: own },
        context: NO_REVALIDATE,
      })
      expect(chosen.thumbnailFetched).toBe(false)
      const asked = stub.requests.length
      const renamed = await payload.update({
        collection: 'videos',
        id: mine,
        data: { youtubeId: 'otherAAAAAA' },
        context: NO_REVALIDATE,
      })
      expect(stub.requests.length).toBe(asked)
      expect((renamed.thumbnail as { id: number }).id ?? renamed.thumbnail).toBe(own)

      const before = (await video(theirs)).thumbnail
      const refetched = await payload.update({
        collection: 'videos',
        id: theirs,
        data: { youtubeId: 'freshAAAAAA' },
        context: NO_REVALIDATE,
        depth: 0,
      })
      expect(refetched.thumbnailFetched).toBe(true)
      expect(refetched.thumbnail).not.toBe(before)
      expect(stub.requests.some((request) => request.includes('freshAAAAAA'))).toBe(true)
    })

    it('keeps one main playlist', async () => {
      const other = await payload.create({
        collection: 'playlists',
        data: { title: 'Autre', videos: [videos[0]!], main: true, pageSize: 6 },
        context: NO_REVALIDATE,
      })
      const mains = await payload.find({
        collection: 'playlists',
        where: { main: { equals: true } },
        depth: 0,
      })
      expect(mains.docs.map((doc) => doc.id)).toEqual([other.id])
      await payload.update({
        collection: 'playlists',
        where: { slug: { equals: 'fetes' } },
        data: { main: true },
      })
      await payload.delete({ collection: 'playlists', id: other.id, context: NO_REVALIDATE })
    })

    it('answers the pages of a playlist in its order, with the tokens of their neighbours (call 7)', async () => {
      const order = ids(7).reverse()
      const first = await galleryPage({ playlistId: 'fetes', pageToken: '', pageSize: '3' })
      expect(first.status).toBe(200)
      expect(thumbs(first.text)).toEqual(order.slice(0, 3))
      expect(first.text).toContain('data-next-page-token="2"')
      const last = await galleryPage({ playlistId: 'fetes', pageToken: '3', pageSize: '3', showPaging: '0' })
      expect(thumbs(last.text)).toEqual(order.slice(6))
      expect(last.text).not.toContain('video-gallery__pager')
      // jQuery's booleans and a JSON body read the same.
      const json = await call(
        {},
        {
          action: 'my_embedplus_gallery_page',
          security: createNonce('gallery', 'fetes'),
          options: { playlistId: 'fetes', pageToken: '2', pageSize: 3, showTitle: false, columns: 2 },
        },
      )
      expect(thumbs(json.text)).toEqual(order.slice(3, 6))
      expect(json.text).toContain('--video-gallery-columns: 2')
    })

    it('shows a playlist’s change in the next call', async () => {
      await payload.update({
        collection: 'playlists',
        where: { slug: { equals: 'fetes' } },
        data: { videos: [videos[6]!, videos[0]!] },
        context: NO_REVALIDATE,
      })
      const page = await galleryPage({ playlistId: 'fetes', pageSize: '6' })
      expect(thumbs(page.text)).toEqual(['vid00000006', 'vid00000000'])
    })

    it('refuses bad options, a stale nonce, an unknown playlist or page with a message in French', async () => {
      const cases: Array<[Record<string, string>, string | undefined, number, RegExp]> = [
        [{ playlistId: 'fetes', pageToken: 'abc' }, undefined, 400, /Jeton de page invalide/],
        [{ playlistId: 'fetes', pageToken: '9' }, undefined, 404, /page de la galerie n’existe pas/],
        [{ playlistId: 'fetes', pageSize: '0' }, undefined, 400, /Paramètres invalides/],
        [{ playlistId: 'fetes', pageSize: '51' }, undefined, 400, /Paramètres invalides/],
        [{ playlistId: 'fetes', columns: '7' }, undefined, 400, /Paramètres invalides/],
        [{ playlistId: 'fetes', autonext: 'peut-être' }, undefined, 400, /Paramètres invalides/],
        [{ playlistId: '../etc' }, undefined, 400, /Paramètres invalides/],
        [{ playlistId: 'fetes' }, 'x'.repeat(22), 403, /Cette page a expiré/],
        [{ playlistId: 'fetes' }, createNonce('gallery', 'autre'), 403, /Cette page a expiré/],
        [{ playlistId: 'inconnue' }, createNonce('gallery', 'inconnue'), 404, /playlist n’existe pas/],
      ]
      for (const [options, security, status, message] of cases) {
        const reply = await galleryPage(options, security)
        expect({ options, status: reply.status }).toEqual({ options, status })
        expect(JSON.parse(reply.text).error).toMatch(message)
      }
      expect((await call({ action: 'my_embedplus_gallery_page', security: 'x' })).status).toBe(400)
    })

    it('keeps the proof of a consent choice, and nothing about the visitor', async () => {
      const logged = await call(
        { action: 'consent_log', choice: 'all', revision: REVISION, page: '/videos' },
        undefined,
      )
      expect(logged.status).toBe(400) // no categories: the necessary ones are part of every choice
      const body = new URLSearchParams({
        action: 'consent_log',
        choice: 'all',
        revision: REVISION,
        page: '/videos',
      })
      body.append('categories[]', 'necessary')
      body.append('categories[]', 'videos')
      const { dispatchAjax } = await import('@/lib/ajax/dispatch')
      const reply = await dispatchAjax(
        new Request('http://localhost/ajax', {
          method: 'POST',
          headers: { 'content-type': 'application/x-www-form-urlencoded', 'user-agent': 'Navigateur/1.0' },
          body,
        }),
        actions,
      )
      expect(reply.status).toBe(200)
      const { docs } = await payload.find({ collection: 'consent-records', sort: '-id', limit: 1, depth: 0 })
      expect(docs[0]).toMatchObject({
        choice: 'all',
        categories: ['necessary', 'videos'],
        revision: CONSENT_REVISION,
        page: '/videos',
      })
      expect(Object.keys(docs[0]!).sort()).toEqual(
        ['categories', 'choice', 'createdAt', 'id', 'page', 'revision', 'updatedAt'].sort(),
      )
      for (const [name, value] of [
        ['choice', 'tout'],
        ['revision', String(CONSENT_REVISION + 1)],
        ['page', '//ailleurs.example/x'],
        ['page', 'https://ailleurs.example/'],
      ]) {
        const bad = new URLSearchParams({
          action: 'consent_log',
          choice: 'all',
          revision: REVISION,
          [name]: value,
        })
        bad.append('categories[]', 'necessary')
        expect((await call(Object.fromEntries(bad))).status).toBe(400)
      }
      const unknown = new URLSearchParams({ action: 'consent_log', choice: 'custom', revision: REVISION })
      unknown.append('categories[]', 'necessary')
      unknown.append('categories[]', 'publicite')
      const refused = await dispatchAjax(
        new Request('http://localhost/ajax', {
          method: 'POST',
          headers: { 'content-type': 'application/x-www-form-urlencoded' },
          body: unknown,
        }),
        actions,
      )
      expect(refused.status).toBe(400)
    })
  })
}
