import type { GlobalConfig } from 'payload'
import { editorsOnly } from '@/lib/access'
import { revalidateGlobal } from '@/lib/revalidate'
import { DEFAULT_BAR } from './bar-settings'

export const SEARCH_BAR = 'search-bar'

/** Limits of the editors' settings: the form refuses a value outside them. */
export const BAR_LIMITS = {
  minLength: { min: 1, max: 10 },
  perPage: { min: 5, max: 50 },
  tryThis: { maxRows: 8, maxChars: 60 },
  placeholder: { maxChars: 60 },
} as const

/**
 * The header's search bar (search id 1, on wide screens and in phones' overlay), as editors set it: when
 * it starts searching, how many results each request shows, whether a click elsewhere closes them, the
 * field's hint and the « Essayez » keywords offered under the field. Editors only; the site reads it on
 * the server.
 */
export const SearchBarSettings: GlobalConfig = {
  slug: SEARCH_BAR,
  label: 'Barre de recherche',
  admin: {
    group: 'Administration',
    description: 'La recherche de l’en-tête, sur grand écran et dans la fenêtre de recherche des téléphones.',
  },
  access: { read: editorsOnly, update: editorsOnly },
  hooks: { afterChange: [revalidateGlobal] },
  fields: [
    {
      name: 'placeholder',
      type: 'text',
      label: 'Texte indicatif du champ',
      defaultValue: DEFAULT_BAR.placeholder,
      maxLength: BAR_LIMITS.placeholder.maxChars,
    },
    {
      name: 'minLength',
      type: 'number',
      label: 'Lettres tapées avant de chercher',
      required: true,
      defaultValue: DEFAULT_BAR.minLength,
      min: BAR_LIMITS.minLength.min,
      max: BAR_LIMITS.minLength.max,
      admin: { step: 1 },
    },
    {
      name: 'perPage',
      type: 'number',
      label: 'Résultats par envoi (et par « Afficher plus »)',
      required: true,
      defaultValue: DEFAULT_BAR.perPage,
      min: BAR_LIMITS.perPage.min,
      max: BAR_LIMITS.perPage.max,
      admin: { step: 1 },
    },
    {
      name: 'closeOnDocumentClick',
      type: 'checkbox',
      label: 'Fermer les résultats sur un clic ailleurs dans la page',
      defaultValue: DEFAULT_BAR.closeOnDocumentClick,
    },
    {
      name: 'tryThis',
      type: 'array',
      label: 'Essayez : recherches proposées sous le champ',
      labels: { singular: 'Recherche proposée', plural: 'Recherches proposées' },
      maxRows: BAR_LIMITS.tryThis.maxRows,
      fields: [
        {
          name: 'keyword',
          type: 'text',
          label: 'Recherche',
          required: true,
          maxLength: BAR_LIMITS.tryThis.maxChars,
        },
      ],
    },
  ],
}
