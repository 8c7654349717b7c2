import { SiteLink } from '@/features/site/components/SiteLink'
import type { LinkOutcome } from '../link-action'
import type { LinkPurpose } from '../links'

const TEXTS: Record<LinkPurpose, Record<LinkOutcome, [title: string, text: string]>> = {
  confirmer: {
    pending: [
      'Confirmez votre inscription',
      'Un dernier clic : confirmez votre inscription à la lettre d’information d’Escale.',
    ],
    done: ['Inscription confirmée', 'Merci ! Vous recevrez désormais la lettre d’information d’Escale.'],
    already: ['Inscription déjà confirmée', 'Votre adresse est déjà inscrite à la lettre d’information.'],
    invalid: [
      'Lien non valable',
      'Ce lien de confirmation n’est pas valable. Inscrivez-vous de nouveau depuis la page de la lettre.',
    ],
  },
  desinscription: {
    pending: [
      'Se désinscrire',
      'Confirmez que vous ne souhaitez plus recevoir la lettre d’information d’Escale.',
    ],
    done: ['Désinscription enregistrée', 'Vous ne recevrez plus la lettre d’information d’Escale.'],
    already: ['Déjà désinscrit', 'Votre adresse ne reçoit déjà plus la lettre d’information.'],
    invalid: ['Lien non valable', 'Ce lien de désinscription n’est pas valable.'],
  },
}

const BUTTON: Record<LinkPurpose, string> = {
  confirmer: 'Confirmer mon inscription',
  desinscription: 'Me désinscrire',
}

/**
 * The page a mail's confirm or unsubscribe link opens: first a button (opening the link changes
 * nothing), then, once the button has posted, what happened.
 */
export function LinkResult({
  purpose,
  outcome,
  id,
  cle,
}: {
  purpose: LinkPurpose
  outcome: LinkOutcome
  id: string
  cle: string
}) {
  const [title, text] = TEXTS[purpose][outcome]
  return (
    <main id="contenu" data-page="newsletter" tabIndex={-1} className="page">
      <div className="container container--narrow">
        <p className="page__kicker">Lettre d’information</p>
        <h1>{title}</h1>
        <p className="page__lead" data-outcome={outcome}>
          {text}
        </p>
        {outcome === 'pending' ? (
          <form method="post" action="/newsletter/lien">
            <input type="hidden" name="purpose" value={purpose} />
            <input type="hidden" name="id" value={id} />
            <input type="hidden" name="cle" value={cle} />
            <button type="submit" className="btn btn--primary">
              {BUTTON[purpose]}
            </button>
          </form>
        ) : (
          <SiteLink href="/" className="btn btn--primary">
            Retour à l’accueil
          </SiteLink>
        )}
      </div>
    </main>
  )
}
