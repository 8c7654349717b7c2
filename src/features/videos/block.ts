import type { Block } from 'payload'
import { COLUMNS, PAGE_SIZE } from './gallery-rules'

/** A video gallery that editors place in a page or an article (rich text block). */
export const VideoGalleryBlock: Block = {
  slug: 'videoGallery',
  labels: { singular: 'Galerie vidéo', plural: 'Galeries vidéo' },
  interfaceName: 'VideoGalleryBlockFields',
  fields: [
    {
      name: 'playlist',
      type: 'relationship',
      relationTo: 'playlists',
      label: 'Playlist',
      required: true,
      // The gallery reads its playlist itself (a cached read tagged with the videos): the page's rich
      // text keeps the id only.
      maxDepth: 0,
    },
    {
      type: 'row',
      fields: [
        {
          name: 'pageSize',
          type: 'number',
          label: 'Miniatures par page',
          min: PAGE_SIZE.min,
          max: PAGE_SIZE.max,
          admin: { description: 'Vide : celui de la playlist.' },
        },
        {
          name: 'columns',
          type: 'number',
          label: 'Colonnes',
          required: true,
          min: COLUMNS.min,
          max: COLUMNS.max,
          defaultValue: COLUMNS.default,
        },
      ],
    },
    { name: 'showTitle', type: 'checkbox', label: 'Titres sous les miniatures', defaultValue: true },
    {
      name: 'showPaging',
      type: 'checkbox',
      label: 'Boutons page précédente et suivante',
      defaultValue: true,
    },
    {
      name: 'autonext',
      type: 'checkbox',
      label: 'Enchaîner : à la fin d’une vidéo, lire la suivante',
      defaultValue: false,
    },
    {
      name: 'thumbplay',
      type: 'checkbox',
      label: 'Lire la vidéo au clic sur sa miniature',
      defaultValue: true,
    },
  ],
}
