import type { Field } from 'payload'
import { linkFields } from '@/lib/link-fields'

/** What the footer shows: the association's presentation and address, columns of links, the copyright. */
export const footerField: Field = {
  name: 'footer',
  type: 'group',
  label: 'Pied de page',
  fields: [
    { name: 'about', type: 'textarea', label: 'Présentation' },
    { name: 'address', type: 'textarea', label: 'Adresse de l’association' },
    {
      name: 'columns',
      type: 'array',
      label: 'Colonnes de liens',
      fields: [
        { name: 'title', type: 'text', label: 'Titre', required: true },
        { name: 'links', type: 'array', label: 'Liens', fields: linkFields() },
      ],
    },
    { name: 'copyright', type: 'text', label: 'Mention de copyright' },
  ],
}
