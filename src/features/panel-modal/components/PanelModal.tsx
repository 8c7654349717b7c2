'use client'

import { useLayoutEffect, useRef, type ReactNode, type RefObject } from 'react'
import './panel-modal.css'

type Props = {
  open: boolean
  labelledBy: string
  className?: string
  onClose: () => void
  /** Where focus goes back when the modal closes (the button that opened it). */
  opener: RefObject<HTMLElement | null>
  children: ReactNode
}

/**
 * The modals that hold a page's side panels below the desktop breakpoint (the map's 'Filtres de la
 * carte' and 'Lieux', the agenda's 'Filtres'): a native modal <dialog>, so the browser moves focus in,
 * keeps it there and closes on Escape; focus then goes back to the opener. Its content is rendered only
 * while open (the place list can be long).
 */
export function PanelModal({ open, labelledBy, className, onClose, opener, children }: Props) {
  const dialog = useRef<HTMLDialogElement>(null)

  useLayoutEffect(() => {
    const element = dialog.current
    if (!element) return
    if (open && !element.open) element.showModal()
    if (!open && element.open) element.close()
  }, [open])

  return (
    <dialog
      ref={dialog}
      className={`panel-modal ${className ?? ''}`}
      aria-labelledby={labelledBy}
      onClose={() => {
        onClose()
        // Unless something else took focus meanwhile (a place chosen in the list focuses its popup).
        const active = document.activeElement
        if (!active || active === document.body || dialog.current?.contains(active)) opener.current?.focus()
      }}
    >
      {open && (
        <>
          <button
            type="button"
            className="btn btn--small panel-modal__close"
            onClick={() => dialog.current?.close()}
          >
            Fermer
          </button>
          {/* The body scrolls, the close button stays in reach. */}
          <div className="panel-modal__body">{children}</div>
        </>
      )}
    </dialog>
  )
}
