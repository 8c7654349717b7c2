'use client'

import { usePathname } from 'next/navigation'
import { useLazyEffect } from '@/lib/lazy-effect'

const enhance = () => import('../enhance')

/**
 * Anchors: marks content anchor targets; scrolls to the address's hash on load and on hashchange,
 * offset by the header height + 20 px; `.page-scroller` links scroll smoothly over 1000 ms, then focus
 * their target and update the hash without a jump. The code (../enhance.ts) arrives after the page;
 * until then the links jump as the browser makes them. Renders nothing.
 */
export function AnchorEnhancer() {
  const pathname = usePathname()
  useLazyEffect(
    () =>
      enhance().then(({ markAndJump }) => {
        markAndJump()
        return () => {}
      }),
    [pathname],
  )
  useLazyEffect(() => enhance().then(({ startAnchorLinks }) => startAnchorLinks()), [])
  return null
}
