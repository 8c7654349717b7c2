import { describe, expect, it } from 'vitest'
import { decodeSegments, findRestRoute, type EntityLike } from './routing'

const endpoints = [
  { method: 'get', path: '/me' },
  { method: 'post', path: '/verify/:id' },
  { method: 'get', path: '/count' },
  { method: 'get', path: '/versions/:id' },
  { method: 'post', path: '/access/:id?' },
  { method: 'get', path: '/:id' },
  { method: 'get', path: '/' },
]
const collections: EntityLike[] = [
  { slug: 'users', endpoints },
  { slug: 'payload-migrations', endpoints: false },
]
const globals: EntityLike[] = [{ slug: 'site-settings', endpoints: [{ method: 'get', path: '/' }] }]
const route = (method: string, path: string) =>
  findRestRoute(method, decodeSegments(path)!, collections, globals)

describe('findRestRoute', () => {
  it('finds the endpoint Payload would run, in its order, with its parameters', () => {
    expect(route('GET', '/users/me')).toMatchObject({ slug: 'users', endpoint: { path: '/me' }, params: {} })
    expect(route('GET', '/users/42')).toMatchObject({ endpoint: { path: '/:id' }, params: { id: '42' } })
    expect(route('GET', '/users/versions/7')).toMatchObject({ endpoint: { path: '/versions/:id' } })
    expect(route('POST', '/users/access')).toMatchObject({ endpoint: { path: '/access/:id?' }, params: {} })
    expect(route('POST', '/users/access/3')).toMatchObject({ params: { id: '3' } })
    expect(route('POST', '/users/verify/abc')).toMatchObject({ params: { id: 'abc' } })
    expect(route('GET', '/users')).toMatchObject({ endpoint: { path: '/' } })
    expect(route('GET', '/globals/site-settings')).toMatchObject({ kind: 'global', endpoint: { path: '/' } })
  })

  it('says when an entity is closed or nothing matches', () => {
    expect(route('GET', '/payload-migrations')).toMatchObject({ kind: 'collection', closed: true })
    expect(route('DELETE', '/users/1')).toEqual({
      kind: 'collection',
      slug: 'users',
      closed: false,
      params: {},
    })
    expect(route('GET', '/nope')).toEqual({ kind: 'root' })
    expect(route('GET', '/globals/nope')).toEqual({ kind: 'root' })
  })
})

describe('decodeSegments', () => {
  it('decodes each segment, or gives null for broken encoding', () => {
    expect(decodeSegments('/users/caf%C3%A9/')).toEqual(['users', 'café'])
    expect(decodeSegments('/users/%ff')).toBeNull()
  })
})
