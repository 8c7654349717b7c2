import { describe, expect, it } from 'vitest'
import type { FacetGroup } from './facet-tree'
import { fieldsetInvalid, missingFilters, type FilterControl } from './required-filters'

const text = (value: string): FilterControl => ({ type: 'text', value })
const select = (value: string): FilterControl => ({ type: 'select', value })
const box = (value: string, checked = false, name = 'kind[]'): FilterControl => ({
  type: 'checkbox',
  name,
  value,
  checked,
})
const radio = (value: string, checked = false, name = 'order'): FilterControl => ({
  type: 'radio',
  name,
  value,
  checked,
})

describe('a required fieldset', () => {
  it('is invalid while one of its text fields is empty', () => {
    expect(fieldsetInvalid('other', [text('')])).toBe(true)
    expect(fieldsetInvalid('other', [text('2026-07-01'), text('')])).toBe(true)
    expect(fieldsetInvalid('other', [text('2026-07-01'), text('2026-07-14')])).toBe(false)
    expect(fieldsetInvalid('other', [text(' ')])).toBe(false)
  })

  it('is invalid with an empty list, and with -1 only in a taxonomy or content-type filter', () => {
    expect(fieldsetInvalid('other', [select('')])).toBe(true)
    expect(fieldsetInvalid('taxonomy', [select('')])).toBe(true)
    expect(fieldsetInvalid('taxonomy', [select('-1')])).toBe(true)
    expect(fieldsetInvalid('content-type', [select('-1')])).toBe(true)
    expect(fieldsetInvalid('other', [select('-1')])).toBe(false)
    expect(fieldsetInvalid('taxonomy', [select('a:plages')])).toBe(false)
    expect(fieldsetInvalid('content-type', [select('event')])).toBe(false)
  })

  it('is invalid with no box checked, or only one checked whose value is empty', () => {
    expect(fieldsetInvalid('content-type', [box('article'), box('event')])).toBe(true)
    expect(fieldsetInvalid('content-type', [box('', true), box('event')])).toBe(true)
    expect(fieldsetInvalid('content-type', [box('article'), box('event', true)])).toBe(false)
    // An empty value beside a real choice: something is chosen.
    expect(fieldsetInvalid('content-type', [box('', true), box('event', true)])).toBe(false)
    // A box whose value is -1 is a choice like any other (the -1 rule is the lists' and radios').
    expect(fieldsetInvalid('taxonomy', [box('-1', true)])).toBe(false)
  })

  it('is invalid with no radio checked, or the checked one empty or -1, in any filter', () => {
    expect(fieldsetInvalid('other', [radio('relevance'), radio('date')])).toBe(true)
    expect(
      fieldsetInvalid(
        'other',
        [radio(''), radio('date')].map((r, i) => ({ ...r, checked: i === 0 })),
      ),
    ).toBe(true)
    expect(fieldsetInvalid('other', [radio('-1', true), radio('date')])).toBe(true)
    expect(fieldsetInvalid('taxonomy', [radio('-1', true), radio('a:plages')])).toBe(true)
    expect(fieldsetInvalid('other', [radio('relevance'), radio('date', true)])).toBe(false)
  })

  it('needs a choice in each of its radio groups', () => {
    const groups = [radio('a', true, 'one'), radio('b', false, 'two'), radio('c', false, 'two')]
    expect(fieldsetInvalid('other', groups)).toBe(true)
    expect(fieldsetInvalid('other', [...groups.slice(0, 2), radio('c', true, 'two')])).toBe(false)
  })

  it('is invalid when any of its fields is, and valid with no field at all', () => {
    expect(fieldsetInvalid('taxonomy', [box('a:plages', true), select('-1')])).toBe(true)
    expect(fieldsetInvalid('other', [box('x', true), text('')])).toBe(true)
    expect(fieldsetInvalid('other', [])).toBe(false)
  })
})

describe('the required fieldsets a filter form leaves without a choice', () => {
  const facets: FacetGroup[] = [
    {
      kind: 'article',
      label: 'Catégories des articles',
      options: [{ key: 'a:plages', title: 'Plages', level: 0 }],
    },
    { kind: 'event', label: 'Types d’événements', options: [] },
    {
      kind: 'place',
      label: 'Catégories des lieux',
      options: [
        { key: 'p:loisirs', title: 'Loisirs', level: 0 },
        { key: 'p:nautisme', title: 'Nautisme', level: 1 },
      ],
    },
  ]
  const empty = { kind: [], facet: [], date_from: null, date_to: null }
  const required = {
    kind: 'Un type !',
    articleCategories: 'Une catégorie d’articles !',
    eventTypes: 'Un type d’événement !',
    placeCategories: 'Un lieu !',
    dates: 'Deux dates !',
  }

  it('lists every empty one with its message, in the filters’ order', () => {
    expect(missingFilters(required, empty, facets)).toEqual([
      { filter: 'kind', message: 'Un type !' },
      { filter: 'articleCategories', message: 'Une catégorie d’articles !' },
      { filter: 'placeCategories', message: 'Un lieu !' },
      { filter: 'dates', message: 'Deux dates !' },
    ])
  })

  it('asks nothing of a category fieldset without categories, nor of fieldsets not required', () => {
    expect(missingFilters({ eventTypes: 'Un type d’événement !' }, empty, facets)).toEqual([])
    expect(missingFilters({}, empty, facets)).toEqual([])
  })

  it('counts a choice only among the fieldset’s own boxes', () => {
    const form = {
      ...empty,
      kind: ['place' as const],
      facet: ['a:plages', 'p:inconnu'],
      date_from: '2026-07-01',
    }
    expect(missingFilters(required, form, facets).map(({ filter }) => filter)).toEqual([
      'placeCategories',
      'dates',
    ])
    const full = { ...form, facet: ['a:plages', 'p:nautisme'], date_to: '2026-07-14' }
    expect(missingFilters(required, full, facets)).toEqual([])
  })
})
