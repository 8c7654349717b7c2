'use client'

import { lazy, type ReactNode, Suspense } from 'react'
import type { GalleryPlayerProps } from './GalleryPlayer'

const GalleryPlayer = lazy(() =>
  import('./GalleryPlayer').then((module) => ({ default: module.GalleryPlayer })),
)

/**
 * The gallery's behaviour in a chunk of its own: every article's text may hold a gallery block, so the
 * article pages would otherwise all load it; this way only a page that shows a gallery does. (React's
 * own `lazy`: next/dynamic would add its loader to every such page.) The server's `fallback` is what a
 * browser without script keeps.
 */
export function LazyGalleryPlayer({ fallback, ...props }: GalleryPlayerProps & { fallback: ReactNode }) {
  return (
    <Suspense fallback={fallback}>
      <GalleryPlayer {...props} />
    </Suspense>
  )
}
