/**
 * The French messages of the contact form, shared by the browser and the server: the field errors under
 * each input (and in the screen-reader list) and the form-level answers of the feedback route. They are
 * Contact Form 7's default messages in its French translation, plus the few rules CF7 has no message for
 * (time fields, exclusive checkboxes, choices outside the list).
 */
export const FIELD_MESSAGES = {
  required: 'Veuillez renseigner ce champ.',
  tooLong: 'Ce champ a une entrée trop longue.',
  tooShort: 'Ce champ a une entrée trop courte.',
  email: 'Veuillez saisir une adresse e-mail.',
  url: 'Veuillez saisir une URL.',
  tel: 'Veuillez saisir un numéro de téléphone.',
  number: 'Veuillez saisir un nombre.',
  numberTooSmall: 'Ce champ a un nombre trop petit.',
  numberTooLarge: 'Ce champ a un nombre trop grand.',
  date: 'Veuillez saisir une date au format AAAA-MM-JJ.',
  dateTooEarly: 'Ce champ contient une date trop tôt.',
  dateTooLate: 'Ce champ contient une date trop tardive.',
  time: 'Veuillez saisir une heure au format HH:mm.',
  timeTooEarly: 'Ce champ contient une heure trop tôt.',
  timeTooLate: 'Ce champ contient une heure trop tardive.',
  choice: 'Veuillez choisir une option de la liste.',
  exclusive: 'Veuillez ne cocher qu’une seule case.',
  acceptance: 'Vous devez accepter les termes et conditions avant d’envoyer votre message.',
  quiz: 'La réponse à la question est incorrecte.',
  captcha: 'Le code saisi est incorrect.',
} as const

export type FieldMessageKey = keyof typeof FIELD_MESSAGES

/** The message of the whole form, shown in the response area, by feedback status. */
export const FORM_MESSAGES = {
  mail_sent: 'Merci pour votre message. Il a été envoyé.',
  mail_failed:
    'Une erreur s’est produite lors de l’envoi de votre message. Veuillez essayer à nouveau plus tard.',
  validation_failed: 'Un ou plusieurs champs contiennent une erreur. Veuillez vérifier et essayer à nouveau.',
  acceptance_missing: FIELD_MESSAGES.acceptance,
  spam: 'Une erreur s’est produite lors de l’envoi de votre message. Veuillez essayer à nouveau plus tard.',
  aborted: 'L’envoi du message a été interrompu.',
} as const

export type FeedbackStatus = keyof typeof FORM_MESSAGES
