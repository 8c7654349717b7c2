'use client'

import { lazy, Suspense, useState } from 'react'
import { createPortal } from 'react-dom'
import { useLazyEffect } from '@/lib/lazy-effect'
import type { OverlayItem } from '../links'
// The styles come with the page so the dialog never shows unstyled while its code arrives.
import './overlay.css'

// The dialog's code (kinds, sanitising, navigation: most of the overlay) loads on the first opening, not
// with the page: a reader who never clicks an image does not pay for it.
const OverlayDialog = lazy(() =>
  import('./OverlayDialog').then((module) => ({ default: module.OverlayDialog })),
)

type Props = {
  /**
   * CSS selector of the part of the page whose links open in the overlay (e.g. "article"); the whole
   * document when absent. Groups are looked up within the same element.
   */
  scope?: string
}

type Opened = { origin: HTMLAnchorElement; items: OverlayItem[]; index: number }

/**
 * The image overlay (docs/behaviour/overlay.md), mounted once per page. It takes over clicks, by
 * delegation, on links marked `overlay` or `thickbox` and on image links in article content (`.prose`);
 * without JavaScript those links simply navigate to their target.
 *
 * Why a native <dialog> for every kind rather than a lightbox library (yet-another-react-lightbox): the
 * inline, iframe and remote kinds need a generic box anyway, and one implementation for all four keeps the
 * client small (no dependency) and the behaviour identical; the browser's modal dialog brings focus
 * trapping, inertness and Escape for free.
 */
export function ImageOverlay({ scope }: Props) {
  const [opened, setOpened] = useState<Opened | null>(null)

  // The rules that recognise an overlay link (../links, ../rules) arrive after the page, with the
  // listener: a click before then navigates to the image, as without JavaScript.
  useLazyEffect(
    () =>
      import('../links').then(({ groupOf, overlayLinkAt }) => {
        const onClick = (event: MouseEvent) => {
          // Modified clicks keep their meaning (new tab, download...).
          if (
            event.defaultPrevented ||
            event.button !== 0 ||
            event.metaKey ||
            event.ctrlKey ||
            event.shiftKey ||
            event.altKey
          )
            return
          const found = overlayLinkAt(event.target, scope)
          if (!found) return
          event.preventDefault()
          const group = groupOf(found.link, found.item, scope)
          // A link inside the overlay replaces its content; focus still goes back to the first link on close.
          setOpened((current) => ({ origin: current?.origin ?? found.link, ...group }))
        }
        document.addEventListener('click', onClick)
        // Tells browser tests the links are taken over (a click before then navigates to the image).
        document.documentElement.dataset.overlayReady = ''
        return () => {
          document.removeEventListener('click', onClick)
          delete document.documentElement.dataset.overlayReady
        }
      }),
    [scope],
  )

  if (!opened) return null
  return createPortal(
    <Suspense fallback={null}>
      <OverlayDialog
        items={opened.items}
        index={opened.index}
        onNavigate={(index) => setOpened({ ...opened, index })}
        onClosed={() => {
          setOpened(null)
          opened.origin.focus()
        }}
      />
    </Suspense>,
    document.body,
  )
}
