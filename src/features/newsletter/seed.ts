import type { Payload } from 'payload'
import { NEWSLETTER_LISTS } from './collections'

/** The demo's lists: a visitor picks at least one of them. */
export const DEMO_LISTS = [
  { title: 'Agenda du mois', description: 'Les fêtes, marchés et sorties du mois à venir.' },
  { title: 'Nouveautés du guide', description: 'Les nouveaux articles et les lieux ajoutés à la carte.' },
  { title: 'Bons plans des commerçants', description: 'Offres et animations des commerces de Bray-Dunes.' },
]

export async function seedNewsletterLists(payload: Payload, context: Record<string, unknown>) {
  for (const data of DEMO_LISTS)
    await payload.create({ collection: NEWSLETTER_LISTS, data, context, depth: 0 })
  return DEMO_LISTS.length
}
