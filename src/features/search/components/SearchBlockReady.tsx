'use client'

import { useEffect } from 'react'
import { prepareBars } from '../client/prepare-bars'

/**
 * Readies a block's bar when its page comes by a navigation within the site: the header's script
 * (LiveSearchLoader) readied the bars of the first page only. Nothing more happens for a bar it readied.
 */
export function SearchBlockReady({ id, instance }: { id: number; instance: number }) {
  useEffect(() => {
    prepareBars(
      document.querySelectorAll<HTMLFormElement>(
        `form[data-live-search="${id}"][data-live-search-instance="${instance}"]`,
      ),
    )
  }, [id, instance])
  return null
}
