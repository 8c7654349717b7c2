import type { Metadata } from 'next'
import { NOT_FOUND_METADATA } from '@/features/seo/metadata'
import { SiteLink } from '@/features/site/components/SiteLink'

export const metadata: Metadata = NOT_FOUND_METADATA

const HELPFUL_LINKS = [
  { href: '/', label: 'Accueil', text: 'la une et les prochains rendez-vous' },
  { href: '/articles', label: 'Articles', text: 'toutes les actualités et découvertes' },
  { href: '/agenda', label: 'Agenda', text: 'les événements à venir' },
  { href: '/carte', label: 'Carte', text: 'les lieux à visiter, plages et services' },
]

/** The French 404 page, shown for unknown addresses and for content that does not exist (or no more). */
export default function NotFound() {
  return (
    <main id="contenu" data-page="404" tabIndex={-1} className="page">
      <div className="container container--narrow">
        <p className="page__kicker">Erreur 404</p>
        <h1>Page introuvable</h1>
        <p className="page__lead">
          La page que vous cherchez n’existe pas ou a été déplacée. Le vent a peut-être emporté le lien…
        </p>
        <h2>Où aller maintenant ?</h2>
        <ul className="link-list">
          {HELPFUL_LINKS.map((link) => (
            <li key={link.href}>
              <SiteLink href={link.href}>{link.label}</SiteLink> : {link.text}
            </li>
          ))}
        </ul>
        <p>
          <SiteLink href="/" className="btn btn--primary">
            Revenir à l’accueil
          </SiteLink>
        </p>
      </div>
    </main>
  )
}
