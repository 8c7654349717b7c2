import 'server-only'
import { CAPTCHA_CHALLENGE, CHALLENGE_TTL_MS } from './challenges'
import { captchaPng } from './captcha-image'
import { jsonError } from './http'

/**
 * `GET /api/contact-form/v1/captcha/<challenge>.png`. The image depends on the challenge alone, so it
 * may be cached as long as the challenge lives; an expired challenge still draws (the submit refuses it).
 */
export async function captchaImageResponse(file: string): Promise<Response> {
  const challenge = /^(\d+)\.png$/.exec(file)?.[1]
  if (!challenge || !CAPTCHA_CHALLENGE.test(challenge))
    return jsonError(404, 'captcha_not_found', 'Cette image n’existe pas.')
  const png = await captchaPng(challenge)
  return new Response(new Uint8Array(png), {
    headers: {
      'Content-Type': 'image/png',
      'Content-Length': String(png.length),
      'Cache-Control': `public, max-age=${CHALLENGE_TTL_MS / 1000}, immutable`,
      'X-Content-Type-Options': 'nosniff',
    },
  })
}
