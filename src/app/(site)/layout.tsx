import type { Metadata, Viewport } from 'next'
import type React from 'react'
import { AnchorEnhancer } from '@/features/anchors/components/AnchorEnhancer'
import { LazyAudienceScript } from '@/features/audience/components/LazyAudienceScript'
import { ConsentManager } from '@/features/consent/components/ConsentManager'
import { LazyPartnerLoader } from '@/features/partners/components/LazyPartnerLoader'
import { getPartnerConfig, lines } from '@/features/partners/queries'
import { OutdatedBrowser } from '@/features/site/components/OutdatedBrowser'
import { SiteFooter } from '@/features/footer/components/SiteFooter'
import { SiteHeader } from '@/features/header/components/SiteHeader'
import { getSearchFacets } from '@/features/search/facets'
import { getHeaderBar } from '@/features/search/bars'
import { NewsletterBlock } from '@/features/newsletter/components/NewsletterBlock'
import { PreviewBar } from '@/features/publishing/components/PreviewBar'
import { getSiteSettings } from '@/features/site/queries'
import { ScrollbarWidth } from '@/features/site/components/ScrollbarWidth'
import { SvgInliner } from '@/features/svg-inline/components/SvgInliner'
import { env } from '@/lib/env'
import './globals.css'
import './page-layout.css'
import './components.css'
import './prose.css'

export async function generateMetadata(): Promise<Metadata> {
  const settings = await getSiteSettings()
  return {
    metadataBase: new URL(env().SITE_URL),
    title: { default: settings.siteName, template: `%s · ${settings.siteName}` },
    description: settings.description ?? undefined,
    // The browser scripts read the ajax endpoint's address from this page value (src/lib/ajax/client.ts).
    other: { 'ajax-url': '/ajax' },
  }
}

export const viewport: Viewport = { width: 'device-width', initialScale: 1, themeColor: '#0b4f6c' }

export default async function SiteLayout({ children }: { children: React.ReactNode }) {
  const [settings, partners, searchBar, searchFacets] = await Promise.all([
    getSiteSettings(),
    getPartnerConfig(),
    getHeaderBar(),
    getSearchFacets(),
  ])
  const audienceScript = settings.audience?.scriptUrl
  return (
    <html lang="fr">
      <body>
        <a className="skip-link" href="#contenu">
          Aller au contenu
        </a>
        <SiteHeader settings={settings} searchBar={searchBar} searchFacets={searchFacets} />
        {children}
        <SiteFooter settings={settings} newsletter={<NewsletterBlock />} />
        <PreviewBar />
        <ConsentManager />
        {partners ? <LazyPartnerLoader config={partners} /> : null}
        {audienceScript ? (
          <LazyAudienceScript
            src={audienceScript}
            developmentHosts={lines(settings.audience?.developmentHosts)}
          />
        ) : null}
        <OutdatedBrowser />
        {/* Page-wide enhancers (render nothing): anchors and smooth scrolling, inline svgs, full-bleed width. */}
        <AnchorEnhancer />
        <SvgInliner />
        <ScrollbarWidth />
      </body>
    </html>
  )
}
