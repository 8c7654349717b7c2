/**
 * Every rate limit of the site, by name. A rule allows `points` requests per key in a window of
 * `duration` seconds; once they are spent, the key is refused for `blockDuration` seconds (0: until the
 * window ends). Keys are usually the client's address; the login rules also count per account.
 */
export type RateLimitRule = {
  points: number
  duration: number
  blockDuration: number
  /** What the visitor reads, followed by "Réessayez dans …". */
  message: string
  /** A use-once guard rather than an allowance: RATE_LIMIT_SCALE leaves it alone. */
  unscaled?: boolean
}

const MINUTE = 60
const HOUR = 60 * MINUTE
const LOGIN = 'Trop de tentatives de connexion.'
const FORGOT = 'Trop de demandes de réinitialisation du mot de passe.'

export const rateLimitRules = {
  // Reads through /ajax, per address. Generous: a visitor scrolling the agenda or typing in the live
  // search sends a few requests a second at most, and several visitors may share one address (a
  // campsite's or a school's network).
  ajax: { points: 300, duration: MINUTE, blockDuration: 0, message: 'Trop de requêtes en peu de temps.' },

  // Login attempts. Each attempt costs a point, a successful login gives it back, so only failures add
  // up. Per address, and per account from one address (cleared by a success).
  'login-ip': { points: 20, duration: 15 * MINUTE, blockDuration: 15 * MINUTE, message: LOGIN },
  'login-account-ip': { points: 10, duration: 15 * MINUTE, blockDuration: 15 * MINUTE, message: LOGIN },
  // Per account across all addresses (guessing spread over many machines). A browser where the editor
  // logged in before carries a signed device cookie and is exempt, so an attacker who exhausts this
  // rule cannot lock the editor out.
  'login-account': { points: 50, duration: HOUR, blockDuration: HOUR, message: LOGIN },

  // Each request may send an e-mail.
  'forgot-password-ip': { points: 5, duration: HOUR, blockDuration: 0, message: FORGOT },
  'forgot-password-account': { points: 3, duration: HOUR, blockDuration: 0, message: FORGOT },

  // Visitors' writes, per address: stricter than reads.
  contact: {
    points: 5,
    duration: 10 * MINUTE,
    blockDuration: 10 * MINUTE,
    message: 'Trop de messages envoyés en peu de temps.',
  },
  newsletter: {
    points: 5,
    duration: HOUR,
    blockDuration: 0,
    message: "Trop d'inscriptions en peu de temps.",
  },
  // The buttons of the newsletter mails' confirm and unsubscribe pages (each a signed link).
  'newsletter-link': {
    points: 20,
    duration: HOUR,
    blockDuration: 0,
    message: 'Trop de confirmations en peu de temps.',
  },
  comment: {
    points: 5,
    duration: 10 * MINUTE,
    blockDuration: 10 * MINUTE,
    message: 'Trop de commentaires envoyés en peu de temps.',
  },
  // One comment per visitor every 15 seconds, by address and by e-mail address (flood control).
  'comment-flood': {
    points: 1,
    duration: 15,
    blockDuration: 0,
    message: 'Trop de commentaires à la suite : patientez quelques secondes avant d’envoyer le suivant.',
  },
  rating: { points: 20, duration: 10 * MINUTE, blockDuration: 0, message: 'Trop de votes en peu de temps.' },
  // The proof of a choice made in the consent notice: a visitor makes a few, a robot many.
  consent: {
    points: 20,
    duration: 10 * MINUTE,
    blockDuration: 0,
    message: 'Trop de choix enregistrés en peu de temps.',
  },
  'search-keyword': {
    points: 30,
    duration: 10 * MINUTE,
    blockDuration: 0,
    message: 'Trop de recherches en peu de temps.',
  },

  // The weather widget's refreshes (each may ask the weather provider): generous, a visitor tries a
  // few places at most, but capped so that one address cannot spend the provider's allowance.
  weather: {
    points: 60,
    duration: 10 * MINUTE,
    blockDuration: 0,
    message: 'Trop de demandes de météo en peu de temps.',
  },

  // Editors entering and leaving a draft's preview (each entry checks a signed link and a session).
  preview: {
    points: 60,
    duration: 10 * MINUTE,
    blockDuration: 0,
    message: 'Trop de demandes d’aperçu en peu de temps.',
  },

  // Not an allowance: a solved anti-robot challenge (the newsletter's ALTCHA) is spent by the sign-up
  // that carries it, keyed by the challenge's signature, for as long as the challenge is valid.
  'captcha-once': {
    points: 1,
    duration: 30 * MINUTE,
    blockDuration: 0,
    message: 'Trop d’usages de la même vérification anti-robot.',
    unscaled: true,
  },
} as const satisfies Record<string, RateLimitRule>

export type RateLimitRuleName = keyof typeof rateLimitRules

/**
 * A rule with its allowance multiplied by RATE_LIMIT_SCALE (at least one request). Windows and blocks
 * keep their length: the scale only changes how many requests fit in them.
 */
export function scaledRule(name: RateLimitRuleName, scale: number): RateLimitRule {
  const rule: RateLimitRule = rateLimitRules[name]
  if (rule.unscaled) return rule
  return { ...rule, points: Math.max(1, Math.round(rule.points * scale)) }
}
