import type { Access, PayloadRequest, Where } from 'payload'

/*
 * Access rules shared by the collections. Each one answers `false` for a visitor (no `req.user`) unless
 * visitors are meant to have access, and never compares two values that may both be undefined: in a bulk
 * operation there is no `id`, so comparing the user's id with it would read `undefined === undefined`.
 * docs/access-control.md lists what each role may do; tests/e2e/api/access-control.spec.ts checks it.
 */

/** Any logged-in account (editor or admin). */
export const editorsOnly: Access = ({ req }) => Boolean(req.user)

/** Accounts with the admin role. Typed loosely so it serves as a field's access rule too. */
export const adminsOnly = ({ req }: { req: PayloadRequest }): boolean =>
  Boolean(req.user && req.user.role === 'admin')

/**
 * Admins: every account; an editor: their own account only, as a query so that a bulk operation (no id)
 * is narrowed to that one document too; visitors: nothing.
 */
export const adminOrSelf: Access = ({ req }) => {
  const user = req.user
  if (!user) return false
  if (user.role === 'admin') return true
  const self: Where = { id: { equals: user.id } }
  return self
}

export const anyone: Access = () => true

/** The documents visitors may see in collections with drafts: the one "published only" filter. */
export const PUBLISHED: Where = { _status: { equals: 'published' } }

/** The published documents that also meet every given condition. */
export const publishedAnd = (...conditions: Where[]): Where => ({ and: [PUBLISHED, ...conditions] })

/** Visitors see published documents only; editors see drafts too. */
export const publishedOrEditor: Access = ({ req }) => (req.user ? true : PUBLISHED)

/** Content edited in the back office: any logged-in account writes it, `read` says who may read it. */
export const editedContent = (read: Access) => ({
  read,
  create: editorsOnly,
  update: editorsOnly,
  delete: editorsOnly,
})
