'use client'

import { useEffect } from 'react'

/**
 * Starts the lazy image loader (lazysizes) for `img.lazyload` elements. Its defaults are the spec's
 * constants: images load when within 500 px of the viewport (370 px on small screens), checks are
 * throttled to 125 ms, and `data-sizes="auto"` never computes a width under 40 px. It also watches the
 * DOM, so load-more batches are picked up. Mount it wherever such images are rendered; importing twice
 * is harmless.
 */
export function LazyImages() {
  useEffect(() => {
    void import('lazysizes')
  }, [])
  return null
}
