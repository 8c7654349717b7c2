'use client'

import {
  useId,
  useLayoutEffect,
  useRef,
  useState,
  type KeyboardEvent,
  type MouseEvent,
  type PointerEvent,
} from 'react'
import type { OverlayItem } from '../links'
import { LABELS, boxSize, groupPosition, stepForKey, type Size } from '../rules'
import { OverlayBody } from './OverlayBody'
import { OverlayNav } from './OverlayNav'

type Props = {
  items: OverlayItem[]
  index: number
  onNavigate: (index: number) => void
  onClosed: () => void
}

const isEditable = (target: EventTarget) =>
  target instanceof HTMLElement &&
  (target.isContentEditable || /^(INPUT|TEXTAREA|SELECT)$/.test(target.tagName))

/**
 * The overlay: a native modal <dialog> (the browser traps focus, makes the page inert and closes it on
 * Escape), full-window and transparent so that a click on it outside the box is a click on the backdrop.
 * Loading shows a spinner (aria-busy) until the content reports its size, then the box fades in.
 */
export function OverlayDialog({ items, index, onNavigate, onClosed }: Props) {
  const item = items[index]!
  const dialog = useRef<HTMLDialogElement>(null)
  const closeButton = useRef<HTMLButtonElement>(null)
  const pressedOnBackdrop = useRef(false)
  const captionId = useId()
  const [ready, setReady] = useState<{ key: string; size: Size } | null>(null)
  const key = `${index}|${item.url}|${item.inlineId ?? ''}`
  const size = ready?.key === key ? ready.size : null
  const position = item.kind === 'image' ? groupPosition(index, items.length) : null

  useLayoutEffect(() => {
    if (dialog.current?.open === false) dialog.current.showModal()
    closeButton.current?.focus()
  }, [])

  const close = () => dialog.current?.close()
  const go = (to: number | null) => to !== null && onNavigate(to)

  const onKeyDown = (event: KeyboardEvent) => {
    if (!position || event.altKey || event.ctrlKey || event.metaKey || isEditable(event.target)) return
    const step = stepForKey(event.key)
    if (!step) return
    event.preventDefault()
    go(step > 0 ? position.next : position.previous)
  }
  // Backdrop: both press and release on the dialog itself (a text selection dragged out of the box is no
  // click on the backdrop). In modal mode (`modal=true`) the backdrop does not close it.
  const onPointerDown = (event: PointerEvent) => {
    pressedOnBackdrop.current = event.target === event.currentTarget
  }
  const onClick = (event: MouseEvent) => {
    if (event.target === event.currentTarget && pressedOnBackdrop.current && !item.modal) close()
  }

  return (
    <dialog
      ref={dialog}
      className="overlay"
      aria-modal="true"
      aria-labelledby={item.caption ? captionId : undefined}
      aria-label={item.caption ? undefined : item.alt || (item.kind === 'image' ? LABELS.image : 'Contenu')}
      aria-busy={!size}
      data-state={size ? 'visible' : 'loading'}
      data-kind={item.kind}
      onClose={onClosed}
      onKeyDown={onKeyDown}
      onPointerDown={onPointerDown}
      onClick={onClick}
    >
      <div className="overlay__box" style={size ? { width: boxSize(size).width } : undefined}>
        {!size && (
          <p className="overlay__spinner" role="status">
            <span className="visually-hidden">Chargement…</span>
          </p>
        )}
        <div className="overlay__content" hidden={!size}>
          <OverlayBody
            key={key}
            item={item}
            onReady={(loaded) => setReady({ key, size: loaded })}
            onFail={close}
          />
        </div>
        <div className="overlay__bar">
          <p id={captionId} className="overlay__caption">
            {item.caption}
          </p>
          {position && <OverlayNav position={position} onGo={go} />}
          <button ref={closeButton} type="button" className="overlay__button overlay__close" onClick={close}>
            {LABELS.close}
          </button>
        </div>
      </div>
    </dialog>
  )
}
