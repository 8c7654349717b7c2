import { describe, expect, it } from 'vitest'
import { activeGroupIndex, firstLink, isCurrent, type MenuItem } from './menu'

const menu: MenuItem[] = [
  { label: 'Accueil', url: '/' },
  {
    label: 'Découvrir',
    url: '/articles',
    children: [
      { label: 'Plages', url: '/categorie/plages' },
      { label: 'Patrimoine', url: '/categorie/patrimoine/' },
    ],
  },
  { label: 'Sortir', url: '/agenda', children: [{ label: 'Agenda', url: '/agenda' }] },
]

describe('firstLink', () => {
  it('leads to the first sub-menu link', () => {
    expect(firstLink(menu[1])).toBe('/categorie/plages')
  })
  it('falls back to the entry’s own link', () => {
    expect(firstLink(menu[0])).toBe('/')
    expect(firstLink({ label: 'Vide', url: '/x', children: [] })).toBe('/x')
  })
})

describe('isCurrent', () => {
  it('ignores trailing slashes', () => {
    expect(isCurrent('/categorie/patrimoine/', '/categorie/patrimoine')).toBe(true)
    expect(isCurrent('/agenda', '/agenda/')).toBe(true)
    expect(isCurrent('/', '/')).toBe(true)
  })
  it('does not take filtered views or page sections for the page', () => {
    expect(isCurrent('/agenda?category=concerts', '/agenda')).toBe(false)
    expect(isCurrent('/infos-pratiques#acces', '/infos-pratiques')).toBe(false)
  })
  it('never matches other sites or other pages', () => {
    expect(isCurrent('https://example.org/agenda', '/agenda')).toBe(false)
    expect(isCurrent('/agenda', '/agenda/fete')).toBe(false)
    expect(isCurrent('/agenda', null)).toBe(false)
  })
})

describe('activeGroupIndex', () => {
  it('finds the group holding the current category', () => {
    expect(activeGroupIndex(menu, '/categorie/patrimoine')).toBe(1)
  })
  it('is -1 outside category pages or for unknown categories', () => {
    expect(activeGroupIndex(menu, '/agenda')).toBe(-1)
    expect(activeGroupIndex(menu, '/categorie/inconnue')).toBe(-1)
  })
})
