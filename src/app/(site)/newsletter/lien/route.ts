import { z } from 'zod'
import { applyLink } from '@/features/newsletter/link-action'
import { rateLimitByIp } from '@/lib/rate-limit'

/** A form of three short fields: anything longer is not one of ours. */
const MAX_BODY_BYTES = 2048

const linkForm = z.object({
  purpose: z.enum(['confirmer', 'desinscription']),
  id: z.string().max(20),
  cle: z.string().max(100),
})

const refuse = (status: number, message: string) =>
  Response.json({ error: message }, { status, headers: { 'Cache-Control': 'no-store' } })

/**
 * The button of a mail link's page (`/newsletter/confirmer` or `/newsletter/desinscription`): confirms or
 * unsubscribes, then sends the browser back to that page, which says what happened. Opening the link
 * itself changes nothing, so a mail scanner that follows it subscribes or unsubscribes no one.
 */
export async function POST(request: Request) {
  const refused = await rateLimitByIp('newsletter-link', request)
  if (refused) return refused
  if (Number(request.headers.get('content-length') ?? 0) > MAX_BODY_BYTES)
    return refuse(413, 'Requête trop volumineuse.')
  const body = await request.text()
  if (body.length > MAX_BODY_BYTES) return refuse(413, 'Requête trop volumineuse.')
  const parsed = linkForm.safeParse(Object.fromEntries(new URLSearchParams(body)))
  if (!parsed.success) return refuse(400, 'Lien incomplet : ouvrez de nouveau le lien reçu par e-mail.')
  const { purpose, id, cle } = parsed.data
  const outcome = await applyLink(purpose, id, cle)
  const back = new URLSearchParams({ id, cle, ...(outcome === 'done' ? { fait: '1' } : {}) })
  return new Response(null, {
    status: 303,
    headers: { Location: `/newsletter/${purpose}?${back}`, 'Cache-Control': 'no-store' },
  })
}

const methodNotAllowed = () =>
  Response.json(
    { error: 'Méthode non autorisée : utilisez le bouton de la page.' },
    { status: 405, headers: { Allow: 'POST', 'Cache-Control': 'no-store' } },
  )

export { methodNotAllowed as GET }
