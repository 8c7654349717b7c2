import { describe, expect, it } from 'vitest'
import { liveLoadUrl, usableSelector } from './live-load'

describe('the live load of the results page (call 18)', () => {
  it('sends the phrase as asp_ls with the live-load flags and the filters, without empty dates', () => {
    const fields = new URLSearchParams([
      ['s', 'char à voile'],
      ['kind[]', 'article'],
      ['date_from', ''],
      ['order', 'date'],
    ])
    expect(liveLoadUrl('/recherche', fields, '1')).toBe(
      '/recherche?asp_ls=char+%C3%A0+voile&asp_active=1&asp_force_reset_pagination=1&p_asid=1&p_asp_data=1&kind%5B%5D=article&order=date',
    )
  })

  it('names the search once, from its own argument, though its form carries it too', () => {
    const fields = new URLSearchParams([
      ['p_asid', '3'],
      ['s', 'fête'],
    ])
    expect(liveLoadUrl('/recherche', fields, '3')).toBe(
      '/recherche?asp_ls=f%C3%AAte&asp_active=1&asp_force_reset_pagination=1&p_asid=3&p_asp_data=1',
    )
  })

  it('swaps the first container both pages have, never body or html', () => {
    const present = new Set(['main', 'body'])
    expect(usableSelector(['#resultats', 'body', 'main'], (s) => present.has(s))).toBe('main')
    expect(usableSelector(['body', 'html'], () => true)).toBeNull()
    expect(usableSelector(['#resultats'], () => false)).toBeNull()
  })
})
