import { describe, expect, it } from 'vitest'
import { parsePinned, pinnedMapHref } from './pinned'

describe('parsePinned', () => {
  it('reads the coordinates and the title', () => {
    expect(parsePinned('?lat=51.0712&lng=2.5901&titre=F%C3%AAte+de+la+mer')).toEqual({
      lat: 51.0712,
      lng: 2.5901,
      title: 'Fête de la mer',
    })
  })

  it('names the point when the title is missing or blank', () => {
    expect(parsePinned('lat=51&lng=-2.5')).toEqual({ lat: 51, lng: -2.5, title: 'Lieu indiqué' })
    expect(parsePinned('lat=51&lng=2&titre=%20%20')).toEqual({ lat: 51, lng: 2, title: 'Lieu indiqué' })
  })

  it.each([
    ['', 'no coordinates'],
    ['lat=51.07', 'no longitude'],
    ['lat=91&lng=2', 'latitude out of range'],
    ['lat=51&lng=-180.5', 'longitude out of range'],
    ['lat=abc&lng=2', 'not a number'],
    ['lat=1e2&lng=2', 'exponent notation'],
    ['lat=&lng=2', 'empty'],
    ['categorie=plages', 'another parameter only'],
  ])('gives null for %j (%s)', (search) => {
    expect(parsePinned(search)).toBeNull()
  })

  it('ignores a title that is too long rather than the point', () => {
    expect(parsePinned(`lat=51&lng=2&titre=${'a'.repeat(201)}`)).toEqual({
      lat: 51,
      lng: 2,
      title: 'Lieu indiqué',
    })
  })
})

describe('pinnedMapHref', () => {
  it('builds an address parsePinned reads back', () => {
    const href = pinnedMapHref(51.0712, 2.5901, 'Concert & bal')
    expect(href).toBe('/carte?lat=51.0712&lng=2.5901&titre=Concert+%26+bal')
    expect(parsePinned(href.split('?')[1])).toEqual({ lat: 51.0712, lng: 2.5901, title: 'Concert & bal' })
  })

  it('leaves the title out when there is none', () => {
    expect(pinnedMapHref(51, 2)).toBe('/carte?lat=51&lng=2')
  })
})
