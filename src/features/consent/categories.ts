/**
 * The visitor's consent (docs/decisions/0014-consent.md): the categories of things the site loads only
 * once the visitor agrees, the revision of the notice, and how long a choice lasts.
 */
export const CONSENT_CATEGORIES = ['necessary', 'videos', 'partners', 'audience'] as const
export type ConsentCategory = (typeof CONSENT_CATEGORIES)[number]

/** Raised when the notice changes in a way that needs a new answer: everyone is asked again. */
export const CONSENT_REVISION = 2

/** The consent manager's cookie. */
export const CONSENT_COOKIE = 'escale_consentement'

/**
 * A refusal lasts 6 months (the French regulator's guidance). An acceptance of videos lasts 30 days, the
 * lifetime of the video consent (docs/decisions/0014-consent.md): after that the visitor is asked again.
 */
export const REFUSAL_DAYS = 182
export const VIDEO_CONSENT_DAYS = 30

export const CONSENT_ACTION = 'consent_log'

/** How the visitor answered: everything, nothing optional, or a choice category by category. */
export const CONSENT_CHOICES = ['all', 'necessary', 'custom'] as const
export type ConsentChoice = (typeof CONSENT_CHOICES)[number]

export const CATEGORY_LABELS: Record<ConsentCategory, string> = {
  necessary: 'Nécessaires',
  videos: 'Vidéos (YouTube)',
  partners: 'Activités de nos partenaires',
  audience: 'Mesure d’audience',
}

/** Marks an element of the page that waits for the visitor's consent (a video facade, for instance). */
export const NEEDS_CONSENT = 'data-needs-consent'
