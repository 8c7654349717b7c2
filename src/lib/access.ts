import type { Access, Where } from 'payload'

/** Editors (any logged-in user) may write; visitors only read. */
export const editorsOnly: Access = ({ req }) => Boolean(req.user)

export const anyone: Access = () => true

/** Visitors see published documents only; editors see drafts too. */
export const publishedOrEditor: Access = ({ req }) => {
  if (req.user) return true
  const published: Where = { _status: { equals: 'published' } }
  return published
}
