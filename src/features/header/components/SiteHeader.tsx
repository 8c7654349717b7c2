import { SiteLink } from '@/features/site/components/SiteLink'
import type { SiteSettingsData } from '@/features/site/queries'
import { HeaderSearch } from '@/features/search/components/HeaderSearch'
import type { FacetGroup } from '@/features/search/facet-tree'
import type { BarSettings } from '@/features/search/bar-settings'
import type { MenuItem } from '../menu'
import { Brand } from './Brand'
import { DesktopMenu } from './DesktopMenu'
import { HeaderEffects } from './HeaderEffects'
import { MobileMenu } from './MobileMenu'
import './site-header.css'

/**
 * The site header. Below 1024 px: a fixed bar (brand + menu button) that hides on scrolling down and
 * comes back on scrolling up. From 1024 px: the brand row, then a menu bar that sticks to the top once
 * the page scrolls past it. HeaderEffects (client) keeps those states and the header height up to date.
 */
export function SiteHeader({
  settings,
  searchBar,
  searchFacets,
}: {
  settings: SiteSettingsData
  searchBar: BarSettings
  searchFacets: FacetGroup[]
}) {
  const menu: MenuItem[] = (settings.mainMenu ?? []).map(({ label, url, children }) => ({
    label,
    url,
    children: children?.map((child) => ({ label: child.label, url: child.url })) ?? [],
  }))
  return (
    <header id="top" className="site-header" data-site-header="">
      <div className="site-header__mobile-bar site-header__dark" data-header-bar="mobile">
        <div className="container site-header__mobile-inner">
          <Brand siteName={settings.siteName} tagline={settings.tagline} compact />
          <HeaderSearch variant="phone" bar={searchBar} />
          <MobileMenu menu={menu} />
        </div>
      </div>
      <div className="container site-header__brand-row">
        <Brand siteName={settings.siteName} tagline={settings.tagline} />
      </div>
      <div className="site-header__bar-holder" data-header-holder="">
        <div className="site-header__desk-bar site-header__dark" data-header-bar="desktop">
          <div className="container site-header__desk-inner">
            {/* Shown only while the bar sticks, when the brand row has scrolled away. */}
            <SiteLink href="/" className="site-header__bar-home">
              {settings.siteName}
            </SiteLink>
            <DesktopMenu menu={menu} />
            <HeaderSearch variant="desktop" bar={searchBar} facets={searchFacets} />
          </div>
        </div>
      </div>
      <HeaderEffects />
    </header>
  )
}
