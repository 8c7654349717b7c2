import { draftMode, headers } from 'next/headers'
import type { TypedUser } from 'payload'
import { cache } from 'react'
import { payloadClient } from '@/lib/payload'

/**
 * The editor looking at a draft, or null. Draft mode alone is not enough: its cookie outlives the
 * editor's session, so each page rendered in draft mode also asks Payload whose session the request
 * carries, and shows drafts only to a logged-in editor. Visitors' pages never reach `headers()`: outside
 * draft mode they stay static and cached. Once per request (React's `cache`).
 */
export const previewingEditor = cache(async (): Promise<TypedUser | null> => {
  const { isEnabled } = await draftMode()
  if (!isEnabled) return null
  const payload = await payloadClient()
  const { user } = await payload.auth({ headers: await headers() })
  return user ?? null
})

/** Whether this request is in draft mode (an editor's preview, or its expired leftover). */
export const inDraftMode = async (): Promise<boolean> => (await draftMode()).isEnabled
