import path from 'node:path'
import type { CollectionConfig } from 'payload'
import { anyone, editedContent } from '@/lib/access'
import { env } from '@/lib/env'
import { revalidateCollection } from '@/lib/revalidate'
import { missingFileIs404 } from './missing-file'
import { sanitizeUploadedSvg } from './svg-upload'

/** Image widths served to visitors; the browser picks one through srcset. */
export const imageSizes = [
  { name: 'thumbnail', width: 400 },
  { name: 'card', width: 768 },
  { name: 'large', width: 1400 },
] as const

const staticDir = path.resolve(process.cwd(), env().MEDIA_DIR)

export const Media: CollectionConfig = {
  slug: 'media',
  labels: { singular: 'Média', plural: 'Médias' },
  admin: { group: 'Contenus', defaultColumns: ['filename', 'alt', 'updatedAt'] },
  access: editedContent(anyone),
  upload: {
    staticDir,
    mimeTypes: ['image/jpeg', 'image/png', 'image/webp', 'image/gif', 'image/svg+xml'],
    imageSizes: imageSizes.map((size) => ({
      ...size,
      formatOptions: { format: 'webp', options: { quality: 78 } },
    })),
    adminThumbnail: 'thumbnail',
    focalPoint: true,
    handlers: [missingFileIs404(staticDir)],
  },
  hooks: { ...revalidateCollection(), beforeOperation: [sanitizeUploadedSvg] },
  fields: [
    {
      name: 'alt',
      type: 'text',
      label: 'Texte alternatif',
      required: true,
      admin: { description: 'Décrit l’image pour les personnes qui ne la voient pas. Obligatoire.' },
    },
    { name: 'caption', type: 'text', label: 'Légende' },
    { name: 'credit', type: 'text', label: 'Crédit' },
  ],
}
