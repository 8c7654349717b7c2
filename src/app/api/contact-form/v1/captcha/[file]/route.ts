import { captchaImageResponse } from '@/features/contact/server/captcha-route'

/** A captcha image, drawn from the challenge in its file name (docs/behaviour/contact-form-api.md). */
export const dynamic = 'force-dynamic'

export async function GET(_request: Request, { params }: { params: Promise<{ file: string }> }) {
  return captchaImageResponse((await params).file)
}
