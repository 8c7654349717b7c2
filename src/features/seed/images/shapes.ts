/** SVG building blocks for the generated pictures (1600 × 1000, horizon around y = 560). */
import type { Random } from '../random'
import type { Palette } from './palettes'

export const W = 1600
export const H = 1000

export function defs(p: Palette): string {
  return `<defs>
  <linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${p.skyTop}"/><stop offset="1" stop-color="${p.skyBottom}"/></linearGradient>
  <linearGradient id="sea" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${p.seaTop}"/><stop offset="1" stop-color="${p.seaBottom}"/></linearGradient>
  <linearGradient id="sand" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${p.sand}"/><stop offset="1" stop-color="${p.sandShade}"/></linearGradient>
  <radialGradient id="glow"><stop offset="0" stop-color="${p.sun}" stop-opacity="0.9"/><stop offset="1" stop-color="${p.sun}" stop-opacity="0"/></radialGradient>
</defs>`
}

export const sky = () => `<rect width="${W}" height="${H}" fill="url(#sky)"/>`

export function sun(p: Palette, x: number, y: number, r: number): string {
  return `<circle cx="${x}" cy="${y}" r="${r * 3.2}" fill="url(#glow)"/><circle cx="${x}" cy="${y}" r="${r}" fill="${p.sun}"/>`
}

export function clouds(r: Random, count: number, color = '#ffffff', opacity = 0.75): string {
  let out = ''
  for (let i = 0; i < count; i++) {
    const x = r.int(0, W)
    const y = r.int(60, 360)
    const s = 0.6 + r.next() * 1.2
    out += `<g opacity="${opacity}" fill="${color}" transform="translate(${x} ${y}) scale(${s.toFixed(2)})">
<ellipse cx="0" cy="0" rx="90" ry="26"/><ellipse cx="-45" cy="-14" rx="50" ry="30"/><ellipse cx="35" cy="-22" rx="60" ry="36"/></g>`
  }
  return out
}

/** The sea from the horizon down to `bottom`, with a few wave strokes. */
export function sea(p: Palette, r: Random, horizon: number, bottom: number): string {
  let waves = ''
  for (let i = 0; i < 28; i++) {
    const y = r.int(horizon + 8, bottom - 6)
    const x = r.int(-50, W)
    const len = 40 + ((y - horizon) / (bottom - horizon)) * 160
    waves += `<path d="M${x} ${y} q${len / 2} -6 ${len} 0" stroke="${p.light}" stroke-opacity="0.35" stroke-width="3" fill="none"/>`
  }
  return `<rect y="${horizon}" width="${W}" height="${bottom - horizon}" fill="url(#sea)"/>${waves}`
}

/** A band of sand with a wavy upper edge (the foam line drawn in light colour). */
export function beach(p: Palette, r: Random, top: number): string {
  let d = `M0 ${top}`
  for (let x = 0; x <= W; x += 100)
    d += ` Q${x + 50} ${top + r.int(-18, 18)} ${x + 100} ${top + r.int(-8, 8)}`
  return `<path d="${d} L${W} ${H} L0 ${H} Z" fill="url(#sand)"/><path d="${d}" stroke="${p.light}" stroke-width="6" stroke-opacity="0.7" fill="none"/>`
}

/** Rolling dunes: `layers` smooth ridges, darker towards the front. */
export function dunes(p: Palette, r: Random, top: number, layers: number): string {
  let out = ''
  for (let l = 0; l < layers; l++) {
    const base = top + l * ((H - top) / (layers + 1))
    let d = `M0 ${base + r.int(-30, 30)}`
    for (let x = 0; x < W; x += 400)
      d += ` C${x + 130} ${base - r.int(40, 140)} ${x + 270} ${base - r.int(20, 120)} ${x + 400} ${base + r.int(-30, 30)}`
    const shade = l === layers - 1 ? p.sandShade : p.sand
    out += `<path d="${d} L${W} ${H} L0 ${H} Z" fill="${shade}" opacity="${(0.75 + (l * 0.25) / layers).toFixed(2)}"/>`
  }
  return out
}

/** Tufts of marram grass (oyat), the plant that holds the dunes. */
export function grass(p: Palette, r: Random, count: number, yMin: number, yMax: number): string {
  let out = ''
  for (let i = 0; i < count; i++) {
    const x = r.int(0, W)
    const y = r.int(yMin, yMax)
    const h = r.int(30, 90)
    for (let b = -2; b <= 2; b++) {
      out += `<path d="M${x} ${y} q${b * 6} ${-h / 2} ${b * 16 + r.int(-6, 6)} ${-h}" stroke="${p.ink}" stroke-opacity="0.55" stroke-width="3" fill="none"/>`
    }
  }
  return out
}

export function sailboat(p: Palette, x: number, y: number, s: number, sail = p.light): string {
  return `<g transform="translate(${x} ${y}) scale(${s})"><path d="M-60 0 L60 0 L42 22 L-42 22 Z" fill="${p.ink}"/>
<path d="M0 -4 L0 -150 L70 -8 Z" fill="${sail}"/><path d="M-6 -10 L-6 -120 L-55 -10 Z" fill="${sail}" opacity="0.85"/></g>`
}

export function lighthouse(p: Palette, x: number, base: number, h: number): string {
  const w = h * 0.14
  return `<g><path d="M${x - w} ${base} L${x - w * 0.65} ${base - h} L${x + w * 0.65} ${base - h} L${x + w} ${base} Z" fill="${p.light}"/>
<path d="M${x - w * 0.9} ${base - h * 0.3} L${x + w * 0.9} ${base - h * 0.3} L${x + w * 0.86} ${base - h * 0.42} L${x - w * 0.86} ${base - h * 0.42} Z" fill="${p.accent2}"/>
<path d="M${x - w * 0.78} ${base - h * 0.65} L${x + w * 0.78} ${base - h * 0.65} L${x + w * 0.74} ${base - h * 0.77} L${x - w * 0.74} ${base - h * 0.77} Z" fill="${p.accent2}"/>
<rect x="${x - w * 0.55}" y="${base - h - h * 0.12}" width="${w * 1.1}" height="${h * 0.12}" fill="${p.sun}"/>
<path d="M${x - w * 0.8} ${base - h - h * 0.12} L${x} ${base - h - h * 0.24} L${x + w * 0.8} ${base - h - h * 0.12} Z" fill="${p.ink}"/></g>`
}

/** A market stall or beach hut: box with a striped awning. */
export function stall(p: Palette, x: number, y: number, w: number, h: number, stripe: string): string {
  const stripes = Array.from({ length: 6 }, (_, i) =>
    i % 2
      ? ''
      : `<rect x="${x + (i * w) / 6}" y="${y}" width="${w / 6}" height="${h * 0.25}" fill="${stripe}"/>`,
  ).join('')
  return `<rect x="${x}" y="${y}" width="${w}" height="${h * 0.25}" fill="${p.light}"/>${stripes}
<path d="M${x} ${y + h * 0.25} ${Array.from({ length: 6 }, () => `q${w / 12} ${h * 0.08} ${w / 6} 0`).join(' ')}" fill="${stripe}"/>
<rect x="${x + w * 0.04}" y="${y + h * 0.3}" width="${w * 0.92}" height="${h * 0.7}" fill="${p.ink}" opacity="0.85"/>
<rect x="${x - w * 0.02}" y="${y + h * 0.62}" width="${w * 1.04}" height="${h * 0.1}" fill="${p.sandShade}"/>`
}

/** A Flemish house front with a stepped gable. */
export function gableHouse(p: Palette, x: number, base: number, w: number, h: number, wall: string): string {
  const step = w / 6
  const top = base - h
  const gable = `M${x} ${top} L${x} ${top - step} L${x + step} ${top - step} L${x + step} ${top - 2 * step} L${x + 2 * step} ${top - 2 * step} L${x + 2 * step} ${top - 3 * step} L${x + 4 * step} ${top - 3 * step} L${x + 4 * step} ${top - 2 * step} L${x + 5 * step} ${top - 2 * step} L${x + 5 * step} ${top - step} L${x + w} ${top - step} L${x + w} ${top} Z`
  let windows = ''
  for (let row = 0; row < 2; row++)
    for (let col = 0; col < 3; col++)
      windows += `<rect x="${x + w * (0.12 + col * 0.29)}" y="${top + h * (0.12 + row * 0.3)}" width="${w * 0.18}" height="${h * 0.18}" fill="${p.light}" opacity="0.9"/>`
  return `<rect x="${x}" y="${top}" width="${w}" height="${h}" fill="${wall}"/><path d="${gable}" fill="${wall}"/>${windows}
<rect x="${x + w * 0.4}" y="${base - h * 0.3}" width="${w * 0.2}" height="${h * 0.3}" fill="${p.ink}"/>`
}
