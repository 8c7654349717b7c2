import type { Payload } from 'payload'
import { afterAll, beforeAll, expect, it } from 'vitest'
import { richText } from '../support/fixtures'
import { startPayload } from '../support/payload'
import { type Backend, describeOn } from '../support/backends'

const NO_REVALIDATE = { disableRevalidate: true }

/** The field messages of a Payload ValidationError, which is what the admin shows next to each field. */
async function fieldErrors(promise: Promise<unknown>): Promise<string[]> {
  try {
    await promise
  } catch (error) {
    const errors = (error as { data?: { errors?: { message: string }[] } }).data?.errors ?? []
    return errors.map((entry) => entry.message)
  }
  throw new Error('expected a validation error')
}

/** What the hooks expired, as the int tests' stand-in for Next's cache records it (tests/support/next-cache.ts). */
async function expiredCache(): Promise<{ tags: string[]; paths: string[] }> {
  const { expired } = (await import('next/cache')) as unknown as {
    expired: { tags: string[]; paths: string[] }
  }
  return expired
}

/** The content model against a real database: migrations, access rules, validation, hooks. */
export function contentModelSuite(backend: Backend) {
  describeOn(backend, 'content model', (ready) => {
    let payload: Payload

    beforeAll(async () => {
      payload = await startPayload(ready.url, ready.mediaDir)
    })
    afterAll(async () => {
      await payload?.destroy()
    })

    it('applies the checked-in migrations once and is a no-op the second time', async () => {
      const { migrateDatabase } = await import('@/lib/migrate')
      await migrateDatabase(payload)
      const { docs } = await payload.find({ collection: 'payload-migrations', limit: 100 })
      const names = docs.map((doc) => doc.name)
      expect(names.some((name) => name?.endsWith('_initial'))).toBe(true)
      expect(new Set(names).size).toBe(names.length)
    })

    it('fills the slug from the title and keeps slugs unique', async () => {
      const category = await payload.create({
        collection: 'categories',
        data: { title: 'Fêtes & Traditions' },
        context: NO_REVALIDATE,
      })
      expect(category.slug).toBe('fetes-traditions')
      await expect(
        payload.create({
          collection: 'categories',
          data: { title: 'Autre', slug: 'fetes-traditions' },
          context: NO_REVALIDATE,
        }),
      ).rejects.toThrow()
    })

    it('shows published articles to visitors and drafts only to editors', async () => {
      const data = { title: 'Brouillon secret', content: richText('Pas encore prêt.') }
      await payload.create({
        collection: 'articles',
        data: { ...data, _status: 'draft' },
        draft: true,
        context: NO_REVALIDATE,
      })
      await payload.create({
        collection: 'articles',
        data: { title: 'Article publié', content: richText('Bonjour.'), _status: 'published' },
        context: NO_REVALIDATE,
      })
      const asVisitor = await payload.find({ collection: 'articles', overrideAccess: false })
      expect(asVisitor.docs.map((doc) => doc.title)).toEqual(['Article publié'])
      expect(asVisitor.docs[0].publishedAt).toBeTruthy()
      const asEditor = await payload.find({ collection: 'articles', overrideAccess: true, draft: true })
      expect(asEditor.totalDocs).toBe(2)
    })

    it('restores an earlier version of an article, which expires the pages that show it', async () => {
      const expired = await expiredCache()
      const article = await payload.create({
        collection: 'articles',
        data: { title: 'Marée d’équinoxe', content: richText('Premier texte.'), _status: 'published' },
        context: NO_REVALIDATE,
      })
      await payload.update({
        collection: 'articles',
        id: article.id,
        data: { title: 'Marée d’équinoxe (corrigé)', content: richText('Second texte.') },
        context: NO_REVALIDATE,
      })
      const versions = await payload.findVersions({
        collection: 'articles',
        where: { parent: { equals: article.id } },
        sort: 'createdAt',
      })
      const first = versions.docs.find((version) => version.version.title === 'Marée d’équinoxe')
      expect(first, 'the first version is kept').toBeDefined()

      expired.tags.length = 0
      expired.paths.length = 0
      await payload.restoreVersion({ collection: 'articles', id: first!.id })
      const restored = await payload.findByID({ collection: 'articles', id: article.id })
      expect(restored.title).toBe('Marée d’équinoxe')
      expect(expired.tags).toContain('articles')
      expect(expired.paths).toContain(`/articles/${restored.slug}`)
    })

    it('publishes a scheduled draft when its job runs at the set time, and expires the pages that show it', async () => {
      const expired = await expiredCache()
      const draft = await payload.create({
        collection: 'articles',
        data: { title: 'Grande marée programmée', content: richText('Bientôt en ligne.'), _status: 'draft' },
        draft: true,
        context: NO_REVALIDATE,
      })
      const page = await payload.create({
        collection: 'pages',
        data: { title: 'Page à retirer', content: richText('Jusqu’à ce soir.'), _status: 'published' },
        context: NO_REVALIDATE,
      })
      const dueAt = new Date(Date.now() + 1500)
      // What the admin's « Programmer la publication » queues (Payload's schedule drawer; it sends the id
      // as a string, which the task turns back into the collection's id type).
      await payload.jobs.queue({
        task: 'schedulePublish',
        input: { type: 'publish', doc: { relationTo: 'articles', value: draft.id } },
        waitUntil: dueAt,
      })
      await payload.jobs.queue({
        task: 'schedulePublish',
        input: { type: 'unpublish', doc: { relationTo: 'pages', value: page.id } },
        waitUntil: dueAt,
      })

      // Before the time: the run leaves both as they are.
      await payload.jobs.run({ queue: 'default' })
      const early = await payload.find({ collection: 'articles', where: { id: { equals: draft.id } } })
      expect(early.docs[0]?._status).toBe('draft')

      await new Promise((resolve) => setTimeout(resolve, dueAt.getTime() - Date.now() + 100))
      expired.tags.length = 0
      expired.paths.length = 0
      await payload.jobs.run({ queue: 'default' })
      const published = await payload.findByID({ collection: 'articles', id: draft.id })
      expect(published._status).toBe('published')
      expect(published.publishedAt, 'the publication date is the time it went out').toBeTruthy()
      const unpublished = await payload.findByID({ collection: 'pages', id: page.id })
      expect(unpublished._status).toBe('draft')
      expect(expired.tags).toEqual(expect.arrayContaining(['articles', 'pages']))
      expect(expired.paths).toEqual(expect.arrayContaining([`/articles/${published.slug}`, `/${page.slug}`]))
      const left = await payload.count({
        collection: 'payload-jobs',
        where: { taskSlug: { equals: 'schedulePublish' }, completedAt: { exists: false } },
      })
      expect(left.totalDocs, 'both jobs ran').toBe(0)
    })

    it('makes the first account of a fresh site an admin, and later ones editors', async () => {
      // Both ask for the editor role, as Payload's first-user screen does by default.
      const account = (name: string) => ({
        name,
        email: `${name}@escale.example`,
        password: 'mot-de-passe-1',
        role: 'editor' as const,
      })
      const first = await payload.create({ collection: 'users', data: account('premiere') })
      const second = await payload.create({ collection: 'users', data: account('seconde') })
      expect([first.role, second.role]).toEqual(['admin', 'editor'])
    })

    it('refuses writes from visitors', async () => {
      await expect(
        payload.create({
          collection: 'categories',
          data: { title: 'Pirate' },
          overrideAccess: false,
          context: NO_REVALIDATE,
        }),
      ).rejects.toThrow()
    })

    it('rejects coordinates out of range with a clear French message', async () => {
      const category = await payload.create({
        collection: 'place-categories',
        data: { title: 'Plages' },
        context: NO_REVALIDATE,
      })
      expect(category.color).toBe('#6b6b6b')
      const messages = await fieldErrors(
        payload.create({
          collection: 'places',
          data: { title: 'Nulle part', latitude: 95, longitude: 2.58, category: category.id },
          context: NO_REVALIDATE,
        }),
      )
      expect(messages).toEqual(['La latitude doit être comprise entre -90 et 90.'])
      const place = await payload.create({
        collection: 'places',
        data: { title: 'Digue', latitude: 51.08, longitude: 2.58, category: category.id },
        context: NO_REVALIDATE,
      })
      expect(place.latitude).toBeCloseTo(51.08)
    })

    it('stores event days at noon UTC and refuses an end before the start', async () => {
      const event = await payload.create({
        collection: 'events',
        data: {
          name: 'Fête de la mer',
          startDate: '2026-07-14',
          endDate: '2026-07-15',
          _status: 'published',
        },
        context: NO_REVALIDATE,
      })
      expect(event.startDate).toMatch(/^2026-07-14T12:00:00/)
      expect(event.slug).toBe('fete-de-la-mer')
      const messages = await fieldErrors(
        payload.create({
          collection: 'events',
          data: { name: 'À l’envers', startDate: '2026-07-14', endDate: '2026-07-01', _status: 'published' },
          context: NO_REVALIDATE,
        }),
      )
      expect(messages).toEqual(['La date de fin doit être postérieure ou égale à la date de début.'])
    })

    it('validates YouTube ids', async () => {
      const messages = await fieldErrors(
        payload.create({
          collection: 'videos',
          data: { title: 'Mauvaise', youtubeId: 'x' },
          context: NO_REVALIDATE,
        }),
      )
      expect(messages).toEqual(['Identifiant YouTube de 11 caractères attendu.'])
    })

    it('requires alt text on media and makes the image sizes', async () => {
      const sharp = (await import('sharp')).default
      const data = await sharp({ create: { width: 900, height: 600, channels: 3, background: '#0b4f6c' } })
        .jpeg()
        .toBuffer()
      const file = { data, mimetype: 'image/jpeg', name: 'mer.jpg', size: data.length }
      await expect(
        payload.create({ collection: 'media', data: {} as never, file, context: NO_REVALIDATE }),
      ).rejects.toThrow()
      const media = await payload.create({
        collection: 'media',
        data: { alt: 'La mer' },
        file,
        context: NO_REVALIDATE,
      })
      expect(media.sizes?.thumbnail?.width).toBe(400)
      expect(media.sizes?.card?.width).toBe(768)
      expect(media.sizes?.thumbnail?.mimeType).toBe('image/webp')
    })

    it('has site settings with the city defaults', async () => {
      const settings = await payload.findGlobal({ slug: 'site-settings' })
      expect(settings.city).toMatchObject({ latitude: 51.08, longitude: 2.58, zoom: 13 })
    })
  })
}
