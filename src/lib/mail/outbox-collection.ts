import {
  type CollectionConfig,
  type DateField,
  type NumberField,
  type SelectField,
  type TextareaField,
  type TextField,
  ValidationError,
} from 'payload'
import { adminsOnly, editorsOnly } from '../access'

export const OUTBOX = 'outbox'

export const MAIL_STATUSES = {
  queued: 'En attente d’envoi',
  sending: 'Envoi en cours',
  sent: 'Envoyé',
  failed: 'Échec : plus de nouvelle tentative',
  stored: 'Conservé ici (aucun serveur d’envoi configuré)',
} as const

export type MailStatus = keyof typeof MAIL_STATUSES

/** The states no worker touches: only an editor moves a mail out of them, by sending it again. */
const REQUEUEABLE: MailStatus[] = ['failed', 'stored']

/** Written by the server only: editors read these, and every state change goes through the worker. */
const serverOwned = <F extends TextField | TextareaField | SelectField | NumberField | DateField>(
  field: F,
): F => ({
  ...field,
  access: { ...field.access, update: () => false },
  admin: { ...field.admin, readOnly: true },
})

/**
 * Every mail the site sends, kept in the database before any delivery is tried, so that a mail server
 * that is down or an application restart loses nothing. Without SMTP_URL the outbox is the destination:
 * editors read the mails here. Visitors get nothing; nobody creates rows through the API (server code
 * only); editors may only send a failed or kept mail again; deleting is for administrators.
 */
export const Outbox: CollectionConfig = {
  slug: OUTBOX,
  labels: { singular: 'E-mail', plural: 'Boîte d’envoi' },
  admin: {
    group: 'Administration',
    useAsTitle: 'subject',
    defaultColumns: ['subject', 'to', 'status', 'attempts', 'createdAt'],
    description:
      'Les e-mails du site. Avec un serveur d’envoi (SMTP_URL), ils partent aussitôt et sont réessayés ' +
      'en cas d’échec ; sans, ils restent ici, lisibles par les éditeurs.',
  },
  defaultSort: '-createdAt',
  access: {
    read: editorsOnly,
    create: () => false,
    // Only mails in a state no worker touches: saving a mail that a worker may be sending at that moment
    // would write back its old state and could send it twice.
    update: ({ req }) => (req.user ? { status: { in: REQUEUEABLE } } : false),
    delete: adminsOnly,
  },
  hooks: {
    beforeChange: [
      ({ data, originalDoc, operation }) => {
        if (operation !== 'update' || data.requeue !== true) return data
        if (!REQUEUEABLE.includes(originalDoc?.status)) {
          throw new ValidationError({
            collection: OUTBOX,
            errors: [
              {
                path: 'requeue',
                message: 'Seul un e-mail en échec ou conservé ici peut être renvoyé.',
              },
            ],
          })
        }
        // The next run of the queue (within a minute) picks it up, with a fresh set of attempts.
        return {
          ...data,
          status: 'queued',
          attempts: 0,
          nextAttemptAt: new Date().toISOString(),
          lockedUntil: null,
        }
      },
    ],
  },
  fields: [
    serverOwned({ name: 'subject', type: 'text', label: 'Objet', required: true }),
    serverOwned({ name: 'to', type: 'text', label: 'Destinataire(s)', required: true }),
    serverOwned({ name: 'cc', type: 'text', label: 'Copie' }),
    serverOwned({ name: 'bcc', type: 'text', label: 'Copie cachée' }),
    serverOwned({ name: 'replyTo', type: 'text', label: 'Répondre à' }),
    serverOwned({ name: 'text', type: 'textarea', label: 'Texte' }),
    serverOwned({
      name: 'html',
      type: 'textarea',
      label: 'Version HTML (code source)',
      admin: { description: 'Affichée telle quelle, sans être interprétée.' },
    }),
    {
      name: 'requeue',
      type: 'checkbox',
      label: 'Renvoyer cet e-mail',
      virtual: true,
      admin: {
        // Payload shows virtual fields read-only unless told otherwise; this one is the editor's action.
        readOnly: false,
        position: 'sidebar',
        description:
          'Cochez puis enregistrez : l’e-mail repart dans la file d’envoi, avec de nouvelles tentatives.',
        condition: (data) => REQUEUEABLE.includes(data?.status),
      },
    },
    serverOwned({
      name: 'status',
      type: 'select',
      label: 'État',
      required: true,
      defaultValue: 'queued',
      index: true,
      options: Object.entries(MAIL_STATUSES).map(([value, label]) => ({ value, label })),
      admin: { position: 'sidebar' },
    }),
    serverOwned({
      name: 'source',
      type: 'text',
      label: 'Origine',
      required: true,
      admin: { position: 'sidebar', description: 'La partie du site qui a écrit cet e-mail.' },
    }),
    serverOwned({
      name: 'attempts',
      type: 'number',
      label: 'Tentatives d’envoi',
      required: true,
      defaultValue: 0,
      admin: { position: 'sidebar' },
    }),
    serverOwned({
      name: 'nextAttemptAt',
      type: 'date',
      label: 'Prochaine tentative',
      index: true,
      admin: { position: 'sidebar', date: { pickerAppearance: 'dayAndTime' } },
    }),
    serverOwned({
      name: 'sentAt',
      type: 'date',
      label: 'Envoyé le',
      admin: { position: 'sidebar', date: { pickerAppearance: 'dayAndTime' } },
    }),
    serverOwned({
      name: 'lastError',
      type: 'textarea',
      label: 'Dernière erreur',
      admin: { position: 'sidebar' },
    }),
    // While a worker sends, the mail is claimed until then; past it, a crashed worker's claim lapses.
    serverOwned({ name: 'lockedUntil', type: 'date', label: 'Réservé jusqu’à', admin: { hidden: true } }),
  ],
}
