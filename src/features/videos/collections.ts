import type { CollectionConfig } from 'payload'
import { anyone, editedContent } from '@/lib/access'
import { revalidateCollection } from '@/lib/revalidate'
import { YOUTUBE_ID } from './youtube'

export const Videos: CollectionConfig = {
  slug: 'videos',
  labels: { singular: 'Vidéo', plural: 'Vidéos' },
  admin: { useAsTitle: 'title', group: 'Contenus', defaultColumns: ['title', 'playlist', 'order'] },
  access: editedContent(anyone),
  defaultSort: 'order',
  hooks: revalidateCollection(() => ['/videos']),
  fields: [
    { name: 'title', type: 'text', label: 'Titre', required: true },
    {
      name: 'youtubeId',
      type: 'text',
      label: 'Identifiant YouTube',
      required: true,
      validate: (value: unknown) =>
        typeof value === 'string' && YOUTUBE_ID.test(value)
          ? true
          : 'Identifiant YouTube de 11 caractères attendu.',
    },
    { name: 'playlist', type: 'text', label: 'Playlist', index: true, defaultValue: 'principale' },
    { name: 'order', type: 'number', label: 'Ordre', defaultValue: 0 },
    { name: 'description', type: 'textarea', label: 'Description' },
  ],
}
