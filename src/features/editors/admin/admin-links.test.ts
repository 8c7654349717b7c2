import { describe, expect, it } from 'vitest'
import { adminDocUrl, adminListUrl, nounFor, whereQuery } from './admin-links'

describe('admin links', () => {
  it('writes a where clause in the bracket form of the list view', () => {
    expect(decodeURIComponent(whereQuery({ status: { equals: 'pending' } }))).toBe(
      'where[status][equals]=pending',
    )
    expect(
      decodeURIComponent(whereQuery({ createdAt: { greater_than_equal: '2026-11-17T00:00:00.000Z' } })),
    ).toBe('where[createdAt][greater_than_equal]=2026-11-17T00:00:00.000Z')
  })

  it('escapes what a query string cannot hold as is', () => {
    expect(whereQuery({ title: { equals: 'a&b' } })).toBe('where%5Btitle%5D%5Bequals%5D=a%26b')
  })

  it('builds list and edit addresses under the admin route', () => {
    expect(adminListUrl('/admin', 'outbox')).toBe('/admin/collections/outbox')
    expect(adminListUrl('/admin', 'outbox', { status: { equals: 'failed' } })).toBe(
      '/admin/collections/outbox?where%5Bstatus%5D%5Bequals%5D=failed',
    )
    expect(adminDocUrl('/admin', 'articles', 12)).toBe('/admin/collections/articles/12')
  })

  it('counts in French: 0 and 1 take the singular', () => {
    expect(nounFor(0, 'brouillon', 'brouillons')).toBe('brouillon')
    expect(nounFor(1, 'brouillon', 'brouillons')).toBe('brouillon')
    expect(nounFor(2, 'brouillon', 'brouillons')).toBe('brouillons')
    expect(nounFor(null, 'brouillon', 'brouillons')).toBe('brouillons')
  })
})
