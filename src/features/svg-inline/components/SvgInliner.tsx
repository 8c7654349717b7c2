'use client'

import { useLazyEffect } from '@/lib/lazy-effect'

/**
 * Images with an svg source are replaced inline by their fetched markup, so they can take the text
 * colour and style; images added later (loaded content, client navigation) too. The code (../observe.ts)
 * arrives after the page, not in its first-load scripts. Renders nothing.
 */
export function SvgInliner() {
  useLazyEffect(() => import('../observe').then(({ startSvgInlining }) => startSvgInlining()), [])
  return null
}
