import type { CollectionConfig } from 'payload'
import { editedContent, editorsOnly } from '@/lib/access'
import { revalidateCollection } from '@/lib/revalidate'
import { barSettingsFields } from './bar-fields'
import { KIND_LABELS, SEARCH_KINDS } from './kinds'
import { asidOfSearchDoc } from './search-ids'

export const SEARCHES = 'searches'

/** The longest name editors give a search. */
export const SEARCH_TITLE_MAX = 80

/**
 * Searches besides the header's: each with the same settings as « Barre de recherche » (bar-fields.ts),
 * a name for editors, and the content kinds it searches (all when none is chosen; the server keeps its
 * results and filters within them whatever a visitor sends). A « Barre de recherche » block placed in a
 * page or an article names one; its public id (`asid`) is its own id plus one (search-ids.ts). Editors
 * only; the site reads them on the server.
 */
export const Searches: CollectionConfig = {
  slug: SEARCHES,
  labels: { singular: 'Recherche', plural: 'Recherches' },
  // `Search` is the search index's type already.
  typescript: { interface: 'SiteSearch' },
  admin: {
    group: 'Administration',
    useAsTitle: 'title',
    defaultColumns: ['title', 'kinds', 'layout', 'asid', 'updatedAt'],
    description:
      'Des recherches en plus de celle de l’en-tête, chacune avec ses réglages et les contenus qu’elle cherche : choisissez-en une dans un bloc « Barre de recherche ».',
  },
  access: editedContent(editorsOnly),
  hooks: revalidateCollection(),
  fields: [
    {
      name: 'title',
      type: 'text',
      label: 'Nom de la recherche',
      required: true,
      maxLength: SEARCH_TITLE_MAX,
      admin: {
        description: 'Pour la retrouver dans l’administration. Par exemple : Recherche dans l’agenda.',
      },
    },
    {
      name: 'asid',
      type: 'number',
      label: 'Identifiant public (asid)',
      virtual: true,
      admin: {
        readOnly: true,
        position: 'sidebar',
        description:
          'Donné à l’enregistrement : celui des adresses de résultats (p_asid) et des scripts de la page. La recherche de l’en-tête est la 1.',
      },
      hooks: {
        // Never stored: computed from the id each time the document is read.
        beforeChange: [() => undefined],
        afterRead: [({ data }) => (typeof data?.id === 'number' ? asidOfSearchDoc(data.id) : undefined)],
      },
    },
    {
      name: 'kinds',
      type: 'select',
      label: 'Contenus cherchés',
      hasMany: true,
      options: SEARCH_KINDS.map((kind) => ({ value: kind, label: KIND_LABELS[kind].many })),
      admin: {
        description: 'Vide : tous. Les résultats et les filtres proposés s’en tiennent aux contenus choisis.',
      },
    },
    ...barSettingsFields({ header: false }),
  ],
}
