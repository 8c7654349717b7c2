import { NEEDS_CONSENT } from '@/features/consent/categories'
import type { PartnerWidgetBlockFields } from '@/payload-types'
import { getPartnerConfig } from '../queries'
import { widgetAttributes } from '../widget-attributes'
import './partner-widget.css'

/**
 * A travel partner's widget an editor placed: its attributes for the widgets' library and, until the
 * visitor allows the partners' content, a French placeholder that says what showing it loads, with a
 * button to allow it and the link to the partner's page (all a browser without script gets). Without a
 * partner account only the link remains.
 */
export async function PartnerWidget({ fields }: { fields: PartnerWidgetBlockFields }) {
  const config = await getPartnerConfig()
  const link = fields.href ? (
    <a className="partner-widget__link" href={fields.href} rel="noopener sponsored" target="_blank">
      Voir les activités sur le site de notre partenaire
    </a>
  ) : null
  if (!config) return link ? <p className="partner-widget partner-widget--link">{link}</p> : null
  return (
    <div className="partner-widget" {...widgetAttributes(fields)} {...{ [NEEDS_CONSENT]: '' }}>
      <div className="partner-widget__placeholder">
        <p className="partner-widget__title">Activités à réserver avec notre partenaire</p>
        <p className="partner-widget__text">
          Ce cadre affiche les visites et activités de notre partenaire de voyage GetYourGuide. Les afficher
          charge son contenu depuis son site, qui reçoit l’adresse de cette page et un identifiant de
          visiteur.
        </p>
        <button type="button" className="partner-widget__allow" data-consent-accept="partners">
          Afficher les activités
        </button>
        {link}
      </div>
    </div>
  )
}
