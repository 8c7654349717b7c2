import { formBuilderPlugin } from '@payloadcms/plugin-form-builder'
import type { Field, Plugin } from 'payload'
import { adminsOnly, editorsOnly } from '@/lib/access'
import { revalidateCollection } from '@/lib/revalidate'
import { CONTACT_BLOCKS } from './blocks'

export const FORMS = 'forms'
export const FORM_SUBMISSIONS = 'form-submissions'

const GROUP = 'Formulaires'
const nobody = () => false

/** The plugin's stock field types are all replaced by the contact form's own blocks. */
const STOCK_FIELDS = ['checkbox', 'country', 'email', 'message', 'number', 'payment', 'select', 'state']
const disabledStock = Object.fromEntries(
  [...STOCK_FIELDS, 'text', 'textarea', 'upload', 'date', 'radio'].map((key) => [key, false]),
)
const contactBlocks = Object.fromEntries(
  CONTACT_BLOCKS.map((block) => [`contact-${block.slug}`, { ...block }]),
)

const named = (fields: Field[], name: string) =>
  fields.find((field) => 'name' in field && field.name === name) as Field

/** The form's own settings: who receives the mail, its subject, what the visitor reads once it is sent. */
const formSettings: Field[] = [
  {
    name: 'submitLabel',
    type: 'text',
    label: 'Libellé du bouton d’envoi',
    required: true,
    defaultValue: 'Envoyer',
  },
  {
    name: 'recipient',
    type: 'email',
    label: 'Destinataire des messages',
    required: true,
    admin: { description: 'Chaque message envoyé par le formulaire part à cette adresse.' },
  },
  { name: 'mailSubject', type: 'text', label: 'Objet du courriel', required: true, defaultValue: 'Contact' },
  {
    name: 'confirmationMessage',
    type: 'textarea',
    label: 'Message de confirmation',
    admin: { description: 'Affiché après l’envoi ; vide : « Merci pour votre message. Il a été envoyé. »' },
  },
  {
    name: 'acceptanceAsValidation',
    type: 'checkbox',
    label: 'Le serveur vérifie les cases d’acceptation (le bouton reste actif)',
    defaultValue: false,
  },
]

/** What the feedback route stores besides the visitor's answers: the form's hidden fields and the mail. */
const submissionFields: Field[] = [
  { name: 'unitTag', type: 'text', label: 'Identifiant du formulaire dans la page' },
  { name: 'containerPost', type: 'number', label: 'Page d’origine (id)' },
  { name: 'version', type: 'text', label: 'Version du formulaire' },
  { name: 'locale', type: 'text', label: 'Langue' },
  {
    name: 'status',
    type: 'select',
    label: 'Envoi du courriel',
    options: [
      { label: 'Envoyé', value: 'mail_sent' },
      { label: 'En échec (nouvel essai par la boîte d’envoi)', value: 'mail_failed' },
      { label: 'En cours', value: 'pending' },
    ],
  },
  { name: 'mail', type: 'relationship', relationTo: 'outbox', label: 'Courriel' },
]

/**
 * Payload's form builder: editors build forms ("Formulaires" group); visitors never reach either
 * collection through REST. Forms carry their recipient's address, so only editors read them; pages
 * render them through the local API. Submissions are written by the contact form's feedback route only,
 * which also queues the mail through the outbox (the plugin's own mails are not used).
 */
export const contactFormBuilder = (): Plugin =>
  formBuilderPlugin({
    fields: { ...disabledStock, ...contactBlocks },
    formOverrides: {
      slug: FORMS,
      labels: { singular: 'Formulaire', plural: 'Formulaires' },
      admin: { group: GROUP, useAsTitle: 'title', defaultColumns: ['title', 'recipient', 'updatedAt'] },
      access: { read: editorsOnly, create: editorsOnly, update: editorsOnly, delete: editorsOnly },
      // Pages showing a form are cached: a saved form expires them.
      hooks: revalidateCollection(),
      fields: ({ defaultFields }) => [
        { ...named(defaultFields, 'title'), label: 'Titre' } as Field,
        { ...named(defaultFields, 'fields'), label: 'Champs' } as Field,
        ...formSettings,
      ],
    },
    formSubmissionOverrides: {
      slug: FORM_SUBMISSIONS,
      labels: { singular: 'Message reçu', plural: 'Messages reçus' },
      admin: { group: GROUP, defaultColumns: ['form', 'status', 'createdAt'] },
      access: { read: editorsOnly, create: adminsOnly, update: nobody, delete: editorsOnly },
      fields: ({ defaultFields }) => [...defaultFields, ...submissionFields],
    },
  })
