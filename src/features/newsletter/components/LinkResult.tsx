import Link from 'next/link'
import type { LinkOutcome } from '../link-action'
import type { LinkPurpose } from '../links'

const TEXTS: Record<LinkPurpose, Record<LinkOutcome, [title: string, text: string]>> = {
  confirmer: {
    done: ['Inscription confirmée', 'Merci ! Vous recevrez désormais la lettre d’information d’Escale.'],
    already: ['Inscription déjà confirmée', 'Votre adresse est déjà inscrite à la lettre d’information.'],
    invalid: [
      'Lien non valable',
      'Ce lien de confirmation n’est pas valable. Inscrivez-vous de nouveau depuis la page de la lettre.',
    ],
  },
  desinscription: {
    done: ['Désinscription enregistrée', 'Vous ne recevrez plus la lettre d’information d’Escale.'],
    already: ['Déjà désinscrit', 'Votre adresse ne reçoit déjà plus la lettre d’information.'],
    invalid: ['Lien non valable', 'Ce lien de désinscription n’est pas valable.'],
  },
}

/** The page a mail's confirm or unsubscribe link opens, saying what happened. */
export function LinkResult({ purpose, outcome }: { purpose: LinkPurpose; outcome: LinkOutcome }) {
  const [title, text] = TEXTS[purpose][outcome]
  return (
    <main id="contenu" data-page="newsletter" tabIndex={-1} className="page">
      <div className="container container--narrow">
        <p className="page__kicker">Lettre d’information</p>
        <h1>{title}</h1>
        <p className="page__lead" data-outcome={outcome}>
          {text}
        </p>
        <Link href="/" className="btn btn--primary">
          Retour à l’accueil
        </Link>
      </div>
    </main>
  )
}
