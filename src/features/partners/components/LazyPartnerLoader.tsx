'use client'

import { lazy, Suspense } from 'react'
import type { PartnerConfig } from '../client'

const PartnerLoader = lazy(() =>
  import('./PartnerLoader').then((module) => ({ default: module.PartnerLoader })),
)

/** The partner widgets' loader in a chunk of its own: a site without a partner account never loads it. */
export function LazyPartnerLoader({ config }: { config: PartnerConfig }) {
  return (
    <Suspense fallback={null}>
      <PartnerLoader config={config} />
    </Suspense>
  )
}
