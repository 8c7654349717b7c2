import type { Field } from 'payload'
import { linkFields } from '@/lib/link-fields'

/** The main menu of the header: links, each with an optional sub-menu of links. */
export const mainMenuField: Field = {
  name: 'mainMenu',
  type: 'array',
  label: 'Menu principal',
  labels: { singular: 'Entrée', plural: 'Entrées' },
  fields: [
    ...linkFields(),
    {
      name: 'children',
      type: 'array',
      label: 'Sous-menu',
      labels: { singular: 'Lien', plural: 'Liens' },
      fields: linkFields(),
    },
  ],
}
