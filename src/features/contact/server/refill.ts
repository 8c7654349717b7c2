import 'server-only'
import type { Payload } from 'payload'
import { challengesFor } from './challenges'
import { formIdParam, formNotFound, json } from './http'
import { loadForm } from './load'

/** `GET .../contact-forms/{id}/refill`: new captcha images and quiz questions for the form. */
export async function refillReply(payload: Payload, rawId: string): Promise<Response> {
  const id = formIdParam(rawId)
  const form = id === null ? null : await loadForm(payload, id)
  if (!form) return formNotFound()
  return json(200, challengesFor(form.fields ?? []))
}
