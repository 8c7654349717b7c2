import type { Block } from 'payload'
import { BLOCK_TEXT_MAX, checkBlockText, SEARCH_BLOCK_SLUG } from './block-options'

/**
 * The site's search bar placed by editors in a page or an article (rich text block): the header's search
 * with its settings (« Barre de recherche »), and these few options of its own.
 */
export const SearchBarBlock: Block = {
  slug: SEARCH_BLOCK_SLUG,
  labels: { singular: 'Barre de recherche', plural: 'Barres de recherche' },
  interfaceName: 'SearchBarBlockFields',
  fields: [
    {
      name: 'heading',
      type: 'text',
      label: 'Titre au-dessus de la barre',
      maxLength: BLOCK_TEXT_MAX.heading,
      admin: { description: 'Facultatif. Par exemple : Chercher dans le guide.' },
      validate: (value: unknown) => checkBlockText(value, BLOCK_TEXT_MAX.heading),
    },
    {
      name: 'showFilters',
      type: 'checkbox',
      label: 'Proposer les filtres (types de contenu, catégories, dates)',
      defaultValue: true,
    },
    {
      name: 'placeholder',
      type: 'text',
      label: 'Texte d’aide dans le champ',
      maxLength: BLOCK_TEXT_MAX.placeholder,
      admin: { description: 'Vide : celui des réglages « Barre de recherche ».' },
      validate: (value: unknown) => checkBlockText(value, BLOCK_TEXT_MAX.placeholder),
    },
  ],
}
