/** The element the consent notice is drawn in (ConsentManager renders it). */
export const CONSENT_ROOT_ID = 'consentement'
