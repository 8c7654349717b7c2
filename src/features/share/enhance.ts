import { popupFeatures } from './links'

/**
 * Opens social share links in a centred pop-up and makes the print link print. Returns what stops it.
 * `data-share-links="ready"` on <html> says the links behave so (tests wait for it).
 */
export function startShareLinks(): () => void {
  const onClick = (event: MouseEvent) => {
    const link = (event.target as Element | null)?.closest<HTMLAnchorElement>(
      '[data-share-list] a[data-share]',
    )
    if (
      !link ||
      event.defaultPrevented ||
      event.button !== 0 ||
      event.metaKey ||
      event.ctrlKey ||
      event.shiftKey
    )
      return
    if (link.dataset.share === 'print') {
      event.preventDefault()
      window.print()
    } else if (link.dataset.popup !== undefined) {
      const popup = window.open(link.href, `partage-${link.dataset.share}`, popupFeatures(window))
      // A blocked pop-up falls back to the plain link (new tab).
      if (popup) {
        event.preventDefault()
        popup.opener = null
        popup.focus()
      }
    }
  }
  document.addEventListener('click', onClick)
  document.documentElement.dataset.shareLinks = 'ready'
  return () => {
    document.removeEventListener('click', onClick)
    delete document.documentElement.dataset.shareLinks
  }
}
