import Link from 'next/link'
import styles from './brand.module.css'

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
    <div className={compact ? `${styles.brand} ${styles.brandCompact}` : styles.brand}>
      <Link href="/" className={styles.brandLink}>
        {/* eslint-disable-next-line @next/next/no-img-element -- replaced by inline svg markup */}
        <img className={`inline-svg ${styles.logo}`} src="/icons/vague.svg" alt="" width={40} height={40} />
        <span className={styles.siteName}>{siteName}</span>
        <span className="visually-hidden"> – accueil</span>
      </Link>
      {tagline ? <p className={styles.tagline}>{tagline}</p> : null}
    </div>
  )
}
