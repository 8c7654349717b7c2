import type { GlobalConfig } from 'payload'
import { editorsOnly } from '@/lib/access'
import { revalidateGlobal } from '@/lib/revalidate'
import { barSettingsFields } from './bar-fields'

export const SEARCH_BAR = 'search-bar'

/**
 * The header's search bar (search id 1, on wide screens and in phones' overlay), as editors set it
 * (bar-fields.ts). Editors only; the site reads it on the server.
 */
export const SearchBarSettings: GlobalConfig = {
  slug: SEARCH_BAR,
  label: 'Barre de recherche',
  admin: {
    group: 'Administration',
    description:
      'La recherche de l’en-tête, sur grand écran et dans la fenêtre de recherche des téléphones, et des blocs « Barre de recherche » sans recherche choisie.',
  },
  access: { read: editorsOnly, update: editorsOnly },
  hooks: { afterChange: [revalidateGlobal] },
  fields: barSettingsFields({ header: true }),
}
