import { describe, expect, it } from 'vitest'
import type { QuerySchema } from './fields'
import { MAX_CONDITIONS, whereProblem } from './where'

const categories: QuerySchema = {
  idType: 'number',
  fields: [
    { name: 'title', type: 'text' },
    { name: 'slug', type: 'text' },
  ],
  related: () => undefined,
}
const articles: QuerySchema = {
  idType: 'number',
  fields: [
    { name: 'title', type: 'text' },
    { name: 'publishedAt', type: 'date' },
    { name: 'views', type: 'number' },
    { name: 'featured', type: 'checkbox' },
    { name: '_status', type: 'select' },
    { name: 'content', type: 'richText' },
    { name: 'categories', type: 'relationship', relationTo: 'categories', hasMany: true },
    { name: 'cover', type: 'upload', relationTo: 'media' },
    { name: 'seo', type: 'group', flattenedFields: [{ name: 'description', type: 'textarea' }] },
    { name: 'location', type: 'point' },
  ],
  related: (slug) => (slug === 'categories' ? categories : undefined),
}
const check = (where: unknown) => whereProblem(where, articles)

describe('whereProblem', () => {
  it('lets through what the site and the admin send', () => {
    for (const where of [
      { _status: { equals: 'published' } },
      { publishedAt: { greater_than_equal: '2026-07-01T00:00:00.000Z', less_than: '2026-08-01' } },
      { and: [{ title: { like: 'fête de la mer' } }, { categories: { in: ['1', '2'] } }] },
      { or: [{ 'seo.description': { contains: 'plage' } }, { 'categories.slug': { equals: 'plages' } }] },
      { id: { not_in: '3,4,5' }, views: { greater_than: '10' }, featured: { equals: 'true' } },
      { cover: { exists: 'false' }, categories: { all: ['1'] }, title: { equals: null } },
      { cover: { equals: 'null' }, location: { near: '2.58,51.08,5000' } },
      { unknownField: { equals: 'left to Payload' } },
    ])
      expect(check(where), JSON.stringify(where)).toBeNull()
  })

  it.each([
    [{ publishedAt: { equals: 'notadate' } }, 'attend une date'],
    [{ publishedAt: { greater_than: 'abc' } }, 'attend une date'],
    [{ publishedAt: { in: 'abc,def' } }, 'attend une date'],
    [{ views: { less_than: '<script>' } }, 'attend un nombre'],
    [{ views: { equals: '1e999' } }, 'attend un nombre'],
    [{ id: { equals: 'abc' } }, 'identifiant'],
    [{ id: { greater_than: '1e999' } }, 'identifiant'],
    [{ id: { in: 'abc,1' } }, 'identifiant'],
    [{ categories: { in: ['x'] } }, 'identifiant'],
    [{ 'categories.id': { equals: '1.5' } }, 'identifiant'],
    [{ featured: { equals: 'maybe' } }, 'true ou false'],
    [{ title: { exists: 'maybe' } }, 'true ou false'],
  ])('refuses a value of the wrong type: %j', (where, message) => {
    expect(check(where)).toContain(message)
  })

  it.each([
    [{ title: { equals: { $ne: 'x' } } }, 'valeur simple'],
    [{ _status: { equals: { $ne: 'x' } } }, 'valeur simple'],
    [{ title: { in: [{ $ne: '1' }] } }, 'valeur simple'],
    [{ title: { equals: ['a'] } }, 'valeur simple'],
    [{ title: { $ne: 'x' } }, 'Opérateur inconnu'],
    [{ $ne: { equals: '1' } }, 'invalide'],
    [{ 'title..x': { equals: '1' } }, 'invalide'],
    [{ title: 'x' }, 'attend un opérateur'],
    [{ and: 'x' }, 'liste de conditions'],
    [['x'], 'objet de conditions'],
    ['x', 'objet de conditions'],
  ])('refuses a malformed where: %j', (where, message) => {
    expect(check(where)).toContain(message)
  })

  it.each([
    [{ title: { near: '1,2,3' } }, 'points'],
    [{ content: { within: { type: 'Polygon' } } }, 'points'],
    [{ location: { near: 'a,b' } }, 'longitude,latitude'],
    [{ location: { within: 'x' } }, 'GeoJSON'],
    [{ publishedAt: { like: '2026' } }, 'textes'],
    [{ id: { contains: '1' } }, 'textes'],
    [{ title: { all: ['a'] } }, 'valeurs multiples'],
    [{ featured: { greater_than: 'true' } }, 'ne s’applique pas'],
  ])('refuses an operator the field does not support: %j', (where, message) => {
    expect(check(where)).toContain(message)
  })

  it('bounds sizes: value length, like words, list length, conditions, nesting', () => {
    expect(check({ title: { equals: 'x'.repeat(501) } })).toContain('trop longue')
    expect(check({ title: { like: Array.from({ length: 2000 }, (_, i) => `mot${i}`).join(' ') } })).toContain(
      '20 mots',
    )
    expect(check({ id: { in: Array.from({ length: 101 }, (_, i) => String(i)) } })).toContain('100 valeurs')
    const many = Object.fromEntries(
      Array.from({ length: MAX_CONDITIONS + 1 }, (_, i) => [`f${i}`, { equals: 'x' }]),
    )
    expect(check(many)).toContain('Trop de conditions')
    let deep: unknown = { title: { equals: 'x' } }
    for (let i = 0; i < 7; i++) deep = { and: [deep] }
    expect(check(deep)).toContain('trop imbriqué')
  })
})
