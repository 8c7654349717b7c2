import type { Where } from 'payload'

/**
 * The `where` part of an admin list's address, in the bracket form Payload's list view reads from its
 * query string: `{ status: { equals: 'pending' } }` → `where[status][equals]=pending`.
 */
export function whereQuery(where: Where): string {
  const params = new URLSearchParams()
  const add = (prefix: string, value: unknown) => {
    if (value !== null && typeof value === 'object') {
      for (const [key, inner] of Object.entries(value)) add(`${prefix}[${key}]`, inner)
    } else if (value !== undefined) {
      params.append(prefix, String(value))
    }
  }
  add('where', where)
  return params.toString()
}

/** A collection's list view in the admin, filtered when `where` is given. */
export function adminListUrl(adminRoute: string, collection: string, where?: Where): string {
  const base = `${adminRoute}/collections/${collection}`
  return where ? `${base}?${whereQuery(where)}` : base
}

/** A document's edit view in the admin. */
export function adminDocUrl(adminRoute: string, collection: string, id: number | string): string {
  return `${adminRoute}/collections/${collection}/${encodeURIComponent(String(id))}`
}

/** The noun for a count, in French: 0 and 1 take the singular; an unknown count (null) the plural. */
export function nounFor(count: number | null, singular: string, plural: string): string {
  return count !== null && count <= 1 ? singular : plural
}
