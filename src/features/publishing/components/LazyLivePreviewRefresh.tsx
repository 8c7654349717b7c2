'use client'

import { lazy, Suspense } from 'react'

const LivePreviewRefresh = lazy(() =>
  import('./LivePreviewRefresh').then((module) => ({ default: module.LivePreviewRefresh })),
)

/**
 * The live-preview refresher, loaded only where it renders (an editor's preview). The split is made in a
 * client module (a `dynamic()` import written in the server component that renders it still put its code
 * in every visitor's first load), with React's own `lazy`: `next/dynamic` would bring its loader code to
 * every page.
 */
export function LazyLivePreviewRefresh() {
  return (
    <Suspense fallback={null}>
      <LivePreviewRefresh />
    </Suspense>
  )
}
