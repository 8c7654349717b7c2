import { rateLimitByIp } from '@/lib/rate-limit'
import { captchaImageResponse } from '@/features/contact/server/captcha-route'

/** A captcha image, drawn from the challenge in its file name (docs/behaviour/contact-form-api.md). */
export const dynamic = 'force-dynamic'

export async function GET(request: Request, { params }: { params: Promise<{ file: string }> }) {
  // Drawing a captcha costs the server a little: counted with the visitor's other reads.
  const refused = await rateLimitByIp('ajax', request)
  if (refused) return refused
  return captchaImageResponse((await params).file)
}
