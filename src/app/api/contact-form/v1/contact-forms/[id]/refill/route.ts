import { rateLimitByIp } from '@/lib/rate-limit'
import { refillReply } from '@/features/contact/server/refill'
import { payloadClient } from '@/lib/payload'

/** New captcha images and quiz questions for a contact form (docs/behaviour/contact-form-api.md). */
export const dynamic = 'force-dynamic'

export async function GET(request: Request, { params }: { params: Promise<{ id: string }> }) {
  // Each refill signs new challenges: counted with the visitor's other reads (the ajax allowance).
  const refused = await rateLimitByIp('ajax', request)
  if (refused) return refused
  return refillReply(await payloadClient(), (await params).id)
}
