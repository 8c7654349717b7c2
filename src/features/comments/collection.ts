import type {
  CollectionAfterChangeHook,
  CollectionAfterDeleteHook,
  CollectionConfig,
  FieldAccess,
} from 'payload'
import { editorsOnly } from '@/lib/access'
import { expireTag } from '@/lib/revalidate'
import { COMMENT_MAX, EMAIL_MAX, NAME_MAX, URL_MAX } from './rules'

export const COMMENTS = 'comments'

export const COMMENT_STATUSES = [
  { label: 'En attente de modération', value: 'pending' },
  { label: 'Approuvé (publié)', value: 'approved' },
  { label: 'Indésirable', value: 'spam' },
] as const

const nobody = () => false
/** Written by the server when the comment arrives: editors read it, nobody rewrites it. */
const serverOwned: { access: { update: FieldAccess }; admin: { readOnly: true } } = {
  access: { update: () => false },
  admin: { readOnly: true },
}

/**
 * Only an approved comment is on the site: a change that makes one appear or disappear (approval,
 * spam, deletion, an edit of a published one) expires the reads that show comments (the post pages'
 * threads, the counts on cards). A comment waiting for moderation expires nothing.
 */
const expireWhenVisible: CollectionAfterChangeHook = ({ doc, previousDoc, context }) => {
  if (!context.disableRevalidate && (doc.status === 'approved' || previousDoc?.status === 'approved'))
    expireTag(COMMENTS)
  return doc
}
const expireAfterDelete: CollectionAfterDeleteHook = ({ doc, context }) => {
  if (!context.disableRevalidate && doc.status === 'approved') expireTag(COMMENTS)
  return doc
}

/**
 * Readers' comments on articles. Visitors write them through the form's post (`POST /commentaires`)
 * only, never over REST; editors moderate: approve, mark as spam, correct or delete. A comment is stored
 * as the plain text written, and escaped wherever it is shown.
 */
export const Comments: CollectionConfig = {
  slug: COMMENTS,
  labels: { singular: 'Commentaire', plural: 'Commentaires' },
  admin: {
    group: 'Articles',
    useAsTitle: 'excerpt',
    defaultColumns: ['excerpt', 'authorName', 'article', 'status', 'createdAt'],
    listSearchableFields: ['content', 'authorName', 'authorEmail'],
    description:
      'Les commentaires des lecteurs. Un premier commentaire attend votre approbation ; passez-le à « Approuvé » pour le publier, ou à « Indésirable ». Cochez plusieurs commentaires pour les modérer ensemble.',
  },
  access: { read: editorsOnly, create: nobody, update: editorsOnly, delete: editorsOnly },
  indexes: [{ fields: ['article', 'status'] }, { fields: ['authorEmail', 'status'] }],
  hooks: { afterChange: [expireWhenVisible], afterDelete: [expireAfterDelete] },
  fields: [
    {
      name: 'status',
      type: 'select',
      required: true,
      defaultValue: 'pending',
      options: [...COMMENT_STATUSES],
      label: 'État',
      index: true,
      admin: { position: 'sidebar' },
    },
    {
      name: 'article',
      type: 'relationship',
      relationTo: 'articles',
      required: true,
      label: 'Article',
      ...serverOwned,
    },
    {
      name: 'parent',
      type: 'relationship',
      relationTo: COMMENTS,
      label: 'En réponse à',
      ...serverOwned,
    },
    { name: 'authorName', type: 'text', required: true, maxLength: NAME_MAX, label: 'Nom' },
    {
      name: 'authorEmail',
      type: 'email',
      required: true,
      label: 'E-mail (jamais affiché)',
      admin: { description: `${EMAIL_MAX} caractères au plus.` },
    },
    { name: 'authorUrl', type: 'text', maxLength: URL_MAX, label: 'Site web' },
    {
      name: 'content',
      type: 'textarea',
      required: true,
      maxLength: COMMENT_MAX,
      label: 'Commentaire (texte brut)',
    },
    {
      // The list's title: the start of the comment, kept by the server with the text.
      name: 'excerpt',
      type: 'text',
      label: 'Début du commentaire',
      admin: { hidden: true },
      hooks: {
        beforeChange: [
          ({ siblingData }) =>
            typeof siblingData.content === 'string'
              ? siblingData.content.replace(/\s+/g, ' ').slice(0, 80)
              : undefined,
        ],
      },
    },
    {
      name: 'withoutScript',
      type: 'checkbox',
      label: 'Envoyé sans JavaScript',
      defaultValue: false,
      admin: {
        position: 'sidebar',
        readOnly: true,
        description: 'Le formulaire a été envoyé sans script : toujours soumis à modération.',
      },
      access: { update: () => false },
    },
    {
      name: 'referrer',
      type: 'text',
      label: 'Provenance de la visite',
      admin: { position: 'sidebar', readOnly: true },
      access: { update: () => false },
    },
    {
      name: 'visit',
      type: 'text',
      label: 'Visite (début, historique, extensions)',
      admin: { position: 'sidebar', readOnly: true },
      access: { update: () => false },
    },
    {
      // The same text by the same address on the same post is one comment, even posted twice at once.
      name: 'fingerprint',
      type: 'text',
      required: true,
      unique: true,
      label: 'Empreinte (article, e-mail, texte)',
      admin: { hidden: true },
      access: { update: () => false },
    },
    {
      name: 'addressOfDay',
      type: 'text',
      required: true,
      label: 'Adresse (empreinte du jour)',
      index: true,
      admin: {
        position: 'sidebar',
        readOnly: true,
        description: 'Empreinte de l’adresse IP, salée chaque jour : jamais l’adresse.',
      },
      access: { update: () => false },
    },
  ],
}
