import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { AjaxTable } from '@/lib/ajax/types'
import { type Backend, describeOn } from '../support/backends'
import { create, richText } from '../support/fixtures'
import { startPayload } from '../support/payload'

const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString()
const NO_REVALIDATE = { disableRevalidate: true }

/**
 * The live search against a real database: the index kept current by the plugin's hooks, the database's
 * full-text engine (accents, prefixes, one typo, field weights, facets, dates), calls 15, 16 and 20 with
 * their wire format, and their refusals of bad input.
 */
export function searchSuite(backend: Backend) {
  describeOn(backend, 'live search', (ready) => {
    let payload: Payload
    let actions: AjaxTable
    let ids: Record<string, number>

    const call = async (fields: Record<string, string>) => {
      const { dispatchAjax } = await import('@/lib/ajax/dispatch')
      const response = await dispatchAjax(
        new Request('http://localhost/ajax', {
          method: 'POST',
          headers: { 'content-type': 'application/x-www-form-urlencoded', 'x-forwarded-for': '192.0.2.7' },
          body: new URLSearchParams(fields),
        }),
        actions,
      )
      return {
        status: response.status,
        text: await response.text(),
        type: response.headers.get('content-type'),
      }
    }
    const search = async (aspp: string, options = '', extra: Record<string, string> = {}) => {
      const reply = await call({
        action: 'ajaxsearchpro_search',
        aspp,
        asid: '1',
        asp_inst_id: '1_1',
        options,
        ...extra,
      })
      expect(reply.status, reply.text).toBe(200)
      const parts =
        /^___ASPSTART_HTML___([\s\S]*)___ASPEND_HTML______ASPSTART_DATA___(.*)___ASPEND_DATA___$/.exec(
          reply.text,
        )
      expect(parts, reply.text).not.toBeNull()
      const data = JSON.parse(parts![2]!) as { results_count: number; full_results_count: number }
      const titles = [...parts![1]!.matchAll(/<span class="search-results__title">(.*?)<\/span>/g)].map((m) =>
        m[1]!.replace(/<\/?mark>/g, ''),
      )
      return { html: parts![1]!, titles, ...data }
    }

    beforeAll(async () => {
      payload = await startPayload(ready.url, ready.mediaDir)
      ;({ ajaxActions: actions } = await import('@/app/ajax/actions'))
      const beaches = await create(payload, { collection: 'categories', data: { title: 'Plages et dunes' } })
      const culture = await create(payload, { collection: 'categories', data: { title: 'Culture' } })
      const concerts = await create(payload, { collection: 'event-categories', data: { title: 'Concerts' } })
      const leisure = await create(payload, { collection: 'place-categories', data: { title: 'Loisirs' } })
      const sailing = await create(payload, {
        collection: 'place-categories',
        data: { title: 'Nautisme', parent: leisure.id },
      })
      const article = (title: string, text: string, categories: number[], days: number) =>
        create(payload, {
          collection: 'articles',
          data: {
            title,
            content: richText(text),
            categories,
            publishedAt: inDays(days),
            _status: 'published',
          },
        })
      const charAVoile = await article('Le char à voile sur la plage', 'Glisser au vent.', [beaches.id], -1)
      const mention = await article(
        'Balade du dimanche',
        'On y voit passer un char à voile.',
        [culture.id],
        0,
      )
      await article('Les dunes Marchand', 'Une réserve naturelle entre plage et forêt.', [beaches.id], -3)
      const event = await create(payload, {
        collection: 'events',
        data: {
          name: 'Événement musical de l’été',
          startDate: inDays(10),
          endDate: inDays(12),
          place: 'Kiosque',
          categories: [concerts.id],
          _status: 'published',
        },
      })
      const pastEvent = await create(payload, {
        collection: 'events',
        data: { name: 'Événement passé', startDate: inDays(-40), _status: 'published' },
      })
      const place = await create(payload, {
        collection: 'places',
        data: {
          title: 'École de voile',
          latitude: 51.07,
          longitude: 2.52,
          category: leisure.id,
          subcategory: sailing.id,
          address: 'Digue de mer',
        },
      })
      const draft = await create(payload, {
        collection: 'articles',
        data: { title: 'Secret zéphyrin', content: richText('Pas encore.'), _status: 'draft' },
        draft: true,
      })
      ids = {
        charAVoile: charAVoile.id,
        mention: mention.id,
        event: event.id,
        pastEvent: pastEvent.id,
        place: place.id,
        draft: draft.id,
      }
    }, 300_000)
    afterAll(async () => {
      await payload?.destroy()
    })

    it('indexes what was published, and no draft', async () => {
      const entries = await payload.find({ collection: 'search', depth: 0, limit: 100, pagination: false })
      const titles = entries.docs.map((doc) => doc.title).sort()
      expect(titles).toContain('Le char à voile sur la plage')
      expect(titles).toContain('École de voile')
      expect(titles).not.toContain('Secret zéphyrin')
      expect((await search('zéphyrin')).full_results_count).toBe(0)
    })

    it('finds words whatever their accents and case', async () => {
      expect((await search('evenement musical')).titles).toEqual(['Événement musical de l’été'])
      expect((await search('ECOLE')).titles).toEqual(['École de voile'])
    })

    it('matches the words a typed word begins, and ranks a title above a body', async () => {
      const found = await search('char')
      expect(found.titles).toEqual(['Le char à voile sur la plage', 'Balade du dimanche'])
      expect(found.html).toContain('<mark>char</mark>')
      expect((await search('voil')).titles).toContain('École de voile')
    })

    it('tolerates one typo in words of five letters or more, not in shorter ones', async () => {
      expect((await search('plaqe')).titles).toEqual(
        expect.arrayContaining(['Le char à voile sur la plage', 'Les dunes Marchand']),
      )
      expect((await search('dumes')).titles).toContain('Les dunes Marchand')
      expect((await search('chqr')).full_results_count).toBe(0)
    })

    it('filters by content type, by category with its parents, and events by date', async () => {
      expect((await search('voile', 'kind[]=place')).titles).toEqual(['École de voile'])
      expect((await search('voile', 'facet[]=p:loisirs')).titles).toContain('École de voile')
      expect((await search('voile', 'kind[]=place&facet[]=p:plages')).full_results_count).toBe(0)
      expect((await search('char', 'facet[]=a:plages-et-dunes')).titles).toEqual([
        'Le char à voile sur la plage',
      ])
      const soon = new Date(Date.now() + 11 * 86_400_000).toISOString().slice(0, 10)
      const events = await search('evenement', `kind[]=event&date_from=${soon}&date_to=${soon}`)
      expect(events.titles).toEqual(['Événement musical de l’été'])
      expect((await search('evenement', 'kind[]=event')).full_results_count).toBe(2)
    })

    it('orders by date when asked, and pages with force_count', async () => {
      expect((await search('char', 'order=date')).titles).toEqual([
        'Balade du dimanche',
        'Le char à voile sur la plage',
      ])
      const second = await search('char', 'force_count=1')
      expect(second).toMatchObject({ results_count: 1, full_results_count: 2 })
      expect(second.titles).toEqual(['Balade du dimanche'])
      expect(second.html).toContain('start="2"')
    })

    it('says there is no result in French, with the counts at zero', async () => {
      const none = await search('introuvable')
      expect(none).toMatchObject({ results_count: 0, full_results_count: 0 })
      expect(none.html).toContain('Aucun résultat pour « introuvable ».')
    })

    it('shows a save, an unpublish and a new document at the next search', async () => {
      await payload.update({
        collection: 'articles',
        id: ids.mention!,
        data: { title: 'Balade au crépuscule' },
        context: NO_REVALIDATE,
      })
      expect((await search('crepuscule')).titles).toEqual(['Balade au crépuscule'])
      await payload.update({
        collection: 'articles',
        id: ids.mention!,
        data: { _status: 'draft' },
        context: NO_REVALIDATE,
      })
      expect((await search('crepuscule')).full_results_count).toBe(0)
      await create(payload, {
        collection: 'pages',
        data: {
          title: 'Horaires de la capitainerie',
          content: richText('Ouverte tous les jours.'),
          _status: 'published',
        },
      })
      expect((await search('capitainerie')).titles).toEqual(['Horaires de la capitainerie'])
      expect((await search('capitaineire')).titles).toEqual(['Horaires de la capitainerie'])
    })

    it('completes what was typed from the index’s titles and words (call 16)', async () => {
      const complete = (sauto: string) =>
        call({ action: 'ajaxsearchpro_autocomplete', sauto, asid: '1', asp_inst_id: '1_1', options: '' })
      expect((await complete('le char')).text).toBe('le char à voile sur la plage')
      expect((await complete('capitai')).text).toMatch(/^capitainerie/)
      expect((await complete('xyzw')).text).toBe('')
    })

    it('counts searched phrases and those without results, nothing about the visitor (call 20)', async () => {
      const add = (keyword: string) => call({ action: 'ajaxsearchpro_addkeyword', id: '1', keyword })
      expect((await add('  Char  à voile ')).status).toBe(200)
      expect((await add('char à voile')).status).toBe(200)
      expect((await add('introuvable')).status).toBe(200)
      const rows = await payload.find({ collection: 'search-keywords', sort: 'keyword', depth: 0 })
      expect(rows.docs.map(({ keyword, count, noResults }) => ({ keyword, count, noResults }))).toEqual([
        { keyword: 'char à voile', count: 2, noResults: 0 },
        { keyword: 'introuvable', count: 1, noResults: 1 },
      ])
      expect(JSON.stringify(rows.docs)).not.toContain('192.0.2.7')
    })

    it.each([
      [
        { action: 'ajaxsearchpro_search', aspp: 'x', asid: '9998' },
        404,
        'Cette barre de recherche n’existe pas.',
      ],
      [{ action: 'ajaxsearchpro_search', aspp: 'x', asid: 'abc' }, 400, 'Identifiant de recherche invalide.'],
      [{ action: 'ajaxsearchpro_search', aspp: 'x'.repeat(201), asid: '1' }, 400, 'dépasse 200 caractères'],
      [
        { action: 'ajaxsearchpro_search', aspp: 'x', asid: '1', options: 'kind[]=shop' },
        400,
        'Type de contenu inconnu.',
      ],
      [
        { action: 'ajaxsearchpro_search', aspp: 'x', asid: '1', asp_inst_id: '<b>' },
        400,
        'Instance de recherche invalide.',
      ],
      // An instance of another search, or past the instances a page holds; a search that does not exist.
      [
        { action: 'ajaxsearchpro_search', aspp: 'x', asid: '1', asp_inst_id: '2_3' },
        400,
        'Instance de recherche invalide.',
      ],
      [
        { action: 'ajaxsearchpro_autocomplete', sauto: 'x', asid: '1', asp_inst_id: '1_26' },
        400,
        'Instance de recherche invalide.',
      ],
      [
        { action: 'ajaxsearchpro_search', aspp: 'x', asid: '9999', asp_inst_id: '9999_3' },
        404,
        'Cette barre de recherche n’existe pas.',
      ],
      [
        { action: 'ajaxsearchpro_autocomplete', sauto: 'x', asid: '0' },
        400,
        'Identifiant de recherche invalide.',
      ],
      [{ action: 'ajaxsearchpro_addkeyword', id: '1', keyword: '   ' }, 400, 'La recherche est vide.'],
    ])('refuses %o with %i and a clear message', async (fields, status, message) => {
      const reply = await call(fields as Record<string, string>)
      expect(reply.status).toBe(status)
      expect(reply.text).toContain(message)
    })

    it('answers the bars editors place in pages as instances of the header’s search (1_3, 1_4...)', async () => {
      const fromBlock = await search('capitainerie', '', { asp_inst_id: '1_3' })
      expect(fromBlock.titles).toEqual(['Horaires de la capitainerie'])
      expect((await search('capitainerie', '', { asp_inst_id: '1_25' })).titles).toEqual(fromBlock.titles)
      const completion = await call({
        action: 'ajaxsearchpro_autocomplete',
        sauto: 'capitai',
        asid: '1',
        asp_inst_id: '1_4',
        options: '',
      })
      expect(completion.status).toBe(200)
      expect(completion.text).toMatch(/^capitainerie/)
    })

    it('answers the automatic first search (autop=1) with the newest documents when the bar is so set', async () => {
      // Set otherwise (the default: none), an empty phrase finds nothing, automatic or not.
      expect((await search('', 'kind[]=event', { autop: '1' })).full_results_count).toBe(0)
      await payload.updateGlobal({ slug: 'search-bar', data: { autop: 'latest' }, context: NO_REVALIDATE })
      const { getHeaderBar } = await import('@/features/search/bars')
      expect((await getHeaderBar()).autop).toBe('latest')
      const latest = await search('', 'kind[]=event', { autop: '1' })
      expect(latest).toMatchObject({ results_count: 2, full_results_count: 2 })
      expect(latest.titles).toEqual(['Événement musical de l’été', 'Événement passé'])
      // Paged like any search; and without autop=1, an empty phrase still finds nothing.
      const second = await search('', 'kind[]=event&force_count=1', { autop: '1' })
      expect(second.titles).toEqual(['Événement passé'])
      expect((await search('', 'kind[]=event')).full_results_count).toBe(0)
      // With a phrase, the automatic search is an ordinary one.
      expect((await search('capitainerie', '', { autop: '1' })).titles).toEqual([
        'Horaires de la capitainerie',
      ])
    })

    it('escapes what the phrase and the documents hold', async () => {
      const reply = await search('<img src=x onerror=alert(1)>')
      expect(reply.html).not.toContain('<img src=x')
      expect(reply.html).toContain('&lt;img')
    })

    describe('with required filters', () => {
      beforeAll(async () => {
        await payload.updateGlobal({
          slug: 'search-bar',
          data: {
            requiredFilters: {
              kind: { required: true, message: 'Un type, s’il vous plaît.' },
              placeCategories: { required: true },
            },
          },
          context: NO_REVALIDATE,
        })
      })
      afterAll(async () => {
        await payload.updateGlobal({
          slug: 'search-bar',
          data: { requiredFilters: { kind: { required: false }, placeCategories: { required: false } } },
          context: NO_REVALIDATE,
        })
      })
      const refusal = async (options: string) => {
        const reply = await call({ action: 'ajaxsearchpro_search', aspp: 'voile', asid: '1', options })
        expect(reply.status, reply.text).toBe(400)
        expect(reply.type).toMatch(/^application\/json/)
        return JSON.parse(reply.text) as { error: string; details: { required: unknown } }
      }
      const resultsPage = async (query: Record<string, string | string[]>) => {
        const { renderToStaticMarkup } = await import('react-dom/server')
        const { default: Page } = await import('@/app/(site)/recherche/page')
        return renderToStaticMarkup(await Page({ searchParams: Promise.resolve(query) }))
      }

      it('refuses a search that leaves one without a choice, in French, naming each (call 15)', async () => {
        expect(await refusal('')).toEqual({
          error:
            'Recherche refusée, un filtre obligatoire attend un choix. Types de contenu : Un type, s’il vous plaît. Catégories des lieux : Choisissez au moins une catégorie de lieux.',
          details: {
            required: [
              { filter: 'kind', message: 'Un type, s’il vous plaît.' },
              { filter: 'placeCategories', message: 'Choisissez au moins une catégorie de lieux.' },
            ],
          },
        })
        // A category of another kind is no choice in the places' fieldset.
        expect((await refusal('kind[]=place&facet[]=a:culture')).details.required).toEqual([
          { filter: 'placeCategories', message: 'Choisissez au moins une catégorie de lieux.' },
        ])
        expect((await search('voile', 'kind[]=place&facet[]=p:nautisme')).titles).toEqual(['École de voile'])
      })

      it('lets the automatic first search through', async () => {
        const automatic = await search('', '', { autop: '1' })
        expect(automatic.results_count).toBeGreaterThan(0)
      })

      it('searches nothing on the results page, and marks the first empty fieldset with its message', async () => {
        const html = await resultsPage({ s: 'voile', 'kind[]': 'place' })
        expect(html).not.toContain('search-results__item')
        expect(html).toContain('Rien n’a été cherché : ce filtre attend votre choix.')
        expect(html).toContain(
          '<a href="#recherche-filtre-placeCategories">Catégories des lieux : Choisissez au moins une catégorie de lieux.</a>',
        )
        const fieldset = /<fieldset id="recherche-filtre-placeCategories"[^>]*>/.exec(html)?.[0] ?? ''
        expect(fieldset).toContain('aria-invalid="true"')
        expect(fieldset).toContain('aria-describedby="recherche-filtre-placeCategories-message"')
        expect(html).toContain(
          '<p class="search-filters__tip" id="recherche-filtre-placeCategories-message" role="alert">Choisissez au moins une catégorie de lieux.</p>',
        )
        expect(html).toMatch(/<details class="search-page__filters" open="">/)
        const found = await resultsPage({ s: 'voile', 'kind[]': 'place', 'facet[]': 'p:loisirs' })
        expect(found).toContain('1 résultat pour « voile ».')
        expect(found).toContain('École de <mark>voile</mark>')
        expect(found).not.toContain('aria-invalid')
      })
    })

    describe('a search of its own (« Recherches »)', () => {
      let asid: number
      let docId: number
      const ofIt = (aspp: string, options = '', extra: Record<string, string> = {}) =>
        search(aspp, options, { asid: String(asid), asp_inst_id: `${asid}_3`, ...extra })
      const resultsPage = async (query: Record<string, string | string[]>) => {
        const { renderToStaticMarkup } = await import('react-dom/server')
        const { default: Page } = await import('@/app/(site)/recherche/page')
        return renderToStaticMarkup(await Page({ searchParams: Promise.resolve(query) }))
      }

      beforeAll(async () => {
        // Six outings: more than the search's five per request.
        for (let i = 1; i <= 6; i++)
          await create(payload, {
            collection: 'events',
            data: { name: `Sortie guidée n° ${i}`, startDate: inDays(20 + i), _status: 'published' },
          })
        const made = await create(payload, {
          collection: 'searches',
          data: {
            title: 'Recherche dans l’agenda et les lieux',
            kinds: ['event', 'place'],
            perPage: 5,
            layout: 'isotopic',
            minLength: 2,
            showMore: 'ajax',
            redirect: 'results_page',
            autop: 'disabled',
            resetMode: 'live',
            isotopicColumns: 3,
            isotopicRows: 2,
          },
        })
        docId = made.id
        const { asidOfSearchDoc } = await import('@/features/search/search-ids')
        asid = asidOfSearchDoc(docId)
      })

      it('finds only its kinds, whatever kinds the visitor sends, in its layout (call 15)', async () => {
        // The header's search finds the article too.
        expect((await search('voile')).titles).toContain('Le char à voile sur la plage')
        const found = await ofIt('voile')
        expect(found.titles).toEqual(['École de voile'])
        expect(found.html).toContain('search-results--isotopic')
        // An article asked for is dropped: the search's own kinds stay.
        expect((await ofIt('voile', 'kind[]=article')).titles).toEqual(['École de voile'])
        expect((await ofIt('char', 'kind[]=article&kind[]=video')).full_results_count).toBe(0)
        // Within its kinds, the visitor narrows as usual.
        expect((await ofIt('voile', 'kind[]=event')).full_results_count).toBe(0)
      })

      it('answers with its own number of results per request, and « show more » pages by it', async () => {
        const first = await ofIt('sortie guidee')
        expect(first).toMatchObject({ results_count: 5, full_results_count: 6 })
        const next = await ofIt('sortie guidee', 'force_count=5')
        expect(next).toMatchObject({ results_count: 1, full_results_count: 6 })
        // The header's search shows ten.
        expect(await search('sortie guidee')).toMatchObject({ results_count: 6, full_results_count: 6 })
      })

      it('completes from the titles of its kinds only (call 16)', async () => {
        const complete = (id: number, sauto: string) =>
          call({
            action: 'ajaxsearchpro_autocomplete',
            sauto,
            asid: String(id),
            asp_inst_id: `${id}_3`,
            options: '',
          })
        expect((await complete(1, 'le char')).text).toBe('le char à voile sur la plage')
        const reply = await complete(asid, 'le char')
        expect(reply.status).toBe(200)
        expect(reply.text).not.toBe('le char à voile sur la plage')
        expect((await complete(asid, 'ecole d')).text).toBe('ecole de voile')
      })

      it('counts its searches (call 20), and refuses an instance of another search', async () => {
        const counted = await call({ action: 'ajaxsearchpro_addkeyword', id: String(asid), keyword: 'voile' })
        expect(counted.status).toBe(200)
        const other = await call({
          action: 'ajaxsearchpro_search',
          aspp: 'voile',
          asid: String(asid),
          asp_inst_id: '1_3',
        })
        expect(other.status).toBe(400)
        expect(other.text).toContain('Instance de recherche invalide.')
      })

      it('gives its results page (p_asid) its kinds, its name and its id in the form and the links', async () => {
        const html = await resultsPage({ s: 'voile', p_asid: String(asid), 'kind[]': 'article' })
        expect(html).toContain('<h1>Recherche dans l’agenda et les lieux</h1>')
        expect(html).toContain('1 résultat pour « voile ».')
        expect(html).toContain('École de <mark>voile</mark>')
        expect(html).not.toContain('char à voile')
        expect(html).toContain(`<input type="hidden" name="p_asid" value="${asid}"/>`)
        expect(html).toContain('value="event"')
        expect(html).not.toContain('value="article"')
        const empty = await resultsPage({ p_asid: String(asid) })
        expect(empty).toContain('pour chercher dans l’agenda et les lieux.')
        // The header's page is unchanged.
        expect(await resultsPage({ s: 'voile' })).toContain('char à <mark>voile</mark>')
      })

      it('refuses an id that names no search, over ajax (404) and on the results page (not found)', async () => {
        const missing = async (fields: Record<string, string>) => {
          const reply = await call(fields)
          expect(reply.status, reply.text).toBe(404)
          expect(reply.text).toContain('Cette barre de recherche n’existe pas.')
        }
        const unknown = String(asid + 50)
        await missing({ action: 'ajaxsearchpro_search', aspp: 'voile', asid: unknown })
        await missing({ action: 'ajaxsearchpro_autocomplete', sauto: 'voile', asid: unknown })
        await missing({ action: 'ajaxsearchpro_addkeyword', id: unknown, keyword: 'voile' })
        await expect(resultsPage({ s: 'voile', p_asid: unknown })).rejects.toMatchObject({
          digest: expect.stringContaining('404'),
        })
        await expect(resultsPage({ s: 'voile', p_asid: 'abc' })).rejects.toMatchObject({
          digest: expect.stringContaining('404'),
        })
      })

      it('answers by its new settings once saved, the cached settings expired', async () => {
        const { expired } = (await import('next/cache')) as unknown as { expired: { tags: string[] } }
        expired.tags.length = 0
        await payload.update({ collection: 'searches', id: docId, data: { perPage: 10, kinds: ['event'] } })
        expect(expired.tags).toContain('searches')
        expect(await ofIt('sortie guidee')).toMatchObject({ results_count: 6, full_results_count: 6 })
        expect((await ofIt('voile')).full_results_count).toBe(0)
        expired.tags.length = 0
        await payload.delete({ collection: 'searches', id: docId })
        expect(expired.tags).toContain('searches')
        const gone = await call({ action: 'ajaxsearchpro_search', aspp: 'voile', asid: String(asid) })
        expect(gone.status).toBe(404)
      })
    })
  })
}
