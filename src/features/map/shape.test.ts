import { describe, expect, it } from 'vitest'
import { categories, places } from './fixtures'
import {
  DEFAULT_COLOR,
  layerOf,
  placesByLayer,
  placesInGroups,
  toDescriptions,
  toMapCategory,
  toMapGroups,
  toMapPlace,
  type PlaceDoc,
} from './shape'

describe('toMapCategory', () => {
  it('keeps the fields the map needs, with a relative icon path and the parent id', () => {
    const category = toMapCategory({
      id: 2,
      title: 'Plages',
      slug: 'plages',
      parent: { id: 1, slug: 'nature' } as never,
      icon: { id: 9, url: 'http://localhost:3000/api/media/file/pin.svg' } as never,
      color: '#1f7a70',
    })
    expect(category).toEqual({
      id: 2,
      slug: 'plages',
      title: 'Plages',
      parent: 1,
      icon: '/api/media/file/pin.svg',
      color: '#1f7a70',
    })
  })

  it('falls back to the default grey and to the id as slug', () => {
    const category = toMapCategory({
      id: 5,
      title: 'Sans tout',
      slug: null,
      parent: null,
      icon: 7,
      color: 'rouge',
    })
    expect(category).toEqual({
      id: 5,
      slug: '5',
      title: 'Sans tout',
      parent: null,
      icon: null,
      color: DEFAULT_COLOR,
    })
  })
})

describe('toMapPlace', () => {
  const doc: Omit<PlaceDoc, 'description'> = {
    id: 1,
    title: 'Mairie',
    latitude: 51.0712345,
    longitude: 2.52,
    category: 4,
    subcategory: null,
    address: 'Place',
    number: null,
  }

  it('leaves out empty fields, so the page carries no nulls, and keeps five decimals', () => {
    expect(toMapPlace(doc)).toEqual({
      id: 1,
      lat: 51.07123,
      lng: 2.52,
      category: 4,
      title: 'Mairie',
      address: 'Place',
    })
  })

  it('keeps the sub-category and a number (zero included)', () => {
    expect(toMapPlace({ ...doc, subcategory: 2, number: 0 })).toMatchObject({ subcategory: 2, number: 0 })
  })

  it('gives the descriptions apart, by id, without the empty ones', () => {
    expect(
      toDescriptions([
        { id: 1, description: ' Belle vue ' },
        { id: 2, description: '  ' },
        { id: 3, description: null },
      ]),
    ).toEqual({ 1: 'Belle vue' })
  })

  it('drops a place without a category', () => {
    expect(toMapPlace({ ...doc, category: null as never })).toBeNull()
  })
})

describe('toMapGroups', () => {
  const groups = toMapGroups(categories, places)

  it('makes one group per main category, with its sub-categories as layers and their counts', () => {
    expect(groups.map((group) => group.category.slug)).toEqual(['nature', 'restaurants'])
    expect(groups[0]!.layers.map((layer) => [layer.id, layer.count])).toEqual([
      ['2', 1],
      ['3', 2],
    ])
    expect(groups[0]!.count).toBe(3)
  })

  it('gives a category without sub-categories its own layer', () => {
    expect(groups[1]!.layers.map((layer) => [layer.id, layer.count])).toEqual([['c4', 1]])
    expect(groups[1]!.subLayers).toEqual([])
  })

  it('adds a category’s own layer when some of its places have no sub-category', () => {
    const withDirect = toMapGroups(categories, [
      ...places,
      { id: 20, lat: 51, lng: 2.5, category: 1, title: 'Sans sous-catégorie' },
    ])
    expect(withDirect[0]!.layers.map((layer) => layer.id)).toEqual(['c1', '2', '3'])
  })

  it('keeps only places whose layer exists, and groups them by layer', () => {
    const stray = { id: 30, lat: 51, lng: 2.5, category: 99, title: 'Catégorie supprimée' }
    expect(placesInGroups(groups, [...places, stray]).map((place) => place.id)).toEqual([10, 11, 12, 13])
    expect([...placesByLayer(places).entries()].map(([id, list]) => [id, list.length])).toEqual([
      ['2', 1],
      ['3', 2],
      ['c4', 1],
    ])
    expect(layerOf(places[3]!)).toBe('c4')
  })
})
