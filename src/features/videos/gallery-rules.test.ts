import { describe, expect, it } from 'vitest'
import { afterVideoEnds, pageHolding, pageOf, parsePageToken, playlistPath } from './gallery-rules'

const twelve = Array.from({ length: 12 }, (_, i) => i)

describe('page tokens', () => {
  it('reads the first page from an empty token and a page from its number', () => {
    expect(parsePageToken('')).toBe(1)
    expect(parsePageToken('3')).toBe(3)
  })

  it.each(['0', '-1', '01', '1.5', 'abc', '999999', ' 2'])('refuses %j', (token) => {
    expect(parsePageToken(token)).toBeNull()
  })
})

describe('pageOf', () => {
  it('slices a page and gives the tokens of its neighbours', () => {
    expect(pageOf(twelve, 1, 5)).toEqual({
      items: [0, 1, 2, 3, 4],
      page: 1,
      pageCount: 3,
      offset: 0,
      prevPageToken: null,
      nextPageToken: '2',
    })
    expect(pageOf(twelve, 3, 5)).toMatchObject({ items: [10, 11], prevPageToken: '2', nextPageToken: null })
  })

  it('has no page beyond the last, and one empty page for an empty playlist', () => {
    expect(pageOf(twelve, 4, 5)).toBeNull()
    expect(pageOf(twelve, 0, 5)).toBeNull()
    expect(pageOf([], 1, 6)).toMatchObject({ items: [], pageCount: 1, nextPageToken: null })
  })
})

describe('no-script addresses', () => {
  it('puts the main playlist at /videos and the others at /videos/{slug}', () => {
    expect(playlistPath('principale', true)).toBe('/videos')
    expect(playlistPath('principale', true, 2)).toBe('/videos/page/2')
    expect(playlistPath('evenements', false)).toBe('/videos/evenements')
    expect(playlistPath('evenements', false, 3)).toBe('/videos/evenements/page/3')
  })

  it('leads to the playlist page that holds a video, whatever the gallery’s own page size', () => {
    expect(pageHolding(0, 6)).toBe(1)
    expect(pageHolding(4, 6)).toBe(1)
    expect(pageHolding(6, 6)).toBe(2)
    expect(pageHolding(-4, 6)).toBe(1)
  })
})

describe('afterVideoEnds (autonext)', () => {
  it('plays the next thumbnail of the page', () => {
    expect(afterVideoEnds(0, 3, '2')).toEqual({ kind: 'play', index: 1 })
  })

  it('loads the next page after the last thumbnail, and stops at the end of the playlist', () => {
    expect(afterVideoEnds(2, 3, '2')).toEqual({ kind: 'next-page', token: '2' })
    expect(afterVideoEnds(2, 3, null)).toEqual({ kind: 'stop' })
  })

  it('loads the next page when the current video is not on the page shown (the visitor paged on)', () => {
    expect(afterVideoEnds(-1, 3, '3')).toEqual({ kind: 'next-page', token: '3' })
  })
})
