import { readCapped } from '@/lib/capped-body'
import { jsonError } from './http'

/** The largest feedback post accepted: a message of a few pages, never files. */
export const MAX_BODY_BYTES = 1024 * 1024

const tooLarge = () => jsonError(413, 'payload_too_large', 'Le message est trop volumineux (1 Mo au plus).')
const malformed = () =>
  jsonError(400, 'malformed_body', 'Le formulaire envoyé est illisible : rechargez la page, puis réessayez.')

/**
 * The feedback post as form data: multipart (what the browser sends) or url-encoded. Answers 413 over
 * MAX_BODY_BYTES, 415 for another content type, 400 for a body that does not parse or carries files.
 */
export async function readFeedbackBody(request: Request): Promise<FormData | Response> {
  const type = request.headers.get('content-type') ?? ''
  if (!/^(multipart\/form-data|application\/x-www-form-urlencoded)\b/i.test(type))
    return jsonError(415, 'unsupported_media_type', 'Envoyez le formulaire en multipart/form-data.')
  const bytes = await readCapped(request, MAX_BODY_BYTES)
  if (!bytes) return tooLarge()
  let data: FormData
  try {
    data = await new Response(bytes, { headers: { 'content-type': type } }).formData()
  } catch {
    return malformed()
  }
  for (const value of data.values())
    if (typeof value !== 'string')
      return jsonError(400, 'files_refused', 'Ce formulaire n’accepte pas de fichiers.')
  return data
}
