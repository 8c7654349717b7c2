import type { CollectionConfig, FieldHook } from 'payload'
import { anyone, publishedOrEditor, editedContent } from '@/lib/access'
import { revalidateCollection } from '@/lib/revalidate'
import { slugField } from '@/lib/slug'
import { EDITORIAL_DRAFTS } from '@/features/publishing/drafts'
import { draftPreview, slugOf } from '@/features/publishing/admin-preview'
import { foldText } from '@/lib/text'

/**
 * Event days are calendar days in Europe/Paris. They are stored at 12:00 UTC, which falls on the same
 * calendar day in Paris all year round, so day comparisons never slip across midnight.
 */
export const toNoonUtc: FieldHook = ({ value }) => {
  if (!value) return value
  const day = String(value instanceof Date ? value.toISOString() : value).slice(0, 10)
  return /^\d{4}-\d{2}-\d{2}$/.test(day) ? `${day}T12:00:00.000Z` : value
}

export const EventCategories: CollectionConfig = {
  slug: 'event-categories',
  labels: { singular: 'Catégorie d’événement', plural: 'Catégories d’événements' },
  admin: { useAsTitle: 'title', group: 'Agenda' },
  access: editedContent(anyone),
  hooks: revalidateCollection(),
  fields: [{ name: 'title', type: 'text', label: 'Libellé', required: true }, slugField()],
}

export const Events: CollectionConfig = {
  slug: 'events',
  labels: { singular: 'Événement', plural: 'Événements' },
  admin: {
    useAsTitle: 'name',
    group: 'Agenda',
    defaultColumns: ['name', 'startDate', 'endDate', 'place', '_status'],
    ...draftPreview((doc) => (slugOf(doc) ? `/agenda/${slugOf(doc)}` : null)),
  },
  access: editedContent(publishedOrEditor),
  versions: { drafts: EDITORIAL_DRAFTS, maxPerDoc: 10 },
  defaultSort: 'startDate',
  hooks: revalidateCollection((doc) => [`/agenda/${doc.slug}`]),
  fields: [
    { name: 'name', type: 'text', label: 'Nom', required: true },
    slugField('name'),
    { name: 'image', type: 'upload', relationTo: 'media', label: 'Image' },
    {
      type: 'row',
      fields: [
        {
          name: 'startDate',
          type: 'date',
          label: 'Date de début',
          required: true,
          index: true,
          admin: { date: { pickerAppearance: 'dayOnly', displayFormat: 'dd/MM/yyyy' } },
          hooks: { beforeChange: [toNoonUtc] },
        },
        {
          name: 'endDate',
          type: 'date',
          label: 'Date de fin',
          index: true,
          admin: {
            date: { pickerAppearance: 'dayOnly', displayFormat: 'dd/MM/yyyy' },
            description: 'Laisser vide pour un événement d’un seul jour.',
          },
          hooks: { beforeChange: [toNoonUtc] },
          validate: (value: unknown, { siblingData }: { siblingData: { startDate?: unknown } }) => {
            if (!value || !siblingData.startDate) return true
            const end = String(value).slice(0, 10)
            const start = String(siblingData.startDate).slice(0, 10)
            return end >= start ? true : 'La date de fin doit être postérieure ou égale à la date de début.'
          },
        },
      ],
    },
    {
      name: 'hour',
      type: 'text',
      label: 'Horaire',
      admin: { description: 'Par exemple « 20h30 » ou « 10h - 18h ».' },
    },
    {
      name: 'price',
      type: 'text',
      label: 'Prix',
      admin: { description: 'Par exemple « Gratuit » ou « 12 € ».' },
    },
    { name: 'place', type: 'text', label: 'Lieu' },
    {
      type: 'row',
      fields: [
        { name: 'latitude', type: 'number', label: 'Latitude du lieu', min: -90, max: 90 },
        { name: 'longitude', type: 'number', label: 'Longitude du lieu', min: -180, max: 180 },
      ],
    },
    {
      name: 'site',
      type: 'text',
      label: 'Site externe',
      admin: { description: 'Adresse du site de l’organisateur.' },
    },
    {
      name: 'eventStatus',
      type: 'select',
      label: 'Statut',
      defaultValue: 'scheduled',
      options: [
        { label: 'Prévu', value: 'scheduled' },
        { label: 'Reporté', value: 'postponed' },
        { label: 'Annulé', value: 'cancelled' },
      ],
      admin: { position: 'sidebar' },
    },
    {
      name: 'categories',
      type: 'relationship',
      relationTo: 'event-categories',
      hasMany: true,
      label: 'Catégories',
      admin: { position: 'sidebar' },
    },
    { name: 'description', type: 'textarea', label: 'Description' },
    {
      // Name, place and description folded (no accents, lower case) for the agenda's text search.
      name: 'searchText',
      type: 'text',
      admin: { hidden: true },
      hooks: {
        beforeChange: [
          ({ siblingData }) =>
            foldText(
              [siblingData.name, siblingData.place, siblingData.description].filter(Boolean).join(' '),
            ),
        ],
      },
    },
  ],
}
