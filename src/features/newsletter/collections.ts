import type { CollectionConfig } from 'payload'
import { editedContent, editorsOnly } from '@/lib/access'
import { revalidateCollection } from '@/lib/revalidate'

export const SUBSCRIBERS = 'subscribers'
export const NEWSLETTER_LISTS = 'newsletter-lists'

/** The lists a visitor may subscribe to (interestingLists[]); editors create them. Never read by visitors
 * through REST: the sign-up form gets them from the server's own read. */
export const NewsletterLists: CollectionConfig = {
  slug: NEWSLETTER_LISTS,
  labels: { singular: 'Liste de diffusion', plural: 'Listes de diffusion' },
  admin: { useAsTitle: 'title', group: 'Lettre d’information' },
  access: editedContent(editorsOnly),
  hooks: revalidateCollection(),
  fields: [
    { name: 'title', type: 'text', label: 'Nom affiché', required: true },
    { name: 'description', type: 'textarea', label: 'Description' },
    {
      name: 'brevoListId',
      type: 'number',
      label: 'Identifiant de la liste chez Brevo (facultatif)',
      min: 1,
      admin: { step: 1 },
    },
  ],
}

/** The sign-ups. Visitors write them only through the sign-up action, never through REST. */
export const Subscribers: CollectionConfig = {
  slug: SUBSCRIBERS,
  labels: { singular: 'Abonné', plural: 'Abonnés' },
  admin: {
    useAsTitle: 'email',
    group: 'Lettre d’information',
    defaultColumns: ['email', 'status', 'lists', 'createdAt'],
    description: 'Export au format CSV (tableur) : /newsletter/export',
  },
  access: editedContent(editorsOnly),
  fields: [
    { name: 'email', type: 'email', label: 'E-mail', required: true, unique: true, index: true },
    { name: 'sms', type: 'text', label: 'Numéro SMS' },
    { name: 'smsPrefix', type: 'text', label: 'Indicatif SMS' },
    { name: 'date', type: 'text', label: 'Date saisie' },
    { name: 'lists', type: 'relationship', relationTo: NEWSLETTER_LISTS, hasMany: true, label: 'Listes' },
    {
      name: 'status',
      type: 'select',
      label: 'État',
      required: true,
      defaultValue: 'pending',
      index: true,
      options: [
        { label: 'En attente de confirmation', value: 'pending' },
        { label: 'Confirmé', value: 'confirmed' },
        { label: 'Désinscrit', value: 'unsubscribed' },
      ],
    },
    { name: 'consentAt', type: 'date', label: 'Consentement donné le', admin: { readOnly: true } },
    { name: 'confirmedAt', type: 'date', label: 'Confirmé le', admin: { readOnly: true } },
    { name: 'unsubscribedAt', type: 'date', label: 'Désinscrit le', admin: { readOnly: true } },
  ],
}
