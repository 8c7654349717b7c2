'use client'

import { useLazyEffect } from '@/lib/lazy-effect'

/**
 * The results page without reloads (call 18, ../client/live-load-page.ts, loaded after the page). Without
 * JavaScript, or before that code arrives, the form and links load the page as usual.
 */
export function LiveLoad({ formId, searchId }: { formId: string; searchId: string }) {
  useLazyEffect(
    () => import('../client/live-load-page').then(({ startLiveLoad }) => startLiveLoad(formId, searchId)),
    [formId, searchId],
  )
  return null
}
