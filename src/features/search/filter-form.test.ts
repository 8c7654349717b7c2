import { describe, expect, it } from 'vitest'
import {
  facetsWithin,
  filterFormSchema,
  formToQuery,
  kindsWithin,
  parseSerializedForm,
  toSearchQuery,
} from './filter-form'

const parse = (serialized: string) => filterFormSchema.safeParse(parseSerializedForm(serialized))

describe('the serialised filter form', () => {
  it('reads lists, dates, order and the appended « show more » fields', () => {
    const form = parse(
      'kind[]=article&kind[]=event&facet[]=a:plages&facet[]=e:fetes-locales&date_from=2026-07-01&date_to=2026-08-31' +
        '&order=date&filters_initial=0&filters_changed=1&force_count=10&force_order=relevance',
    )
    expect(form.success).toBe(true)
    expect(form.data).toEqual({
      kind: ['article', 'event'],
      facet: ['a:plages', 'e:fetes-locales'],
      date_from: '2026-07-01',
      date_to: '2026-08-31',
      order: 'date',
      filters_initial: '0',
      filters_changed: '1',
      force_count: 10,
      force_order: 'relevance',
    })
    expect(toSearchQuery('plage', form.data!, 10)).toEqual({
      phrase: 'plage',
      kinds: ['article', 'event'],
      facets: ['a:plages', 'e:fetes-locales'],
      dateFrom: '2026-07-01',
      dateTo: '2026-08-31',
      order: 'relevance',
      limit: 10,
      offset: 10,
    })
  })

  it('gives every field its default for an empty form, and ignores names it does not know', () => {
    const form = parse('asp_gen=1&__proto__=x&constructor=y')
    expect(form.data).toMatchObject({
      kind: [],
      facet: [],
      date_from: null,
      date_to: null,
      order: 'relevance',
    })
    expect(form.data!.force_count).toBe(0)
  })

  it('takes a single value as a list of one, and puts reversed dates in order', () => {
    const form = parse('kind=video&date_from=2026-09-01&date_to=2026-08-01')
    expect(form.data!.kind).toEqual(['video'])
    expect(toSearchQuery('x', form.data!, 6)).toMatchObject({ dateFrom: '2026-08-01', dateTo: '2026-09-01' })
  })

  it.each([
    ['kind[]=shop', 'Type de contenu inconnu.'],
    ['facet[]=x:plages', 'Catégorie inconnue.'],
    ['facet[]=a:Plages', 'Catégorie inconnue.'],
    ['date_from=2026-13-45', 'Date de début : une date au format aaaa-mm-jj est attendue.'],
    ['date_to=demain', 'Date de fin : une date au format aaaa-mm-jj est attendue.'],
    ['order=random', 'Ordre inconnu : « relevance » ou « date » est attendu.'],
    ['force_count=-1', 'Nombre de résultats déjà affichés invalide.'],
    ['force_count=abc', 'Nombre de résultats déjà affichés invalide.'],
    ['force_count=5000', 'Au plus 1000 résultats par la suite de la liste.'],
    [Array.from({ length: 401 }, (_, i) => `facet[]=a:c${i}`).join('&'), 'Au plus 400 catégories.'],
  ])('refuses %s with a clear message', (serialized, message) => {
    const form = parse(serialized)
    expect(form.success).toBe(false)
    expect(form.error!.issues[0]!.message).toBe(message)
  })

  it('caps a page of results at 50', () => {
    expect(toSearchQuery('x', parse('').data!, 500).limit).toBe(50)
  })

  it('writes a form back as an address query, without its defaults', () => {
    const form = parse('kind[]=event&facet[]=e:concerts&date_from=2026-07-01&order=relevance').data!
    expect(formToQuery(form).toString()).toBe(
      'kind%5B%5D=event&facet%5B%5D=e%3Aconcerts&date_from=2026-07-01',
    )
  })
})

describe('a search that keeps to some kinds', () => {
  it('drops the kinds a visitor sends outside the search’s own, and asks for the search’s when none is left', () => {
    const form = parse('kind[]=article&kind[]=event&kind[]=video').data!
    expect(toSearchQuery('fête', form, 6, ['event', 'place']).kinds).toEqual(['event'])
    expect(toSearchQuery('fête', parse('kind[]=article').data!, 6, ['event']).kinds).toEqual(['event'])
    // Nothing chosen: the search's kinds, never every kind.
    expect(toSearchQuery('fête', parse('').data!, 6, ['event', 'place']).kinds).toEqual(['event', 'place'])
    // A search of every kind leaves the visitor's choice as it is.
    expect(toSearchQuery('fête', form, 6, []).kinds).toEqual(['article', 'event', 'video'])
  })

  it('keeps only the categories of its kinds', () => {
    const form = parse('facet[]=a:plages&facet[]=e:concerts&facet[]=p:nautisme').data!
    expect(toSearchQuery('x', form, 6, ['event']).facets).toEqual(['e:concerts'])
    expect(facetsWithin(form.facet, ['video', 'page'])).toEqual([])
    expect(facetsWithin(form.facet, [])).toEqual(form.facet)
  })

  it('is a pure intersection helper for the kinds', () => {
    expect(kindsWithin([], [])).toEqual([])
    expect(kindsWithin(['page'], ['page', 'video'])).toEqual(['page'])
  })
})
