import { searchPlugin } from '@payloadcms/plugin-search'
import type { Field, Plugin } from 'payload'
import { adminsOnly, editorsOnly } from '@/lib/access'
import { INDEXED_COLLECTIONS, KIND_LABELS, SEARCH_KINDS } from './kinds'
import { markIndexChanged } from './engine/changes'
import { toSearchDoc } from './sync'

export const SEARCH_INDEX = 'search'

const fields: Field[] = [
  {
    name: 'kind',
    type: 'select',
    label: 'Type',
    required: true,
    index: true,
    options: SEARCH_KINDS.map((value) => ({ value, label: KIND_LABELS[value].one })),
  },
  { name: 'excerpt', type: 'textarea', label: 'Extrait' },
  { name: 'body', type: 'textarea', label: 'Texte' },
  { name: 'categories', type: 'text', label: 'Catégories' },
  { name: 'facets', type: 'text', label: 'Facettes', admin: { readOnly: true } },
  { name: 'url', type: 'text', label: 'Adresse', required: true },
  { name: 'date', type: 'date', label: 'Date', index: true },
  { name: 'endDate', type: 'date', label: 'Date de fin' },
  { name: 'image', type: 'upload', relationTo: 'media', label: 'Image' },
]

/**
 * The search index (docs/behaviour/search.md): one document per published article, event, place, page
 * and video, kept current by @payloadcms/plugin-search's hooks (a save, an unpublish or a deletion shows
 * in the next search), and read through the database's own full-text engine (engine/). Draft saves of a
 * published document leave its entry alone: visitors still see the published version.
 */
export const searchIndexPlugin = (): Plugin =>
  searchPlugin({
    collections: [...INDEXED_COLLECTIONS],
    defaultPriorities: { articles: 20, events: 20, places: 10, pages: 30, videos: 10 },
    syncDrafts: false,
    deleteDrafts: true,
    beforeSync: toSearchDoc,
    skipSync: ({ req }) => String(req.query?.draft) === 'true' || String(req.query?.autosave) === 'true',
    searchOverrides: {
      slug: SEARCH_INDEX,
      labels: { singular: 'Entrée de recherche', plural: 'Index de recherche' },
      admin: { group: 'Administration', defaultColumns: ['title', 'kind', 'url', 'date'] },
      access: { read: editorsOnly, create: adminsOnly, update: adminsOnly, delete: adminsOnly },
      // The typo lookup's words are read again after any change (engine/index.ts).
      hooks: { afterChange: [markIndexChanged], afterDelete: [markIndexChanged] },
      fields: ({ defaultFields }) => [...defaultFields, ...fields],
    },
  })
