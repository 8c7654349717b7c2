import type { CollectionConfig } from 'payload'
import { adminsOnly, editorsOnly } from '@/lib/access'
import { CATEGORY_LABELS, CONSENT_CATEGORIES, CONSENT_CHOICES } from './categories'

export const CONSENT_RECORDS = 'consent-records'

/**
 * Proof of consent: one row per choice a visitor makes in the consent notice (when, which revision of the
 * notice, which categories), without anything that identifies the visitor. Written by the site only
 * (`action=consent_log`); editors read them, nobody changes them.
 */
export const ConsentRecords: CollectionConfig = {
  slug: CONSENT_RECORDS,
  labels: { singular: 'Choix de cookies', plural: 'Choix de cookies' },
  admin: {
    group: 'Administration',
    defaultColumns: ['createdAt', 'choice', 'categories', 'page'],
    description:
      'Chaque choix fait dans le bandeau des cookies, sans donnée personnelle : la preuve du consentement.',
  },
  access: { read: editorsOnly, create: () => false, update: () => false, delete: adminsOnly },
  timestamps: true,
  fields: [
    {
      name: 'choice',
      type: 'select',
      label: 'Réponse',
      required: true,
      options: CONSENT_CHOICES.map((value) => ({
        value,
        label: { all: 'Tout accepter', necessary: 'Tout refuser', custom: 'Choix par catégorie' }[value],
      })),
    },
    {
      name: 'categories',
      type: 'select',
      label: 'Catégories acceptées',
      hasMany: true,
      options: CONSENT_CATEGORIES.map((value) => ({ value, label: CATEGORY_LABELS[value] })),
    },
    { name: 'revision', type: 'number', label: 'Version du bandeau', required: true },
    // Where the notice was answered (an address of the site, never anything about the visitor).
    { name: 'page', type: 'text', label: 'Page où le choix a été fait', maxLength: 300 },
  ],
}
