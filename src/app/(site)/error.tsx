'use client'

import { SiteLink } from '@/features/site/components/SiteLink'
import { useEffect } from 'react'

/** Shown when a page fails to render; the visitor can try again or go home. */
export default function ErrorPage({
  error,
  reset,
}: {
  error: Error & { digest?: string }
  reset: () => void
}) {
  useEffect(() => {
    // The server logged the details; the digest ties this page to that log line.
    console.error('Erreur de rendu', error.digest ?? error.message)
  }, [error])
  return (
    <main id="contenu" data-page="error" tabIndex={-1} className="page">
      <div className="container container--narrow">
        <h1>Une erreur est survenue</h1>
        <p className="page__lead">
          Cette page n’a pas pu s’afficher. Réessayez dans un instant ; si le problème persiste, revenez plus
          tard.
        </p>
        {error.digest ? <p className="page__meta">Référence de l’erreur : {error.digest}</p> : null}
        <p className="actions">
          <button type="button" className="btn btn--primary" onClick={() => reset()}>
            Réessayer
          </button>
          <SiteLink href="/" className="btn">
            Revenir à l’accueil
          </SiteLink>
        </p>
      </div>
    </main>
  )
}
