import { draftMode } from 'next/headers'
import { z } from 'zod'
import { checkPreviewToken } from '@/features/publishing/preview-link'
import { refusalPage } from '@/features/publishing/preview-page'
import { env } from '@/lib/env'
import { payloadClient } from '@/lib/payload'
import { rateLimitByIp } from '@/lib/rate-limit'

const query = z.object({ jeton: z.string().min(1).max(2048) })

/**
 * The entry of a draft's preview: `/apercu?jeton=…`, the link the admin's « Aperçu » button and live
 * preview open. The link must be signed by this site, not expired, and opened in the browser of the
 * editor it was made for, logged in; then Next's draft mode is turned on and the browser goes to the
 * document's public page, which shows its latest draft.
 */
export async function GET(request: Request) {
  const refused = await rateLimitByIp('preview', request)
  if (refused) return refused
  const parsed = query.safeParse(Object.fromEntries(new URL(request.url).searchParams))
  if (!parsed.success) return refusalPage('invalid')
  const link = checkPreviewToken(parsed.data.jeton, env().PAYLOAD_SECRET)
  if (!link.ok) return refusalPage(link.reason)
  const payload = await payloadClient()
  const { user } = await payload.auth({ headers: request.headers })
  if (!user) return refusalPage('no-session')
  if (String(user.id) !== link.target.userId) return refusalPage('other-editor')
  ;(await draftMode()).enable()
  return new Response(null, {
    status: 307,
    headers: { Location: link.target.path, 'Cache-Control': 'no-store' },
  })
}
