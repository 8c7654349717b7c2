import 'server-only'
import { z } from 'zod'
import { defineAjaxAction } from '@/lib/ajax/types'
import { payloadClient } from '@/lib/payload'
import { CONSENT_CATEGORIES, CONSENT_CHOICES, CONSENT_REVISION } from './categories'
import { CONSENT_RECORDS } from './collection'

/**
 * `action=consent_log` with `choice`, `categories[]`, `revision` and the `page` it was made on: keeps the
 * proof of a visitor's choice in the consent notice (no address, no identifier, no browser details).
 * Rate limited per address.
 */
export const consentLogAction = defineAjaxAction({
  rateLimit: 'consent',
  schema: z.object({
    choice: z.enum(CONSENT_CHOICES, 'Réponse inconnue.'),
    categories: z
      .array(z.enum(CONSENT_CATEGORIES, 'Catégorie inconnue.'))
      .max(CONSENT_CATEGORIES.length)
      .default([])
      .refine((list) => list.includes('necessary'), 'Les cookies nécessaires font partie de tout choix.'),
    revision: z.coerce
      .number('Version du bandeau invalide.')
      .refine((value) => value === CONSENT_REVISION, 'Version du bandeau périmée : rechargez la page.'),
    page: z
      .string()
      .max(300, 'Adresse de page trop longue.')
      .regex(/^\/(?!\/)\S*$/, 'Adresse de page invalide : un chemin du site est attendu.')
      .optional(),
  }),
  async handle({ choice, categories, revision, page }) {
    const payload = await payloadClient()
    await payload.create({
      collection: CONSENT_RECORDS,
      data: { choice, categories: [...new Set(categories)], revision, page },
      overrideAccess: true,
      depth: 0,
    })
    return { json: { enregistre: true } }
  },
})
