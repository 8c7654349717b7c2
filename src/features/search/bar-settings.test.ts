import { describe, expect, it } from 'vitest'
import { barFromStored, DEFAULT_BAR, isCustomUrl, searchKindsOf } from './bar-settings'

describe('the header bar from what editors stored', () => {
  it('takes the defaults for what was never saved', () => {
    expect(barFromStored(1, null)).toEqual({ id: 1, name: 'En-tête', kinds: [], ...DEFAULT_BAR })
  })

  it('keeps values within their limits and falls back outside them', () => {
    const bar = barFromStored(1, {
      minLength: 3,
      perPage: 20,
      closeOnDocumentClick: false,
      placeholder: ' Où ? ',
    })
    expect(bar).toMatchObject({ minLength: 3, perPage: 20, closeOnDocumentClick: false, placeholder: 'Où ?' })
    expect(barFromStored(1, { minLength: 0, perPage: 500 })).toMatchObject({
      minLength: DEFAULT_BAR.minLength,
      perPage: DEFAULT_BAR.perPage,
    })
    expect(barFromStored(1, { minLength: 2.5, placeholder: '   ' })).toMatchObject({
      minLength: DEFAULT_BAR.minLength,
      placeholder: DEFAULT_BAR.placeholder,
    })
  })

  it('offers each « Essayez » keyword once, trimmed, without the empty ones, eight at most', () => {
    const rows = ['plage', ' plage ', '', 'marché', ...Array.from({ length: 10 }, (_, i) => `mot ${i}`)]
    const { tryThis } = barFromStored(1, { tryThis: rows.map((keyword) => ({ keyword })) })
    expect(tryThis).toEqual(['plage', 'marché', 'mot 0', 'mot 1', 'mot 2', 'mot 3', 'mot 4', 'mot 5'])
  })

  it('takes the layout, the grid and the actions editors chose, an unknown or unusable one falling back', () => {
    expect(
      barFromStored(1, {
        layout: 'isotopic',
        isotopicColumns: 4,
        isotopicRows: 3,
        isotopicPagination: false,
        showMore: 'custom_url',
        showMoreUrl: ' /agenda?q={phrase} ',
        infiniteScroll: true,
        redirect: 'custom_url',
        redirectUrl: 'https://exemple.fr/?s={phrase}&{facet}',
        redirectNewWindow: true,
        resetMode: 'close',
      }),
    ).toMatchObject({
      layout: 'isotopic',
      isotopicColumns: 4,
      isotopicRows: 3,
      isotopicPagination: false,
      showMore: 'custom_url',
      showMoreUrl: '/agenda?q={phrase}',
      infiniteScroll: true,
      redirect: 'custom_url',
      redirectUrl: 'https://exemple.fr/?s={phrase}&{facet}',
      redirectNewWindow: true,
      resetMode: 'close',
    })
    expect(
      barFromStored(1, {
        layout: 'carrousel',
        isotopicColumns: 9,
        isotopicRows: 0,
        showMore: 'custom_url',
        showMoreUrl: 'javascript:alert(1)',
        redirect: 'custom_url',
        redirectUrl: '',
        resetMode: 'ailleurs',
      }),
    ).toMatchObject({
      layout: 'vertical',
      isotopicColumns: 3,
      isotopicRows: 2,
      showMore: 'ajax',
      showMoreUrl: '',
      redirect: 'results_page',
      redirectUrl: '',
      resetMode: 'live',
    })
  })

  it('accepts as custom address a path of the site or an http(s) address only', () => {
    for (const good of ['/recherche?s={phrase}', 'https://exemple.fr/?q={phrase}', 'http://a.b/{facet}'])
      expect(isCustomUrl(good), good).toBe(true)
    for (const bad of [
      '',
      'javascript:alert(1)',
      '//ailleurs.fr/',
      '/\\ailleurs.fr',
      'agenda',
      '/a b',
      'ftp://x',
    ])
      expect(isCustomUrl(bad), bad).toBe(false)
  })

  it('searches by itself as editors chose: a phrase needs its text', () => {
    expect(barFromStored(1, { autop: 'latest', autopPhrase: 'plage' })).toMatchObject({
      autop: 'latest',
      autopPhrase: '',
    })
    expect(barFromStored(1, { autop: 'phrase', autopPhrase: ' marché ' })).toMatchObject({
      autop: 'phrase',
      autopPhrase: 'marché',
    })
    expect(barFromStored(1, { autop: 'phrase', autopPhrase: '  ' })).toMatchObject({ autop: 'disabled' })
    expect(barFromStored(1, { autop: 'toujours' })).toMatchObject({ autop: 'disabled' })
  })

  it('ties the menu’s « #recherche » links to the search as editors chose', () => {
    expect(barFromStored(1, {}).headerLinks).toBe('none')
    expect(barFromStored(1, { headerLinks: 'fill' }).headerLinks).toBe('fill')
    expect(barFromStored(1, { headerLinks: 'redirect' }).headerLinks).toBe('redirect')
    expect(barFromStored(1, { headerLinks: 'ailleurs' }).headerLinks).toBe('none')
  })

  it('requires the fieldsets editors marked, each with its message or else the default one', () => {
    expect(barFromStored(1, {}).requiredFilters).toEqual({})
    expect(
      barFromStored(1, {
        requiredFilters: {
          kind: { required: true, message: ' Un type, s’il vous plaît. ' },
          eventTypes: { required: true, message: '   ' },
          dates: { required: false, message: 'Deux dates.' },
          placeCategories: null,
        },
      }).requiredFilters,
    ).toEqual({ kind: 'Un type, s’il vous plaît.', eventTypes: 'Choisissez au moins un type d’événement.' })
  })
})

describe('a search of the « Recherches » collection from what editors stored', () => {
  it('is named by its title and searches the kinds chosen, in their usual order', () => {
    const bar = barFromStored(
      3,
      { title: ' Recherche dans l’agenda ', kinds: ['place', 'event'], layout: 'isotopic', perPage: 6 },
      { header: false },
    )
    expect(bar).toMatchObject({
      id: 3,
      name: 'Recherche dans l’agenda',
      kinds: ['event', 'place'],
      layout: 'isotopic',
      perPage: 6,
    })
    expect(barFromStored(4, { title: '  ' }, { header: false }).name).toBe('Recherche 4')
  })

  it('searches every kind when none or all are chosen, and drops unknown ones', () => {
    expect(searchKindsOf(null)).toEqual([])
    expect(searchKindsOf([])).toEqual([])
    expect(searchKindsOf(['article', 'event', 'place', 'page', 'video'])).toEqual([])
    expect(searchKindsOf(['video', 'nope', 'video'])).toEqual(['video'])
  })

  it('never ties the menu’s links to itself: only the header’s search has them', () => {
    expect(barFromStored(2, { headerLinks: 'redirect' }, { header: false }).headerLinks).toBe('none')
    expect(barFromStored(1, { headerLinks: 'redirect' }).headerLinks).toBe('redirect')
  })
})
