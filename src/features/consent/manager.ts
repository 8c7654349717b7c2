import * as CookieConsent from 'vanilla-cookieconsent'
import 'vanilla-cookieconsent/dist/cookieconsent.css'
import { ajaxUrl } from '@/lib/ajax/client'
import {
  CONSENT_ACTION,
  CONSENT_COOKIE,
  CONSENT_REVISION,
  REFUSAL_DAYS,
  VIDEO_CONSENT_DAYS,
} from './categories'
import { CONSENT_ROOT_ID } from './components/root-id'
import { consentTexts } from './texts'

export { CookieConsent }

let started: Promise<void> | null = null

/** Keeps the proof of a choice: when, which revision of the notice, which categories (nothing else). */
function logChoice({ cookie }: { cookie: CookieConsent.CookieValue }) {
  const body = new URLSearchParams({
    action: CONSENT_ACTION,
    revision: String(CONSENT_REVISION),
    page: window.location.pathname,
  })
  body.set('choice', CookieConsent.getUserPreferences().acceptType)
  for (const category of cookie.categories) body.append('categories[]', category)
  void fetch(ajaxUrl(), { method: 'POST', body, keepalive: true, credentials: 'same-origin' }).catch(() => {})
}

/**
 * Starts vanilla-cookieconsent once per page, in French, without showing anything: the caller opens the
 * notice (a page holding something that waits for consent), the preferences (the footer's link) or
 * accepts a category (a button in the page). docs/decisions/0014-consent.md explains the choices.
 */
export function startConsentManager(): Promise<void> {
  started ??= CookieConsent.run({
    revision: CONSENT_REVISION,
    autoShow: false,
    // Headless browsers (our tests, and the visitors' accessibility tools) get the notice too.
    hideFromBots: false,
    manageScriptTags: false,
    // The notice is drawn inside the layout's `.consent` element, which carries the site's colours.
    root: `#${CONSENT_ROOT_ID}`,
    cookie: {
      name: CONSENT_COOKIE,
      sameSite: 'Lax',
      expiresAfterDays: (acceptType) =>
        acceptType !== 'necessary' && CookieConsent.acceptedCategory('videos')
          ? VIDEO_CONSENT_DAYS
          : REFUSAL_DAYS,
    },
    guiOptions: {
      consentModal: { layout: 'box inline', position: 'bottom left', equalWeightButtons: true },
      preferencesModal: { layout: 'box', equalWeightButtons: true },
    },
    categories: { necessary: { enabled: true, readOnly: true }, videos: {}, partners: {}, audience: {} },
    onFirstConsent: logChoice,
    onChange: logChoice,
    language: { default: 'fr', translations: { fr: consentTexts } },
  })
  return started
}
