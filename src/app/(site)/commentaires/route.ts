import { htmlAnswer, jsonAnswer, wantsJson } from '@/features/comments/answers'
import { submitComment } from '@/features/comments/submit'
import { readCapped } from '@/lib/capped-body'

/** A comment of 15,360 characters, percent-encoded, with the other fields: well under this. */
const MAX_BODY_BYTES = 256 * 1024

const refuse = (request: Request, status: number, message: string) =>
  wantsJson(request)
    ? Response.json({ error: message, field: null }, { status, headers: { 'Cache-Control': 'no-store' } })
    : new Response(message, {
        status,
        headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store' },
      })

/**
 * The comment form's post, with or without script (docs/behaviour/comments.md): form-encoded or
 * multipart, fields checked with zod, then stored, then the editors told.
 */
export async function POST(request: Request) {
  const type = request.headers.get('content-type') ?? ''
  if (!/^(multipart\/form-data|application\/x-www-form-urlencoded)\b/i.test(type))
    return refuse(request, 415, 'Envoyez le formulaire de commentaire tel que la page le présente.')
  const bytes = await readCapped(request, MAX_BODY_BYTES)
  if (!bytes) return refuse(request, 413, 'Le commentaire est trop volumineux.')
  let form: FormData
  try {
    form = await new Response(bytes, { headers: { 'content-type': type } }).formData()
  } catch {
    return refuse(request, 400, 'Le formulaire envoyé est illisible : rechargez la page, puis réessayez.')
  }
  for (const value of form.values())
    if (typeof value !== 'string') return refuse(request, 400, 'Ce formulaire n’accepte pas de fichiers.')
  const outcome = await submitComment(request, form)
  return wantsJson(request) ? jsonAnswer(outcome) : htmlAnswer(outcome, form)
}

const methodNotAllowed = () =>
  Response.json(
    { error: 'Méthode non autorisée : les commentaires s’envoient par le formulaire des articles.' },
    { status: 405, headers: { Allow: 'POST', 'Cache-Control': 'no-store' } },
  )

export { methodNotAllowed as GET }
