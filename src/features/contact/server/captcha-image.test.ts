import sharp from 'sharp'
import { beforeAll, describe, expect, it } from 'vitest'
import { CAPTCHA_HEIGHT, CAPTCHA_WIDTH, captchaPng, captchaSvg } from './captcha-image'
import { captchaCode, issueCaptcha } from './challenges'

beforeAll(() => {
  process.env.PAYLOAD_SECRET ||= 'unit-tests-secret-0123456789abcdef0123'
})

describe('captcha image', () => {
  it('draws the code of the challenge, the same way every time', () => {
    const challenge = issueCaptcha()
    const svg = captchaSvg(challenge)
    const drawn = [...svg.matchAll(/<text[^>]*>(\w)<\/text>/g)].map((match) => match[1]).join('')
    expect(drawn).toBe(captchaCode(challenge))
    expect(captchaSvg(challenge)).toBe(svg)
  })
  it('is a PNG of the announced size', async () => {
    const png = await captchaPng(issueCaptcha())
    const meta = await sharp(png).metadata()
    expect(meta.format).toBe('png')
    expect([meta.width, meta.height]).toEqual([CAPTCHA_WIDTH, CAPTCHA_HEIGHT])
  })
})
