'use client'

import { lazy, Suspense } from 'react'
import type { GalleryPlayerProps } from './GalleryPlayer'

const GalleryPlayer = lazy(() =>
  import('./GalleryPlayer').then((module) => ({ default: module.GalleryPlayer })),
)

/**
 * The gallery's behaviour in a chunk of its own: every article's text may hold a gallery block, so the
 * article pages would otherwise all load it; this way only a page that shows a gallery does. (React's
 * own `lazy`: next/dynamic would add its loader to every such page.)
 */
export function LazyGalleryPlayer(props: GalleryPlayerProps) {
  return (
    <Suspense fallback={null}>
      <GalleryPlayer {...props} />
    </Suspense>
  )
}
