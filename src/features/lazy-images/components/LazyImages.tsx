'use client'

import { useOwnTaskEffect } from '@/lib/own-task'

declare global {
  interface Window {
    lazySizesConfig?: Record<string, unknown>
  }
}

/**
 * Starts the lazy image loader (lazysizes) for `img.lazyload` elements. Its defaults are the site's
 * rules: images load when within 500 px of the viewport (370 px on small screens), checks are throttled
 * to 125 ms, and `data-sizes="auto"` never computes a width under 40 px. One default is not: once the
 * page is idle, lazysizes multiplies the distance by `expFactor` (1.5), loading images 750 px ahead at
 * some moments and 500 at others. `expFactor: 1` keeps the distance the same at every moment. It also
 * watches the DOM, so load-more batches are picked up. Mount it wherever such images are rendered;
 * importing twice is harmless.
 */
export function LazyImages() {
  useOwnTaskEffect(() => {
    // lazysizes reads its configuration once, when its module first runs.
    window.lazySizesConfig = { ...window.lazySizesConfig, expFactor: 1 }
    void import('lazysizes')
  }, [])
  return null
}
