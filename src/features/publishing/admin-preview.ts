import type { CollectionAdminOptions, PayloadRequest } from 'payload'
import { env } from '@/lib/env'
import { previewEntryUrl, signPreviewToken } from './preview-link'

/** The public page of a document, from its (possibly unsaved) fields; null while it has no slug yet. */
type PathOf = (doc: Record<string, unknown>) => string | null

/** The widths the live preview offers beside the form: the site's phone, tablet and desktop layouts. */
export const LIVE_PREVIEW_BREAKPOINTS = [
  { name: 'telephone', label: 'Téléphone', width: 390, height: 844 },
  { name: 'tablette', label: 'Tablette', width: 768, height: 1024 },
  { name: 'ordinateur', label: 'Ordinateur', width: 1366, height: 900 },
]

/** The signed preview link of a document for the logged-in editor making the request, or null. */
function previewUrl(doc: Record<string, unknown>, req: PayloadRequest, pathOf: PathOf): string | null {
  const path = pathOf(doc)
  if (!req.user || !path) return null
  return new URL(
    previewEntryUrl(signPreviewToken(path, req.user.id, env().PAYLOAD_SECRET)),
    env().SITE_URL,
  ).toString()
}

/**
 * The edit view's « Aperçu » button and live preview of a collection with drafts. Both URLs are made on
 * the server for the editor whose request renders the edit view, and open the real public page in
 * Next's draft mode through `/apercu` (src/app/(site)/apercu/route.ts).
 */
export function draftPreview(pathOf: PathOf): Pick<CollectionAdminOptions, 'preview' | 'livePreview'> {
  return {
    preview: (doc, { req }) => previewUrl(doc, req, pathOf),
    livePreview: {
      url: ({ data, req }) => previewUrl(data, req, pathOf) ?? '',
      breakpoints: LIVE_PREVIEW_BREAKPOINTS,
    },
  }
}

/** The slug of a document's fields, when it has one. */
export const slugOf = (doc: Record<string, unknown>): string | null =>
  typeof doc.slug === 'string' && doc.slug ? doc.slug : null
