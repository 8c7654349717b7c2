import { payloadClient } from '@/lib/payload'
import { handleFeedback } from './feedback'
import { readFeedbackBody } from './body'
import { formIdParam, formNotFound, jsonError } from './http'
import { loadForm } from './load'

type Context = { params: Promise<{ id: string }> }

/** `POST /api/contact-form/v1/contact-forms/{id}/feedback`: a visitor's post of a contact form. */
export async function postFeedback(request: Request, { params }: Context): Promise<Response> {
  const payload = await payloadClient()
  try {
    const id = formIdParam((await params).id)
    if (id === null) return formNotFound()
    const data = await readFeedbackBody(request)
    if (data instanceof Response) return data
    const form = await loadForm(payload, id)
    if (!form) return formNotFound()
    return await handleFeedback(payload, form, data, request)
  } catch (error) {
    payload.logger.error({ err: error }, 'contact form: feedback failed')
    return jsonError(500, 'internal_error', 'Erreur interne du serveur. Réessayez dans un instant.')
  }
}

export const feedbackMethodNotAllowed = () =>
  jsonError(405, 'method_not_allowed', 'Méthode non autorisée : utilisez POST.', { Allow: 'POST' })
