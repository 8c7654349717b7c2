import type { CollectionConfig } from 'payload'
import { anyone, editedContent } from '@/lib/access'
import { revalidateCollection } from '@/lib/revalidate'
import { slugField } from '@/lib/slug'
import { fillThumbnail } from './thumbnail-hook'
import { PAGE_SIZE } from './gallery-rules'
import { keepOneMainPlaylist } from './main-playlist'
import { YOUTUBE_ID } from './youtube'

/**
 * The videos of the gallery: a YouTube id and a thumbnail. The thumbnail is fetched from YouTube's oEmbed
 * endpoint when the editor saves (never when a visitor opens a page) and kept in the media library, so a
 * visitor's browser asks nothing of YouTube before they choose to play a video.
 */
export const Videos: CollectionConfig = {
  slug: 'videos',
  labels: { singular: 'Vidéo', plural: 'Vidéos' },
  admin: { useAsTitle: 'title', group: 'Contenus', defaultColumns: ['title', 'youtubeId', 'updatedAt'] },
  access: editedContent(anyone),
  hooks: { ...revalidateCollection(), beforeChange: [fillThumbnail] },
  fields: [
    { name: 'title', type: 'text', label: 'Titre', required: true },
    {
      name: 'youtubeId',
      type: 'text',
      label: 'Identifiant YouTube',
      required: true,
      admin: { description: 'Les 11 caractères après « watch?v= » dans l’adresse de la vidéo.' },
      validate: (value: unknown) =>
        typeof value === 'string' && YOUTUBE_ID.test(value)
          ? true
          : 'Identifiant YouTube de 11 caractères attendu.',
    },
    { name: 'description', type: 'textarea', label: 'Description' },
    {
      name: 'thumbnail',
      type: 'upload',
      relationTo: 'media',
      label: 'Miniature',
      admin: {
        description:
          'Laisser vide : la miniature de YouTube est récupérée à l’enregistrement (image par défaut si YouTube ne répond pas).',
      },
    },
    {
      // Whether the thumbnail came from YouTube (then a new id fetches a new one) or from the editor.
      name: 'thumbnailFetched',
      type: 'checkbox',
      defaultValue: false,
      admin: { hidden: true },
    },
    {
      name: 'thumbnailNote',
      type: 'text',
      label: 'Miniature : dernière récupération',
      admin: { readOnly: true, position: 'sidebar' },
    },
  ],
}

/**
 * Playlists: ordered lists of videos, shown by the gallery of /videos (the main playlist) and by the
 * gallery blocks editors place in pages and articles. The order of the list is the gallery's order.
 */
export const Playlists: CollectionConfig = {
  slug: 'playlists',
  labels: { singular: 'Playlist', plural: 'Playlists' },
  admin: { useAsTitle: 'title', group: 'Contenus', defaultColumns: ['title', 'slug', 'main'] },
  access: editedContent(anyone),
  hooks: {
    ...revalidateCollection((doc) => [
      '/videos',
      ...(typeof doc.slug === 'string' ? [`/videos/${doc.slug}`] : []),
    ]),
    beforeChange: [keepOneMainPlaylist],
  },
  fields: [
    { name: 'title', type: 'text', label: 'Titre', required: true },
    // A playlist's pages are /videos/{slug}; /videos/page/N are the main playlist's.
    slugField('title', ['page']),
    {
      name: 'main',
      type: 'checkbox',
      label: 'Playlist de la page Vidéos',
      defaultValue: false,
      admin: {
        position: 'sidebar',
        description: 'Une seule playlist à la fois : cocher ici décoche l’autre.',
      },
    },
    {
      name: 'videos',
      type: 'relationship',
      relationTo: 'videos',
      hasMany: true,
      label: 'Vidéos, dans l’ordre de la galerie',
      required: true,
      minRows: 1,
    },
    {
      name: 'pageSize',
      type: 'number',
      label: 'Miniatures par page',
      required: true,
      min: PAGE_SIZE.min,
      max: PAGE_SIZE.max,
      defaultValue: PAGE_SIZE.default,
      admin: { position: 'sidebar' },
    },
    { name: 'description', type: 'textarea', label: 'Présentation' },
  ],
}
