import type { GlobalConfig } from 'payload'
import { editorsOnly } from '@/lib/access'
import { revalidateGlobal } from '@/lib/revalidate'
import { DEFAULT_MESSAGES } from './messages'

export const NEWSLETTER_SETTINGS = 'newsletter-settings'

const LABELS: Record<keyof typeof DEFAULT_MESSAGES, string> = {
  successMsg: 'Inscription réussie',
  updateMsg: 'Inscription mise à jour',
  errorMsg: 'Erreur',
  existMsg: 'Déjà inscrit',
  invalidMsg: 'Adresse e-mail invalide',
  requiredMsg: 'Champ obligatoire',
  smsMsg: 'Numéro SMS invalide',
  captchaEmptyMsg: 'Captcha non rempli',
  captchaFailMsg: 'Captcha refusé',
}

/** What the sign-up form shows and asks, and the texts it answers with. Editors only. */
export const NewsletterSettings: GlobalConfig = {
  slug: NEWSLETTER_SETTINGS,
  label: 'Réglages de la lettre',
  admin: { group: 'Lettre d’information' },
  access: { read: editorsOnly, update: editorsOnly },
  hooks: { afterChange: [revalidateGlobal] },
  fields: [
    { name: 'smsShown', type: 'checkbox', label: 'Demander un numéro SMS', defaultValue: true },
    { name: 'smsRequired', type: 'checkbox', label: 'Numéro SMS obligatoire', defaultValue: false },
    { name: 'dateLabel', type: 'text', label: 'Champ date (libellé ; vide : pas de champ date)' },
    { name: 'listsRequired', type: 'checkbox', label: 'Choisir au moins une liste', defaultValue: true },
    { name: 'captcha', type: 'checkbox', label: 'Vérification anti-robot (ALTCHA)', defaultValue: false },
    { name: 'redirectUrl', type: 'text', label: 'Page après l’inscription (chemin, facultatif)' },
    {
      name: 'mailSubject',
      type: 'text',
      label: 'Objet de l’e-mail de confirmation',
      defaultValue: 'Confirmez votre inscription à la lettre d’Escale',
    },
    {
      name: 'mailIntro',
      type: 'textarea',
      label: 'Texte de l’e-mail de confirmation',
      defaultValue: 'Bonjour, merci de votre inscription à la lettre d’information d’Escale.',
    },
    {
      name: 'messages',
      type: 'group',
      label: 'Messages du formulaire',
      fields: Object.entries(DEFAULT_MESSAGES).map(([name, defaultValue]) => ({
        name,
        type: 'text' as const,
        label: LABELS[name as keyof typeof DEFAULT_MESSAGES],
        defaultValue,
      })),
    },
  ],
}
