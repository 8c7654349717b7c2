import Link from 'next/link'
import type { ReactNode } from 'react'
import type { SiteSettingsData } from '@/features/site/queries'
import styles from './footer.module.css'

/** Site footer: presentation, address, link columns, copyright and the 'Haut de page' scroller. */
export function SiteFooter({ settings }: { settings: SiteSettingsData }) {
  const footer = settings.footer ?? {}
  const columns = footer.columns ?? []
  const copyright = footer.copyright || `© ${new Date().getFullYear()} ${settings.siteName}`
  return (
    <footer className={styles.footer}>
      <div className={`container ${styles.grid}`}>
        <section className={styles.about} aria-labelledby="pied-de-page-titre">
          <h2 id="pied-de-page-titre" className={styles.title}>
            {settings.siteName}
          </h2>
          {footer.about ? <p>{footer.about}</p> : null}
          {footer.address ? <address className={styles.address}>{footer.address}</address> : null}
        </section>
        {columns.map((column, index) => (
          <nav key={column.id ?? index} className={styles.column} aria-labelledby={`pied-de-page-${index}`}>
            <h2 id={`pied-de-page-${index}`} className={styles.title}>
              {column.title}
            </h2>
            <ul className={styles.links}>
              {(column.links ?? []).map((link, linkIndex) => (
                <li key={link.id ?? linkIndex}>
                  <FooterLink href={link.url}>{link.label}</FooterLink>
                </li>
              ))}
            </ul>
          </nav>
        ))}
      </div>
      <div className={styles.bottom}>
        <div className={`container ${styles.bottomInner}`}>
          <p className={styles.copyright}>{copyright}</p>
          <a href="#top" className={`page-scroller ${styles.toTop}`}>
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
  return <Link href={href}>{children}</Link>
}
