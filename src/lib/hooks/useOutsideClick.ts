import { useEffect, useRef, type RefObject } from 'react'

/**
 * While `active`, a pointer press anywhere outside the given elements calls `onOutside`: a menu, a
 * popover or a disclosure closes when the visitor presses elsewhere on the page. Presses inside any of the
 * elements (the panel, and the button that opens it) are left alone. Listens only while active.
 */
export function useOutsideClick(
  active: boolean,
  inside: readonly RefObject<Element | null>[],
  onOutside: () => void,
) {
  // The latest elements and callback, read when a press happens: the listener is added once per opening.
  const latest = useRef({ inside, onOutside })
  useEffect(() => {
    latest.current = { inside, onOutside }
  })
  useEffect(() => {
    if (!active) return
    const onPointerDown = (event: PointerEvent) => {
      const target = event.target as Node
      if (!latest.current.inside.some((ref) => ref.current?.contains(target))) latest.current.onOutside()
    }
    document.addEventListener('pointerdown', onPointerDown)
    return () => document.removeEventListener('pointerdown', onPointerDown)
  }, [active])
}
