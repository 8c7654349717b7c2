import 'server-only'
import type { Payload } from 'payload'
import { FORMS } from '../collections/plugin'
import { type Challenges, challengesFor } from './challenges'

/** The contact-form routes' JSON answers: French message, never cached. */
export const jsonReply = (body: unknown, status = 200, headers: Record<string, string> = {}) =>
  Response.json(body, { status, headers: { 'Cache-Control': 'no-store', ...headers } })

export const UNKNOWN_FORM = 'Ce formulaire n’existe pas.'

/** A form id as written in the address: a positive integer, else null. */
export function parseFormId(raw: string): number | null {
  if (!/^[1-9]\d{0,9}$/.test(raw)) return null
  return Number(raw)
}

/** The form's blocks, or null when there is no such form. Read with the server's rights: visitors
 * cannot read forms over REST (the recipient's address is in them). */
export async function loadFormBlocks(payload: Payload, id: number) {
  const found = await payload.find({
    collection: FORMS,
    where: { id: { equals: id } },
    limit: 1,
    depth: 0,
    pagination: false,
    overrideAccess: true,
  })
  return found.docs[0] ?? null
}

/** `GET .../contact-forms/{id}/refill`: new captcha images and quiz questions for the form. */
export async function refillReply(payload: Payload, rawId: string): Promise<Response> {
  const id = parseFormId(rawId)
  const form = id === null ? null : await loadFormBlocks(payload, id)
  if (!form) return jsonReply({ code: 'unknown_form', message: UNKNOWN_FORM }, 404)
  const challenges: Challenges = challengesFor(form.fields as Parameters<typeof challengesFor>[0])
  return jsonReply(challenges)
}
