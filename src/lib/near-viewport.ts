import { type RefObject, useEffect, useState } from 'react'

/**
 * True once the element has come within `margin` of the viewport (and from then on): for what is
 * built only when a visitor scrolls near it.
 */
export function useNearViewport(element: RefObject<Element | null>, margin: string): boolean {
  const [near, setNear] = useState(false)
  useEffect(() => {
    const target = element.current
    if (near || !target) return
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return
        observer.disconnect()
        setNear(true)
      },
      { rootMargin: margin },
    )
    observer.observe(target)
    return () => observer.disconnect()
  }, [element, margin, near])
  return near
}
