import type { CollectionConfig } from 'payload'
import { anyone, publishedOrEditor, editedContent } from '@/lib/access'
import { revalidateCollection } from '@/lib/revalidate'
import { slugField } from '@/lib/slug'
import { EDITORIAL_DRAFTS } from '@/features/publishing/drafts'
import { draftPreview, slugOf } from '@/features/publishing/admin-preview'

/** Article categories; a category may sit under a parent, and menus list them by menu order. */
export const Categories: CollectionConfig = {
  slug: 'categories',
  labels: { singular: 'Catégorie', plural: 'Catégories' },
  admin: { useAsTitle: 'title', group: 'Articles', defaultColumns: ['title', 'parent', 'menuOrder'] },
  access: editedContent(anyone),
  defaultSort: 'menuOrder',
  hooks: revalidateCollection((doc) => [`/categorie/${doc.slug}`]),
  fields: [
    { name: 'title', type: 'text', label: 'Titre', required: true },
    slugField(),
    { name: 'description', type: 'textarea', label: 'Description' },
    {
      name: 'parent',
      type: 'relationship',
      relationTo: 'categories',
      label: 'Catégorie parente',
      admin: { position: 'sidebar' },
      filterOptions: ({ id }) => (id ? { id: { not_equals: id } } : true),
    },
    {
      name: 'menuOrder',
      type: 'number',
      label: 'Ordre dans le menu',
      defaultValue: 0,
      admin: { position: 'sidebar' },
    },
  ],
}

export const Articles: CollectionConfig = {
  slug: 'articles',
  labels: { singular: 'Article', plural: 'Articles' },
  admin: {
    useAsTitle: 'title',
    group: 'Articles',
    defaultColumns: ['title', 'categories', 'publishedAt', '_status'],
    ...draftPreview((doc) => (slugOf(doc) ? `/articles/${slugOf(doc)}` : null)),
  },
  access: editedContent(publishedOrEditor),
  versions: { drafts: EDITORIAL_DRAFTS, maxPerDoc: 20 },
  defaultSort: '-publishedAt',
  hooks: revalidateCollection((doc) => [`/articles/${doc.slug}`]),
  fields: [
    { name: 'title', type: 'text', label: 'Titre', required: true },
    slugField(),
    { name: 'excerpt', type: 'textarea', label: 'Chapô', maxLength: 400 },
    { name: 'cover', type: 'upload', relationTo: 'media', label: 'Image de couverture' },
    { name: 'content', type: 'richText', label: 'Contenu', required: true },
    { name: 'images', type: 'upload', relationTo: 'media', hasMany: true, label: 'Galerie d’images' },
    {
      name: 'categories',
      type: 'relationship',
      relationTo: 'categories',
      hasMany: true,
      label: 'Catégories',
      index: true,
      admin: { position: 'sidebar' },
    },
    {
      name: 'publishedAt',
      type: 'date',
      label: 'Date de publication',
      index: true,
      admin: {
        position: 'sidebar',
        date: { pickerAppearance: 'dayAndTime', displayFormat: 'dd/MM/yyyy HH:mm' },
      },
      hooks: {
        beforeChange: [
          ({ value, siblingData }) => value ?? (siblingData._status === 'published' ? new Date() : value),
        ],
      },
    },
    { name: 'authorName', type: 'text', label: 'Auteur', admin: { position: 'sidebar' } },
  ],
}
