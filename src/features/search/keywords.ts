import type { CollectionConfig } from 'payload'
import { adminsOnly, editorsOnly } from '@/lib/access'

export const SEARCH_KEYWORDS = 'search-keywords'

/**
 * What visitors search for (call 20, `ajaxsearchpro_addkeyword`): one row per folded phrase, how often it
 * was searched and how often it found nothing, nothing about who searched. Editors read the top searches
 * and the searches without results; admins may delete rows.
 */
export const SearchKeywords: CollectionConfig = {
  slug: SEARCH_KEYWORDS,
  labels: { singular: 'Recherche des visiteurs', plural: 'Recherches des visiteurs' },
  admin: {
    group: 'Administration',
    useAsTitle: 'keyword',
    defaultColumns: ['keyword', 'count', 'noResults', 'lastSearchedAt'],
    description:
      'Ce que les visiteurs cherchent, sans rien sur eux. Triez par « Recherches » pour les plus fréquentes, par « Sans résultat » pour ce qui manque au site.',
  },
  defaultSort: '-count',
  access: { read: editorsOnly, create: () => false, update: () => false, delete: adminsOnly },
  fields: [
    { name: 'keyword', type: 'text', label: 'Recherche', required: true, unique: true, index: true },
    { name: 'count', type: 'number', label: 'Recherches', required: true, defaultValue: 0, index: true },
    {
      name: 'noResults',
      type: 'number',
      label: 'Sans résultat',
      required: true,
      defaultValue: 0,
      index: true,
    },
    { name: 'lastSearchedAt', type: 'date', label: 'Dernière recherche', index: true },
  ],
}
