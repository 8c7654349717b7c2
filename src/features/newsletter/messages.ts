/** The sign-up's answers, each posted back as `status` with one of these French messages as `msg`. */
export const SIGNUP_STATUSES = [
  'success',
  'update',
  'failure',
  'already_exist',
  'invalid',
  'gcaptchaEmpty',
  'gcaptchaFail',
] as const
export type SignupStatus = (typeof SIGNUP_STATUSES)[number]

export type SignupReply = { status: SignupStatus; msg: string; redirect?: string }

/** Default texts; editors may change them in the newsletter settings. */
export const DEFAULT_MESSAGES = {
  successMsg:
    'Merci ! Un e-mail vient de vous être envoyé : cliquez sur son lien pour confirmer votre inscription.',
  updateMsg: 'Votre inscription a été mise à jour.',
  errorMsg: 'Une erreur est survenue. Veuillez réessayer dans un instant.',
  existMsg: 'Vous êtes déjà inscrit à cette lettre d’information.',
  invalidMsg: 'Cette adresse e-mail n’est pas valide.',
  requiredMsg: 'Veuillez remplir ce champ obligatoire.',
  smsMsg: 'Le numéro SMS doit commencer par + suivi de l’indicatif du pays (6 à 19 caractères).',
  captchaEmptyMsg: 'Veuillez cocher la case « Je ne suis pas un robot ».',
  captchaFailMsg: 'La vérification anti-robot a échoué. Veuillez réessayer.',
} as const

export type SignupMessages = Record<keyof typeof DEFAULT_MESSAGES, string>

/** Where a browser-side rule's message comes from. */
export const ERROR_MESSAGE_KEY = {
  required: 'requiredMsg',
  email: 'invalidMsg',
  sms: 'smsMsg',
  list: 'requiredMsg',
} as const satisfies Record<string, keyof SignupMessages>

/** How the form shows a status: a success, a warning or an error. */
export function statusTone(status: SignupStatus): 'success' | 'warning' | 'error' {
  if (status === 'success' || status === 'update') return 'success'
  if (status === 'already_exist') return 'warning'
  return 'error'
}

/** How long a success message stays before it hides (and the redirect, if any, happens). */
export const SUCCESS_HIDE_MS = 2000
