import { draftMode } from 'next/headers'
import { env } from '@/lib/env'
import { rateLimitByIp } from '@/lib/rate-limit'
import { returnPathFrom } from '@/features/publishing/preview-link'

/**
 * « Quitter l’aperçu »: turns draft mode off and goes back to the page the editor was on, now showing
 * what visitors see (the published version, or the 404 of a document never published).
 */
export async function POST(request: Request) {
  const refused = await rateLimitByIp('preview', request)
  if (refused) return refused
  ;(await draftMode()).disable()
  return new Response(null, {
    status: 303,
    headers: {
      Location: returnPathFrom(request.headers.get('referer'), [
        new URL(request.url).origin,
        new URL(env().SITE_URL).origin,
      ]),
      'Cache-Control': 'no-store',
    },
  })
}

const methodNotAllowed = () =>
  Response.json(
    { error: 'Méthode non autorisée : utilisez le bouton « Quitter l’aperçu ».' },
    { status: 405, headers: { Allow: 'POST', 'Cache-Control': 'no-store' } },
  )

export { methodNotAllowed as GET }
