import type { CollectionBeforeChangeHook, Where } from 'payload'

/**
 * One playlist at a time is the one /videos shows: ticking « Playlist de la page Vidéos » on a playlist
 * unticks it on the others, in the same transaction.
 */
export const keepOneMainPlaylist: CollectionBeforeChangeHook = async ({ data, req, originalDoc }) => {
  if (data.main !== true) return data
  const others: Where = originalDoc?.id
    ? { and: [{ main: { equals: true } }, { id: { not_equals: originalDoc.id } }] }
    : { main: { equals: true } }
  await req.payload.update({
    collection: 'playlists',
    where: others,
    data: { main: false },
    req,
    depth: 0,
    overrideAccess: true,
  })
  return data
}
