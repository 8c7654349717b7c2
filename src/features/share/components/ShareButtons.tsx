import { shareLinks } from '../links'
import { ShareEnhancer } from './ShareEnhancer'
import './share.css'

/**
 * Share links that work without JavaScript (they open the site's share page in a new tab); with it, the
 * social ones open a centred 575 x 520 pop-up and "Imprimer" prints the page.
 */
export function ShareButtons({
  url,
  title,
  imageUrl,
}: {
  url: string
  title: string
  imageUrl?: string | null
}) {
  return (
    <aside className="share" aria-label="Partager cet article">
      <p className="share__title">Partager</p>
      <ul className="share__list" data-share-list>
        {shareLinks({ url, title, imageUrl }).map((link) => (
          <li key={link.site}>
            <a
              className={`share__link share__link--${link.site}`}
              href={link.href}
              data-share={link.site}
              data-popup={link.popup || undefined}
              target={link.popup ? '_blank' : undefined}
              rel={link.popup ? 'noopener noreferrer' : undefined}
            >
              {link.label}
              {link.popup && <span className="visually-hidden"> (nouvelle fenêtre)</span>}
            </a>
          </li>
        ))}
      </ul>
      <ShareEnhancer />
    </aside>
  )
}
