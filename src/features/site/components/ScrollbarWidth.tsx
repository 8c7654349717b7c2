'use client'

import { useOwnTaskEffect } from '@/lib/own-task'
import { setRootProperty } from '@/lib/root-property'

/**
 * Full-bleed sections are 100vw wide, and 100vw includes the vertical scrollbar: this publishes the
 * scrollbar's width as `--scrollbar-width` so that the full-bleed rule (page-layout.css) can take it off
 * and no horizontal scrollbar appears. Renders nothing.
 */
export function ScrollbarWidth() {
  useOwnTaskEffect(() => {
    const root = document.documentElement
    const measure = () =>
      setRootProperty('--scrollbar-width', `${Math.max(0, window.innerWidth - root.clientWidth)}px`)
    const observer = new ResizeObserver(measure)
    observer.observe(root)
    window.addEventListener('resize', measure)
    measure()
    return () => {
      observer.disconnect()
      window.removeEventListener('resize', measure)
    }
  }, [])
  return null
}
