import { inlineWithin, restoreImage } from './inline'

/** Runs once the page is loaded and idle, so that hydration is over before the DOM changes. */
function whenIdle(run: () => void): () => void {
  let handle = 0
  const schedule = () => {
    handle =
      typeof window.requestIdleCallback === 'function'
        ? window.requestIdleCallback(run, { timeout: 1500 })
        : window.setTimeout(run, 200)
  }
  if (document.readyState === 'complete') schedule()
  else window.addEventListener('load', schedule, { once: true })
  return () => {
    window.removeEventListener('load', schedule)
    if (typeof window.cancelIdleCallback === 'function') window.cancelIdleCallback(handle)
    window.clearTimeout(handle)
  }
}

/**
 * Replaces the images with an svg source by their markup once the page is idle, then follows the images
 * added or changed later. Returns what stops it.
 */
export function startSvgInlining(): () => void {
  let observer: MutationObserver | undefined
  const cancel = whenIdle(() => {
    inlineWithin(document.body)
    observer = new MutationObserver((records) => {
      for (const record of records) {
        if (record.type === 'attributes' && record.target instanceof HTMLImageElement)
          restoreImage(record.target)
        for (const node of record.removedNodes) if (node instanceof HTMLImageElement) restoreImage(node)
        for (const node of record.addedNodes) if (node instanceof Element) inlineWithin(node)
      }
    })
    observer.observe(document.body, {
      childList: true,
      subtree: true,
      attributes: true,
      attributeFilter: ['src'],
    })
  })
  return () => {
    cancel()
    observer?.disconnect()
  }
}
