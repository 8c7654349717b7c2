import { type ContactFeedbackReply, type ContactRefillReply, feedbackPath, refillPath } from '../definition'

/** A failure of the exchange itself, shown in the response area (the server chose no status). */
export class ContactTransportError extends Error {
  constructor(
    readonly code: 'fetch_error' | 'invalid_json',
    message: string,
  ) {
    super(message)
  }
}

export const OFFLINE_MESSAGE = 'Vous êtes probablement hors ligne.'
export const INVALID_JSON_MESSAGE = "La réponse n'est pas une réponse JSON valide."

const isReply = (body: unknown): body is ContactFeedbackReply =>
  typeof body === 'object' &&
  body !== null &&
  typeof (body as ContactFeedbackReply).status === 'string' &&
  typeof (body as ContactFeedbackReply).message === 'string'

/**
 * One request to the contact API with Accept: application/json and no nonce header. A network failure
 * and a 2xx reply that is not JSON reject with a ContactTransportError; a 204 reply is empty (null); a 429
 * reply carrying a feedback reply is that reply; any other non-2xx reply rejects with a plain Error,
 * which the caller only logs.
 */
export async function contactFetch<T>(url: string, init: RequestInit = {}): Promise<T | null> {
  let response: Response
  try {
    response = await fetch(url, {
      ...init,
      headers: { Accept: 'application/json' },
      credentials: 'same-origin',
    })
  } catch {
    throw new ContactTransportError('fetch_error', OFFLINE_MESSAGE)
  }
  if (response.status === 204) return null
  if (response.status === 429) {
    // The rate limit answers a spam reply the visitor must read (when to try again).
    const body = await response.json().catch(() => null)
    if (isReply(body)) return body as T
  }
  if (!response.ok) throw new Error(`contact form: HTTP ${response.status} for ${url}`)
  try {
    return (await response.json()) as T
  } catch {
    throw new ContactTransportError('invalid_json', INVALID_JSON_MESSAGE)
  }
}

/** Posts the form (multipart) with the submit button's name and value, as a button click would. */
export function postFeedback(id: number, formData: FormData) {
  return contactFetch<ContactFeedbackReply>(feedbackPath(id), { method: 'POST', body: formData })
}

export function getRefill(id: number) {
  return contactFetch<ContactRefillReply>(refillPath(id), { method: 'GET', cache: 'no-store' })
}
