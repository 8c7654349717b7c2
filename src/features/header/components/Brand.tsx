import { SiteLink } from '@/features/site/components/SiteLink'
import { WavesMark } from './WavesMark'
import './site-brand.css'

/**
 * Logo, name and tagline. The logo is drawn inline from the start: as an svg <img> it was preloaded ahead
 * of the page's own image, painted, then fetched again and sanitized by the svg enhancer on every page.
 */
export function Brand({
  siteName,
  tagline,
  compact = false,
}: {
  siteName: string
  tagline?: string | null
  compact?: boolean
}) {
  return (
    <div className={compact ? 'site-brand site-brand--compact' : 'site-brand'}>
      <SiteLink href="/" className="site-brand__link">
        <WavesMark className="site-brand__logo" size={40} />
        <span className="site-brand__name">{siteName}</span>
        <span className="visually-hidden"> – accueil</span>
      </SiteLink>
      {tagline ? <p className="site-brand__tagline">{tagline}</p> : null}
    </div>
  )
}
