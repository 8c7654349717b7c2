'use client'

import { useLazyEffect } from '@/lib/lazy-effect'

/**
 * Opens social share links in a centred pop-up and makes the print link print (../enhance.ts, loaded
 * after the page; until then the links open as plain links, in a new tab).
 */
export function ShareEnhancer() {
  useLazyEffect(() => import('../enhance').then(({ startShareLinks }) => startShareLinks()), [])
  return null
}
