'use client'

import { usePathname } from 'next/navigation'
import { useEffect } from 'react'
import { SMOOTH_SCROLL_MS, animateScroll, focusTarget, scrollTopFor, targetOf } from '../scroll'

const CONTENT_ANCHORS = '.prose a[href^="#"]'
/** In-page links that jump (with the header offset) and move focus: the skip link and content anchors. */
const JUMP_LINKS = `.skip-link[href^="#"], ${CONTENT_ANCHORS}`

/** Marks the targets of anchor links in article content: they can take focus and be styled. */
function markTargets() {
  for (const link of document.querySelectorAll<HTMLAnchorElement>(CONTENT_ANCHORS)) {
    const target = targetOf(link.hash)
    if (!target) continue
    target.classList.add('anchor-target')
    if (!target.hasAttribute('tabindex')) target.setAttribute('tabindex', '-1')
  }
}

function jumpTo(target: HTMLElement) {
  window.scrollTo({ top: scrollTopFor(target), behavior: 'instant' })
}

/** Runs once the page has loaded and laid out (two frames after `load`). */
function afterLayout(run: () => void) {
  const go = () => window.requestAnimationFrame(() => window.requestAnimationFrame(run))
  if (document.readyState === 'complete') go()
  else window.addEventListener('load', go, { once: true })
}

/**
 * Anchors: marks content anchor targets; scrolls to the address's hash on load and on hashchange,
 * offset by the header height + 20 px; `.page-scroller` links scroll smoothly over 1000 ms, then focus
 * their target and update the hash without a jump. Renders nothing.
 */
export function AnchorEnhancer() {
  const pathname = usePathname()

  useEffect(() => {
    markTargets()
    const target = targetOf(window.location.hash)
    if (target) afterLayout(() => jumpTo(target))
  }, [pathname])

  useEffect(() => {
    let stopScroll = () => {}
    const onClick = (event: MouseEvent) => {
      if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey)
        return
      const link = (event.target as Element | null)?.closest('a[href^="#"]') as HTMLAnchorElement | null
      if (!link) return
      const smooth = link.classList.contains('page-scroller')
      if (!smooth && !link.matches(JUMP_LINKS)) return
      const target = targetOf(link.hash)
      if (!target) return
      event.preventDefault()
      stopScroll()
      const arrive = () => {
        focusTarget(target)
        if (window.location.hash !== link.hash) window.history.pushState(null, '', link.hash)
      }
      if (smooth) stopScroll = animateScroll(scrollTopFor(target), SMOOTH_SCROLL_MS, arrive)
      else {
        jumpTo(target)
        arrive()
      }
    }
    const onHashChange = () => {
      const target = targetOf(window.location.hash)
      if (!target) return
      jumpTo(target)
      focusTarget(target)
    }
    document.addEventListener('click', onClick)
    window.addEventListener('hashchange', onHashChange)
    return () => {
      stopScroll()
      document.removeEventListener('click', onClick)
      window.removeEventListener('hashchange', onHashChange)
    }
  }, [])

  return null
}
