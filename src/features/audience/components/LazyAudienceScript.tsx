'use client'

import { lazy, Suspense } from 'react'

const AudienceScript = lazy(() =>
  import('./AudienceScript').then((module) => ({ default: module.AudienceScript })),
)

/** The audience measurement's loader in a chunk of its own: a site without one never loads it. */
export function LazyAudienceScript(props: { src: string; developmentHosts: string[] }) {
  return (
    <Suspense fallback={null}>
      <AudienceScript {...props} />
    </Suspense>
  )
}
