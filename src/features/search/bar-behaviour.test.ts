import { describe, expect, it } from 'vitest'
import { behaviourAttribute, DEFAULT_BEHAVIOUR, fillCustomUrl, readBehaviour } from './bar-behaviour'
import { barFromStored } from './bar-settings'

describe('the bar’s behaviour carried to its script', () => {
  it('reads back what the server wrote', () => {
    const bar = barFromStored(1, {
      layout: 'polaroid',
      showMore: 'results_page',
      infiniteScroll: true,
      redirect: 'custom_url',
      redirectUrl: '/agenda?search={phrase}',
      redirectNewWindow: true,
      resetMode: 'close',
      autop: 'phrase',
      autopPhrase: 'marché',
    })
    expect(readBehaviour(behaviourAttribute(bar))).toEqual({
      ...DEFAULT_BEHAVIOUR,
      layout: 'polaroid',
      showMore: 'results_page',
      infiniteScroll: true,
      redirect: 'custom_url',
      redirectUrl: '/agenda?search={phrase}',
      redirectNewWindow: true,
      resetMode: 'close',
      autop: 'phrase',
      autopPhrase: 'marché',
    })
  })

  it('carries only what differs from the defaults, nothing when nothing does', () => {
    expect(behaviourAttribute(barFromStored(1, null))).toBeUndefined()
    expect(behaviourAttribute(barFromStored(1, { layout: 'isotopic' }))).toBe('{"layout":"isotopic"}')
  })

  it('takes the defaults for a missing, malformed or out-of-range attribute', () => {
    expect(readBehaviour(undefined)).toEqual(DEFAULT_BEHAVIOUR)
    expect(readBehaviour('{pas du json')).toEqual(DEFAULT_BEHAVIOUR)
    expect(readBehaviour('[1,2]')).toEqual(DEFAULT_BEHAVIOUR)
    expect(
      readBehaviour(
        JSON.stringify({
          layout: 'mosaïque',
          isotopicColumns: 12,
          isotopicRows: '2',
          infiniteScroll: 'oui',
          showMore: 'custom_url',
          showMoreUrl: 'javascript:alert(1)',
          redirect: 'custom_url',
          autop: 'phrase',
          autopPhrase: ' ',
        }),
      ),
    ).toEqual(DEFAULT_BEHAVIOUR)
  })

  it('fills a custom address’s {phrase} and {facet}, encoded, without the default order', () => {
    expect(
      fillCustomUrl(
        '/recherche?s={phrase}&{facet}',
        ' char à voile ',
        'kind%5B%5D=event&facet%5B%5D=e%3Amarches&order=relevance',
      ),
    ).toBe('/recherche?s=char%20%C3%A0%20voile&kind%5B%5D=event&facet%5B%5D=e%3Amarches')
    expect(fillCustomUrl('/agenda?q={phrase}&f={phrase}', 'a&b', 'order=date')).toBe(
      '/agenda?q=a%26b&f=a%26b',
    )
    expect(fillCustomUrl('/x?{facet}', 'plage', 'order=date')).toBe('/x?order=date')
  })
})
