/** Share targets: the social sites open in a pop-up, e-mail opens the mail program, print prints the page. */
export type ShareSite = 'facebook' | 'x' | 'linkedin' | 'whatsapp' | 'pinterest' | 'email' | 'print'

export type ShareLink = { site: ShareSite; label: string; href: string; popup: boolean }

type Shared = { url: string; title: string; imageUrl?: string | null }

const q = encodeURIComponent

export function shareLinks({ url, title, imageUrl }: Shared): ShareLink[] {
  return [
    {
      site: 'facebook',
      label: 'Facebook',
      href: `https://www.facebook.com/sharer/sharer.php?u=${q(url)}`,
      popup: true,
    },
    {
      site: 'x',
      label: 'X (Twitter)',
      href: `https://x.com/intent/post?url=${q(url)}&text=${q(title)}`,
      popup: true,
    },
    {
      site: 'linkedin',
      label: 'LinkedIn',
      href: `https://www.linkedin.com/sharing/share-offsite/?url=${q(url)}`,
      popup: true,
    },
    { site: 'whatsapp', label: 'WhatsApp', href: `https://wa.me/?text=${q(`${title} ${url}`)}`, popup: true },
    {
      site: 'pinterest',
      label: 'Pinterest',
      href: `https://pinterest.com/pin/create/button/?url=${q(url)}&description=${q(title)}${imageUrl ? `&media=${q(imageUrl)}` : ''}`,
      popup: true,
    },
    {
      site: 'email',
      label: 'E-mail',
      href: `mailto:?subject=${q(title)}&body=${q(`${title}\n${url}`)}`,
      popup: false,
    },
    { site: 'print', label: 'Imprimer', href: '#imprimer', popup: false },
  ]
}

export const SHARE_POPUP = { width: 575, height: 520 }

/** window.open features for a pop-up of SHARE_POPUP's size, centred on the browser window. */
export function popupFeatures(window: {
  screenX: number
  screenY: number
  outerWidth: number
  outerHeight: number
}) {
  const left = Math.round(window.screenX + (window.outerWidth - SHARE_POPUP.width) / 2)
  const top = Math.round(window.screenY + (window.outerHeight - SHARE_POPUP.height) / 2)
  return `width=${SHARE_POPUP.width},height=${SHARE_POPUP.height},left=${Math.max(0, left)},top=${Math.max(0, top)},scrollbars=yes`
}
