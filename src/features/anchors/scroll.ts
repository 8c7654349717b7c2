/** A smooth scroll lasts 1000 ms. */
export const SMOOTH_SCROLL_MS = 1000
/** A target sits this far below the header once scrolled to. */
export const TARGET_GAP_PX = 20

/** Ease-in-out (cubic): slow start, fast middle, slow end; t and the result run from 0 to 1. */
export function easeInOutCubic(t: number): number {
  const x = Math.min(1, Math.max(0, t))
  return x < 0.5 ? 4 * x * x * x : 1 - (-2 * x + 2) ** 3 / 2
}

/** The element an in-page address ("#plages") points at, or null. */
export function targetOf(hash: string): HTMLElement | null {
  if (!hash || hash === '#') return null
  let id = hash.replace(/^#/, '')
  try {
    id = decodeURIComponent(id)
  } catch {
    // A malformed escape: look the raw text up.
  }
  return document.getElementById(id)
}

/** Height of the header part that covers the page, as the header publishes it. */
export function headerHeight(): number {
  const value = getComputedStyle(document.documentElement).getPropertyValue('--header-height')
  const height = Number.parseFloat(value)
  return Number.isFinite(height) ? height : 0
}

/** The scroll position that puts a target header height + 20 px below the top of the window. */
export function scrollTopFor(target: HTMLElement): number {
  const top = target.getBoundingClientRect().top + window.scrollY - headerHeight() - TARGET_GAP_PX
  const max = document.documentElement.scrollHeight - window.innerHeight
  return Math.max(0, Math.min(Math.round(top), Math.max(0, max)))
}

/** Focuses a target without scrolling; elements that are not focusable get tabindex="-1" first. */
export function focusTarget(target: HTMLElement) {
  if (!target.matches('a[href], button, input, select, textarea, [tabindex]'))
    target.setAttribute('tabindex', '-1')
  target.focus({ preventScroll: true })
}

export const prefersReducedMotion = () => window.matchMedia('(prefers-reduced-motion: reduce)').matches

/**
 * Scrolls the window to `to` over `duration` ms with requestAnimationFrame (instant with reduced motion).
 * Returns a function that stops the animation. A wheel, touch or key press by the visitor stops it too.
 */
export function animateScroll(to: number, duration: number, done: () => void): () => void {
  const from = window.scrollY
  if (prefersReducedMotion() || duration <= 0 || from === to) {
    window.scrollTo({ top: to, behavior: 'instant' })
    done()
    return () => {}
  }
  let frame = 0
  let start: number | undefined
  const stop = () => {
    window.cancelAnimationFrame(frame)
    for (const type of ['wheel', 'touchstart', 'keydown'] as const) window.removeEventListener(type, stop)
  }
  const step = (now: number) => {
    start ??= now
    const progress = Math.min(1, (now - start) / duration)
    window.scrollTo({ top: from + (to - from) * easeInOutCubic(progress), behavior: 'instant' })
    if (progress < 1) frame = window.requestAnimationFrame(step)
    else {
      stop()
      done()
    }
  }
  for (const type of ['wheel', 'touchstart', 'keydown'] as const)
    window.addEventListener(type, stop, { passive: true })
  frame = window.requestAnimationFrame(step)
  return stop
}
