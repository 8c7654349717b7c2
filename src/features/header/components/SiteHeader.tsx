import Link from 'next/link'
import type { SiteSettingsData } from '@/features/site/queries'
import type { MenuItem } from '../menu'
import { Brand } from './Brand'
import { DesktopMenu } from './DesktopMenu'
import { HeaderEffects } from './HeaderEffects'
import { MobileMenu } from './MobileMenu'
import styles from './header.module.css'

/**
 * The site header. Below 1024 px: a fixed bar (brand + menu button) that hides on scrolling down and
 * comes back on scrolling up. From 1024 px: the brand row, then a menu bar that sticks to the top once
 * the page scrolls past it. HeaderEffects (client) keeps those states and the header height up to date.
 */
export function SiteHeader({ settings }: { settings: SiteSettingsData }) {
  const menu: MenuItem[] = (settings.mainMenu ?? []).map(({ label, url, children }) => ({
    label,
    url,
    children: children?.map((child) => ({ label: child.label, url: child.url })) ?? [],
  }))
  return (
    <header id="top" className={styles.header} data-site-header="">
      <div className={`${styles.mobileBar} ${styles.onDark}`} data-header-bar="mobile">
        <div className={`container ${styles.mobileInner}`}>
          <Brand siteName={settings.siteName} tagline={settings.tagline} compact />
          <MobileMenu menu={menu} />
        </div>
      </div>
      <div className={`container ${styles.brandRow}`}>
        <Brand siteName={settings.siteName} tagline={settings.tagline} />
      </div>
      <div className={styles.barHolder} data-header-holder="">
        <div className={`${styles.deskBar} ${styles.onDark}`} data-header-bar="desktop">
          <div className={`container ${styles.deskInner}`}>
            {/* Shown only while the bar sticks, when the brand row has scrolled away. */}
            <Link href="/" className={styles.barHome}>
              {settings.siteName}
            </Link>
            <DesktopMenu menu={menu} />
          </div>
        </div>
      </div>
      <HeaderEffects />
    </header>
  )
}
