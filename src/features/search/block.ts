import type { Block } from 'payload'
import { BLOCK_TEXT_MAX, checkBlockText, SEARCH_BLOCK_SLUG } from './block-options'
import { SEARCHES } from './searches-collection'

/**
 * The site's search bar placed by editors in a page or an article (rich text block): one of the
 * « Recherches » with its settings and kinds, or the header's search (« Barre de recherche ») when none
 * is chosen, and these few options of its own.
 */
export const SearchBarBlock: Block = {
  slug: SEARCH_BLOCK_SLUG,
  labels: { singular: 'Barre de recherche', plural: 'Barres de recherche' },
  interfaceName: 'SearchBarBlockFields',
  fields: [
    {
      name: 'search',
      type: 'relationship',
      relationTo: SEARCHES,
      label: 'Recherche',
      // The page keeps the id only: the search's settings are read apart, and stay for editors' eyes.
      maxDepth: 0,
      admin: {
        description:
          'Vide : la recherche de l’en-tête (réglages « Barre de recherche »). Sinon une des « Recherches », avec ses réglages et ses contenus.',
      },
    },
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
      admin: { description: 'Vide : celui de la recherche.' },
      validate: (value: unknown) => checkBlockText(value, BLOCK_TEXT_MAX.placeholder),
    },
  ],
}
