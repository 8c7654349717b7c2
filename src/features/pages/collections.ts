import type { CollectionConfig } from 'payload'
import { publishedOrEditor, editedContent } from '@/lib/access'
import { revalidateCollection } from '@/lib/revalidate'
import { slugField } from '@/lib/slug'
import { EDITORIAL_DRAFTS } from '@/features/publishing/drafts'
import { draftPreview, slugOf } from '@/features/publishing/admin-preview'

/** Free pages written by editors (about, practical information, legal notice...), served at /[slug]. */
export const Pages: CollectionConfig = {
  slug: 'pages',
  labels: { singular: 'Page', plural: 'Pages' },
  admin: {
    useAsTitle: 'title',
    group: 'Contenus',
    defaultColumns: ['title', 'slug', '_status'],
    ...draftPreview((doc) => (slugOf(doc) ? `/${slugOf(doc)}` : null)),
  },
  access: editedContent(publishedOrEditor),
  versions: { drafts: EDITORIAL_DRAFTS, maxPerDoc: 10 },
  hooks: revalidateCollection((doc) => [`/${doc.slug}`]),
  fields: [
    { name: 'title', type: 'text', label: 'Titre', required: true },
    slugField(),
    { name: 'excerpt', type: 'textarea', label: 'Résumé' },
    { name: 'content', type: 'richText', label: 'Contenu', required: true },
    {
      name: 'contactForm',
      type: 'relationship',
      relationTo: 'forms',
      label: 'Formulaire affiché sous le contenu',
      admin: { position: 'sidebar' },
    },
  ],
}
