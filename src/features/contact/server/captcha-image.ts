import 'server-only'
import { createHash } from 'node:crypto'
import sharp from 'sharp'
import { captchaCode } from './challenges'

export const CAPTCHA_WIDTH = 150
export const CAPTCHA_HEIGHT = 50

/** Pseudo-random numbers drawn from the challenge: the same challenge always gives the same image. */
function drawer(challenge: string) {
  const bytes = createHash('sha256').update(`captcha-image\u0000${challenge}`).digest()
  let index = 0
  return (min: number, max: number) => min + (bytes[index++ % bytes.length] / 255) * (max - min)
}

/** The SVG of a captcha: the code's letters, each turned a little, crossed by a few lines. */
export function captchaSvg(challenge: string): string {
  const draw = drawer(challenge)
  const code = captchaCode(challenge)
  const step = (CAPTCHA_WIDTH - 20) / code.length
  const letters = Array.from(code, (char, i) => {
    const x = 12 + i * step + draw(0, 6)
    const y = 35 + draw(-4, 4)
    const angle = draw(-20, 20).toFixed(1)
    return `<text x="${x.toFixed(1)}" y="${y.toFixed(1)}" transform="rotate(${angle} ${x.toFixed(1)} ${y.toFixed(1)})">${char}</text>`
  }).join('')
  const lines = Array.from({ length: 4 }, () => {
    const [x1, y1, x2, y2] = [draw(0, 40), draw(0, 50), draw(110, 150), draw(0, 50)].map((n) => n.toFixed(1))
    return `<line x1="${x1}" y1="${y1}" x2="${x2}" y2="${y2}"/>`
  }).join('')
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${CAPTCHA_WIDTH}" height="${CAPTCHA_HEIGHT}">
<rect width="100%" height="100%" fill="#f4f1ea"/>
<g font-family="DejaVu Sans Mono, monospace" font-size="28" font-weight="bold" fill="#1f2a44">${letters}</g>
<g stroke="#5a6785" stroke-width="1.5">${lines}</g></svg>`
}

/** The captcha image of `challenge`, as PNG. */
export async function captchaPng(challenge: string): Promise<Buffer> {
  return sharp(Buffer.from(captchaSvg(challenge)))
    .png()
    .toBuffer()
}
