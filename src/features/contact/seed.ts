import type { Payload } from 'payload'
import { fromMarkup } from '@/features/seed/lexical'
import { SEED_CONTEXT } from '@/features/seed/seed-media'
import type { Form } from '@/payload-types'
import { FORMS } from './collections/plugin'

/** The demo's contact form: who writes, about what, the message, the consent box and a quiz. */
export const CONTACT_FORM_SEED: Omit<Form, 'id' | 'createdAt' | 'updatedAt'> = {
  title: 'Contact',
  recipient: 'contact@escale.example',
  mailSubject: 'Message du site Escale',
  submitLabel: 'Envoyer',
  acceptanceAsValidation: false,
  fields: [
    { blockType: 'text', name: 'nom', label: 'Votre nom', required: true, maxLength: 100 },
    { blockType: 'email', name: 'email', label: 'Votre adresse e-mail', required: true, maxLength: 200 },
    { blockType: 'text', name: 'sujet', label: 'Sujet', required: false, maxLength: 150 },
    {
      blockType: 'textarea',
      name: 'message',
      label: 'Votre message',
      required: true,
      minLength: 10,
      maxLength: 5000,
      counter: 'down',
    },
    {
      blockType: 'acceptance',
      name: 'consentement',
      label:
        'J’accepte que mes données soient utilisées pour répondre à mon message. Elles ne sont ni publiées ni transmises.',
      required: true,
      optional: false,
      invert: false,
    },
    {
      blockType: 'quiz',
      name: 'question',
      label: 'Question anti-robot :',
      required: true,
      questions: [
        { question: 'Combien font trois plus quatre ?', answers: '7|sept' },
        { question: 'De quelle couleur est le sable sec ?', answers: 'beige|jaune|blond' },
      ],
    },
  ],
}

/** The contact form and the /contact page that shows it. */
export async function seedContact(payload: Payload) {
  const form = await payload.create({
    collection: FORMS,
    data: CONTACT_FORM_SEED,
    context: SEED_CONTEXT,
    depth: 0,
  })
  await payload.create({
    collection: 'pages',
    data: {
      title: 'Contact',
      slug: 'contact',
      excerpt: 'Une question, une idée de sortie, une erreur dans le guide ? Écrivez-nous.',
      content: fromMarkup([
        'Une question sur Bray-Dunes, une fête à signaler, une erreur dans une fiche ? Les bénévoles de l’association lisent chaque message et répondent sous quelques jours.',
      ]),
      contactForm: form.id,
      _status: 'published',
    },
    context: SEED_CONTEXT,
    depth: 0,
  })
  return form.id
}
