import type { PayloadRequest } from 'payload'
import { describe, expect, it } from 'vitest'
import { adminOrSelf, adminsOnly, editorsOnly, publishedAnd, publishedOrEditor } from './access'

const as = (user: { id: number; role: string } | null) => ({ req: { user } as unknown as PayloadRequest })
const visitor = as(null)
const editor = as({ id: 7, role: 'editor' })
const admin = as({ id: 1, role: 'admin' })

describe('access rules', () => {
  it('refuse visitors, with and without a document id (a bulk operation has none)', () => {
    for (const rule of [editorsOnly, adminsOnly, adminOrSelf]) {
      expect(rule({ ...visitor })).toBe(false)
      expect(rule({ ...visitor, id: undefined } as never)).toBe(false)
      expect(rule({ ...visitor, id: 1 } as never)).toBe(false)
    }
  })

  it('let an editor reach their own account only, as a query that narrows bulk operations too', () => {
    expect(adminOrSelf({ ...editor })).toEqual({ id: { equals: 7 } })
    expect(adminOrSelf({ ...editor, id: 1 } as never)).toEqual({ id: { equals: 7 } })
    expect(adminsOnly(editor)).toBe(false)
    expect(editorsOnly(editor)).toBe(true)
  })

  it('give admins every account', () => {
    expect(adminOrSelf(admin)).toBe(true)
    expect(adminsOnly(admin)).toBe(true)
  })

  it('show visitors published documents only', () => {
    expect(publishedOrEditor(visitor)).toEqual({ _status: { equals: 'published' } })
    expect(publishedOrEditor(editor)).toBe(true)
  })

  it('narrow published documents by further conditions', () => {
    expect(publishedAnd({ slug: { equals: 'plage' } })).toEqual({
      and: [{ _status: { equals: 'published' } }, { slug: { equals: 'plage' } }],
    })
  })
})
