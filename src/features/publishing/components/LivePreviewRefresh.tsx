'use client'

import { RefreshRouteOnSave } from '@payloadcms/live-preview-react'
import { useRouter } from 'next/navigation'
import { useSyncExternalStore } from 'react'

const noSubscription = () => () => {}
const pageOrigin = () => window.location.origin

/**
 * In the admin's live preview, reloads the page's server rendering each time the form beside it saves
 * (autosave while the editor types, or a manual save). The admin is served by the same site, so its
 * origin is this page's; messages from any other origin are ignored.
 */
export function LivePreviewRefresh() {
  const router = useRouter()
  const origin = useSyncExternalStore(noSubscription, pageOrigin, () => null)
  if (!origin) return null
  return <RefreshRouteOnSave refresh={() => router.refresh()} serverURL={origin} />
}
