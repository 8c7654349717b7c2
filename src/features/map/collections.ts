import type { CollectionConfig } from 'payload'
import { anyone, editedContent } from '@/lib/access'
import { revalidateCollection } from '@/lib/revalidate'
import { slugField } from '@/lib/slug'
import { coordinateFields } from './fields'

export const DEFAULT_MARKER_COLOR = '#6b6b6b'

/** Place categories; a category with a parent is a sub-category of it. */
export const PlaceCategories: CollectionConfig = {
  slug: 'place-categories',
  labels: { singular: 'Catégorie de lieu', plural: 'Catégories de lieux' },
  admin: { useAsTitle: 'title', group: 'Carte', defaultColumns: ['title', 'parent', 'color', 'menuOrder'] },
  access: editedContent(anyone),
  defaultSort: 'menuOrder',
  hooks: revalidateCollection(() => ['/carte']),
  fields: [
    { name: 'title', type: 'text', label: 'Libellé', required: true },
    slugField(),
    {
      name: 'parent',
      type: 'relationship',
      relationTo: 'place-categories',
      label: 'Catégorie principale',
      admin: { description: 'Renseigner pour faire de celle-ci une sous-catégorie.' },
      filterOptions: () => ({ parent: { exists: false } }),
    },
    { name: 'icon', type: 'upload', relationTo: 'media', label: 'Icône du marqueur' },
    {
      name: 'color',
      type: 'text',
      label: 'Couleur',
      defaultValue: DEFAULT_MARKER_COLOR,
      validate: (value: unknown) =>
        typeof value === 'string' && /^#[0-9a-fA-F]{6}$/.test(value) ? true : 'Couleur au format #rrggbb.',
    },
    { name: 'menuOrder', type: 'number', label: 'Ordre', defaultValue: 0 },
  ],
}

export const Places: CollectionConfig = {
  slug: 'places',
  labels: { singular: 'Lieu', plural: 'Lieux' },
  admin: {
    useAsTitle: 'title',
    group: 'Carte',
    defaultColumns: ['title', 'category', 'subcategory', 'address'],
  },
  access: editedContent(anyone),
  hooks: revalidateCollection(() => ['/carte']),
  fields: [
    { name: 'title', type: 'text', label: 'Titre', required: true },
    {
      type: 'row',
      fields: [...coordinateFields()],
    },
    {
      name: 'category',
      type: 'relationship',
      relationTo: 'place-categories',
      label: 'Catégorie',
      required: true,
      index: true,
      filterOptions: () => ({ parent: { exists: false } }),
    },
    {
      name: 'subcategory',
      type: 'relationship',
      relationTo: 'place-categories',
      label: 'Sous-catégorie',
      index: true,
      filterOptions: ({ siblingData }) => {
        const category = (siblingData as { category?: number | string | null }).category
        return category ? { parent: { equals: category } } : { parent: { exists: true } }
      },
    },
    { name: 'description', type: 'textarea', label: 'Description' },
    { name: 'address', type: 'text', label: 'Adresse' },
    { name: 'number', type: 'number', label: 'Numéro (marqueur numéroté)', min: 0 },
  ],
}
