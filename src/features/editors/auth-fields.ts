import { z } from 'zod'

/**
 * The account and password of a login or forgot-password request, read the way Payload reads them (a
 * JSON body, or the admin's multipart form with the fields as JSON in `_payload`; the e-mail lower-cased
 * and trimmed). Anything unreadable is an empty account: Payload then refuses the request itself.
 */
const fieldsSchema = z
  .object({
    email: z
      .string()
      .catch('')
      .transform((email) => email.toLowerCase().trim()),
    password: z.string().catch(''),
  })
  .catch({ email: '', password: '' })

export type AuthFields = z.infer<typeof fieldsSchema>

async function rawBody(request: Request): Promise<unknown> {
  const type = (request.headers.get('content-type') ?? '').split(';', 1)[0].trim().toLowerCase()
  if (type === 'application/json') return request.clone().json()
  if (type === 'multipart/form-data') {
    const payloadField = (await request.clone().formData()).get('_payload')
    return typeof payloadField === 'string' ? JSON.parse(payloadField) : {}
  }
  return {}
}

export async function readAuthFields(request: Request): Promise<AuthFields> {
  try {
    return fieldsSchema.parse(await rawBody(request))
  } catch {
    return fieldsSchema.parse({})
  }
}
