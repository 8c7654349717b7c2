import Link from 'next/link'
import './site-brand.css'

/** Logo (an svg, inlined by the svg-inline enhancer so it takes the text colour), name and tagline. */
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
      <Link href="/" className="site-brand__link">
        {/* eslint-disable-next-line @next/next/no-img-element -- replaced by inline svg markup */}
        <img className="inline-svg site-brand__logo" src="/icons/vague.svg" alt="" width={40} height={40} />
        <span className="site-brand__name">{siteName}</span>
        <span className="visually-hidden"> – accueil</span>
      </Link>
      {tagline ? <p className="site-brand__tagline">{tagline}</p> : null}
    </div>
  )
}
