import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { dispatchAjax } from '@/lib/ajax/dispatch'
import type { AjaxTable } from '@/lib/ajax/types'
import { isoDay } from '@/lib/dates'
import { type Backend, describeOn } from '../support/backends'
import { addArticles, create, richText } from '../support/fixtures'
import { startPayload } from '../support/payload'

let ajaxActions: AjaxTable

const post = (fields: Record<string, string | string[]>) => {
  const body = new URLSearchParams()
  for (const [name, value] of Object.entries(fields)) {
    for (const item of Array.isArray(value) ? value : [value])
      body.append(Array.isArray(value) ? `${name}[]` : name, item)
  }
  return dispatchAjax(
    new Request('http://localhost/ajax', {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body,
    }),
    ajaxActions,
  )
}

const inDays = (days: number) => `${isoDay(new Date(Date.now() + days * 86_400_000))}T12:00:00.000Z`
const cards = (html: string) => html.match(/<article class="grid-item">/g)?.length ?? 0

/** The ajax actions against a real database: loadmore and get_agenda_events (docs/behaviour/ajax.md). */
export function ajaxActionsSuite(backend: Backend) {
  describeOn(backend, 'ajax actions', (ready) => {
    let payload: Payload
    let plages: number

    beforeAll(async () => {
      payload = await startPayload(ready.url, ready.mediaDir)
      ;({ ajaxActions } = await import('@/app/ajax/actions'))
      plages = (await create(payload, { collection: 'categories', data: { title: 'Plages' } })).id
      const marches = (await create(payload, { collection: 'categories', data: { title: 'Marchés' } })).id
      await addArticles(payload, 20, {
        prefix: 'Plage',
        categories: [plages],
        newest: new Date('2026-07-20T10:00:00Z'),
      })
      await addArticles(payload, 10, {
        prefix: 'Marché',
        categories: [marches],
        newest: new Date('2026-06-10T10:00:00Z'),
      })
      await create(payload, {
        collection: 'articles',
        data: { title: 'Brouillon caché', content: richText('x'), categories: [plages], _status: 'draft' },
        draft: true,
      })
      const concerts = await create(payload, { collection: 'event-categories', data: { title: 'Concerts' } })
      const nature = await create(payload, { collection: 'event-categories', data: { title: 'Nature' } })
      await create(payload, {
        collection: 'events',
        data: {
          name: 'Fête de la Moule',
          startDate: inDays(3),
          place: 'Digue',
          site: 'www.moule.fr',
          categories: [concerts.id],
          _status: 'published',
        },
      })
      await create(payload, {
        collection: 'events',
        data: {
          name: 'Balade dans les dunes',
          startDate: inDays(1),
          endDate: inDays(10),
          categories: [nature.id],
          _status: 'published',
        },
      })
      await create(payload, {
        collection: 'events',
        data: {
          name: 'Concert passé',
          startDate: inDays(-20),
          categories: [concerts.id],
          _status: 'published',
        },
      })
      for (let i = 0; i < 14; i++) {
        await create(payload, {
          collection: 'events',
          data: { name: `Marché ${i}`, startDate: inDays(20 + i), price: '2 €', _status: 'published' },
        })
      }
      await create(payload, {
        collection: 'events',
        data: { name: 'Événement brouillon', startDate: inDays(2), _status: 'draft' },
        draft: true,
      })
    }, 300_000)
    afterAll(async () => {
      await payload?.destroy()
    })

    describe('loadmore', () => {
      it('answers the next page as cards, then an empty reply past the last page', async () => {
        const query = JSON.stringify({ kind: 'all' })
        const second = await (await post({ action: 'loadmore', query, page: '1' })).text()
        expect(cards(second)).toBe(12)
        expect(second).toContain('Plage 13')
        const third = await (await post({ action: 'loadmore', query, page: '2' })).text()
        expect(cards(third)).toBe(6)
        expect(third).not.toContain('Brouillon')
        const past = await post({ action: 'loadmore', query, page: '3' })
        expect(past.status).toBe(200)
        expect(await past.text()).toBe('')
      })

      it('filters by category and by month', async () => {
        const category = await (
          await post({
            action: 'loadmore',
            query: JSON.stringify({ kind: 'category', slug: 'plages' }),
            page: '1',
          })
        ).text()
        expect(cards(category)).toBe(8)
        expect(category).not.toContain('Marché')
        const june = await (
          await post({
            action: 'loadmore',
            query: JSON.stringify({ kind: 'archive', year: 2026, month: 6 }),
            page: '1',
          })
        ).text()
        expect(june).toBe('') // June holds 10 Marché and 0 Plage articles: one page only.
        const unknown = await post({
          action: 'loadmore',
          query: JSON.stringify({ kind: 'category', slug: 'inconnue' }),
          page: '1',
        })
        expect(await unknown.text()).toBe('')
      })

      it.each([
        ['a missing page', { query: '{"kind":"all"}' }],
        ['a negative page', { query: '{"kind":"all"}', page: '-1' }],
        ['a non-numeric page', { query: '{"kind":"all"}', page: 'deux' }],
        ['a huge page', { query: '{"kind":"all"}', page: '99999999' }],
        ['a tampered query', { query: '{"kind":"all","_status":"draft"}', page: '1' }],
        ['a query that is not JSON', { query: 'status=draft', page: '1' }],
      ])('refuses %s with a 400', async (_label, fields) => {
        const response = await post({ action: 'loadmore', ...fields })
        expect(response.status).toBe(400)
        expect((await response.json()).error).toBe('Paramètres invalides.')
      })
    })

    describe('get_agenda_events', () => {
      it('lists upcoming published events, soonest first, 12 per page, with the wire fields', async () => {
        const reply = await (await post({ action: 'get_agenda_events' })).json()
        expect(reply.events_count).toBe(16)
        expect(reply.events).toHaveLength(12)
        expect(reply.events[0].nom).toBe('Balade dans les dunes')
        expect(reply.events[0]).toMatchObject({
          hasPeriod: true,
          formatedHour: 'N.C.',
          prix: 'N.C.',
          endroit: 'N.C.',
          site: null,
        })
        expect(reply.events[1]).toMatchObject({
          nom: 'Fête de la Moule',
          endroit: 'Digue',
          site: 'http://www.moule.fr',
          hasPeriod: false,
        })
        expect(reply.available_categories).toEqual({ concerts: 'Concerts', nature: 'Nature' })
        const page2 = await (await post({ action: 'get_agenda_events', page: '2' })).json()
        expect(page2.events).toHaveLength(4)
      })

      it('matches text without accents or case, dates spanned, and categories', async () => {
        const text = await (await post({ action: 'get_agenda_events', search: 'FETE de la moule' })).json()
        expect(text.events.map((e: { nom: string }) => e.nom)).toEqual(['Fête de la Moule'])
        const day = await (await post({ action: 'get_agenda_events', date: inDays(5).slice(0, 10) })).json()
        expect(day.events.map((e: { nom: string }) => e.nom)).toEqual(['Balade dans les dunes'])
        const past = await (
          await post({
            action: 'get_agenda_events',
            dateStart: inDays(-30).slice(0, 10),
            dateEnd: inDays(-1).slice(0, 10),
          })
        ).json()
        expect(past.events.map((e: { nom: string }) => e.nom)).toEqual(['Concert passé'])
        const category = await (
          await post({ action: 'get_agenda_events', category: ['concerts', 'inconnue'] })
        ).json()
        expect(category.events.map((e: { nom: string }) => e.nom)).toEqual(['Fête de la Moule'])
      })

      it.each([
        ['a date not in yyyy-mm-dd', { date: '22/11/2026' }],
        ['an end before the start', { dateStart: '2026-12-10', dateEnd: '2026-12-01' }],
        ['page 0', { page: '0' }],
        ['limit 49', { limit: '49' }],
        ['a search over 200 characters', { search: 'a'.repeat(201) }],
      ])('refuses %s with a 400', async (_label, fields) => {
        const response = await post({ action: 'get_agenda_events', ...fields })
        expect(response.status).toBe(400)
      })
    })
  })
}
