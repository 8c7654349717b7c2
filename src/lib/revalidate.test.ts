import type { PayloadRequest, SanitizedCollectionConfig } from 'payload'
import { beforeEach, describe, expect, it, vi } from 'vitest'

const expired = vi.hoisted(() => ({ tags: [] as string[], paths: [] as string[] }))
vi.mock('next/cache', () => ({
  revalidateTag: (tag: string) => expired.tags.push(tag),
  revalidatePath: (path: string) => expired.paths.push(path),
}))

const { revalidateCollection } = await import('./revalidate')

const { afterChange } = revalidateCollection((doc) => [`/articles/${doc.slug}`])
const save = (query: Record<string, unknown>, context: Record<string, unknown> = {}) =>
  afterChange[0]({
    collection: { slug: 'articles' } as SanitizedCollectionConfig,
    context,
    data: {},
    doc: { slug: 'maree', _status: 'published' },
    previousDoc: { slug: 'maree-ancien', _status: 'published' },
    operation: 'update',
    req: { query } as unknown as PayloadRequest,
  })

describe('expiring the cached pages on a save', () => {
  beforeEach(() => {
    expired.tags.length = 0
    expired.paths.length = 0
  })

  it('expires the collection and the document’s addresses, before and after', () => {
    save({ draft: 'false' })
    expect(expired.tags).toEqual(['articles'])
    expect(expired.paths).toEqual(['/articles/maree', '/articles/maree-ancien'])
  })

  it('expires nothing on the admin’s autosaves, which write a draft visitors never see', () => {
    save({ autosave: 'true', draft: 'true' })
    expect(expired.tags).toEqual([])
    expect(expired.paths).toEqual([])
  })

  it('expires nothing for scripts that say so', () => {
    save({}, { disableRevalidate: true })
    expect(expired.tags).toEqual([])
  })
})
