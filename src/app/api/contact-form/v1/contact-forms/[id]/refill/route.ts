import { refillReply } from '@/features/contact/server/refill'
import { payloadClient } from '@/lib/payload'

/** New captcha images and quiz questions for a contact form (docs/behaviour/contact-form-api.md). */
export const dynamic = 'force-dynamic'

export async function GET(_request: Request, { params }: { params: Promise<{ id: string }> }) {
  return refillReply(await payloadClient(), (await params).id)
}
