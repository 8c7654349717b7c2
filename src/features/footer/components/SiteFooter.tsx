import { SiteLink } from '@/features/site/components/SiteLink'
import type { ReactNode } from 'react'
import type { SiteSettingsData } from '@/features/site/queries'
import './site-footer.css'

/**
 * Site footer: presentation, address, link columns, the newsletter block (given by the layout), copyright
 * and the 'Haut de page' scroller.
 */
export function SiteFooter({ settings, newsletter }: { settings: SiteSettingsData; newsletter?: ReactNode }) {
  const footer = settings.footer ?? {}
  const columns = footer.columns ?? []
  const copyright = footer.copyright || `© ${new Date().getFullYear()} ${settings.siteName}`
  return (
    <footer className="site-footer">
      <div className="container site-footer__grid">
        <section className="site-footer__about" aria-labelledby="pied-de-page-titre">
          <h2 id="pied-de-page-titre" className="site-footer__title">
            {settings.siteName}
          </h2>
          {footer.about ? <p>{footer.about}</p> : null}
          {footer.address ? <address className="site-footer__address">{footer.address}</address> : null}
        </section>
        {columns.map((column, index) => (
          <nav
            key={column.id ?? index}
            className="site-footer__column"
            aria-labelledby={`pied-de-page-${index}`}
          >
            <h2 id={`pied-de-page-${index}`} className="site-footer__title">
              {column.title}
            </h2>
            <ul className="site-footer__links">
              {(column.links ?? []).map((link, linkIndex) => (
                <li key={link.id ?? linkIndex}>
                  <FooterLink href={link.url}>{link.label}</FooterLink>
                </li>
              ))}
            </ul>
          </nav>
        ))}
        {newsletter}
      </div>
      <div className="site-footer__bottom">
        <div className="container site-footer__bottom-inner">
          <p className="site-footer__copyright">{copyright}</p>
          {/* Opens the visitor's choices (ConsentManager listens); hidden without script. */}
          <button type="button" className="site-footer__consent" data-consent-open="">
            Gérer les cookies
          </button>
          <a href="#top" className="page-scroller site-footer__to-top">
            Haut de page
            <span aria-hidden="true">↑</span>
          </a>
        </div>
      </div>
    </footer>
  )
}

function FooterLink({ href, children }: { href: string; children: ReactNode }) {
  if (/^https?:\/\//.test(href)) {
    return (
      <a href={href} rel="noopener">
        {children}
      </a>
    )
  }
  return <SiteLink href={href}>{children}</SiteLink>
}
