import type { CollectionAfterDeleteHook, CollectionConfig } from 'payload'
import { editorsOnly } from '@/lib/access'
import { expireRatingOf } from './expire'

export const POST_RATINGS = 'post-ratings'

const nobody = () => false

const expireAfterDelete: CollectionAfterDeleteHook = ({ doc, context }) => {
  if (!context.disableRevalidate) expireRatingOf(doc.article)
  return doc
}

/**
 * One row per vote. Visitors vote through `POST /ajax action=postratings` only; nobody writes votes over
 * REST, editors read them and delete abusive ones. A visitor is known by a signed cookie and by a hash of
 * their address salted for the day (never the address itself); each is unique per post, so the database
 * refuses a second vote even when two arrive at once.
 */
export const PostRatings: CollectionConfig = {
  slug: POST_RATINGS,
  labels: { singular: 'Vote', plural: 'Votes des lecteurs' },
  admin: {
    group: 'Articles',
    defaultColumns: ['article', 'rating', 'createdAt'],
    description: 'Les notes données aux articles. Supprimer un vote le retire de la moyenne.',
  },
  access: { read: editorsOnly, create: nobody, update: nobody, delete: editorsOnly },
  indexes: [
    { fields: ['article', 'voter'], unique: true },
    { fields: ['article', 'addressOfDay'], unique: true },
  ],
  hooks: { afterDelete: [expireAfterDelete] },
  fields: [
    {
      name: 'article',
      type: 'relationship',
      relationTo: 'articles',
      required: true,
      index: true,
      label: 'Article',
    },
    { name: 'rating', type: 'number', required: true, min: 1, max: 5, label: 'Note' },
    {
      name: 'voter',
      type: 'text',
      required: true,
      label: 'Lecteur (empreinte du cookie)',
      admin: { readOnly: true },
    },
    {
      name: 'addressOfDay',
      type: 'text',
      required: true,
      label: 'Adresse (empreinte du jour)',
      admin: {
        readOnly: true,
        description: 'Empreinte de l’adresse IP, salée chaque jour : jamais l’adresse.',
      },
    },
  ],
}
