/** The scenes of the generated pictures; each takes a palette and a seeded random stream for its layout. */
import type { Random } from '../random'
import type { Palette } from './palettes'
import {
  beach,
  clouds,
  defs,
  dunes,
  gableHouse,
  grass,
  H,
  lighthouse,
  sailboat,
  sea,
  sky,
  stall,
  sun,
  W,
} from './shapes'

type Scene = (p: Palette, r: Random) => string

const svg = (p: Palette, body: string) =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}">${defs(p)}${body}</svg>`

const plage: Scene = (p, r) => {
  const horizon = r.int(470, 560)
  let boats = ''
  for (let i = 0; i < r.int(2, 4); i++)
    boats += sailboat(
      p,
      r.int(150, 1450),
      horizon + r.int(20, 120),
      0.35 + r.next() * 0.5,
      i % 2 ? p.accent : p.light,
    )
  let parasols = ''
  for (let i = 0; i < r.int(3, 6); i++) {
    const x = r.int(100, 1500)
    const y = r.int(800, 930)
    parasols += `<path d="M${x} ${y} L${x} ${y - 110}" stroke="${p.ink}" stroke-width="6"/><path d="M${x - 80} ${y - 100} Q${x} ${y - 180} ${x + 80} ${y - 100} Z" fill="${i % 2 ? p.accent : p.accent2}"/>`
  }
  return svg(
    p,
    sky() +
      sun(p, r.int(200, 1400), r.int(120, horizon - 120), r.int(45, 80)) +
      clouds(r, r.int(2, 5)) +
      sea(p, r, horizon, 760) +
      boats +
      beach(p, r, 740) +
      parasols,
  )
}

const dunesScene: Scene = (p, r) =>
  svg(
    p,
    sky() +
      sun(p, r.int(200, 1400), r.int(120, 300), r.int(40, 70)) +
      clouds(r, r.int(1, 4)) +
      dunes(p, r, r.int(500, 580), 3) +
      grass(p, r, 38, 640, 990),
  )

const phare: Scene = (p, r) => {
  const horizon = r.int(560, 620)
  const x = r.int(900, 1300)
  const beam = `<path d="M${x} ${horizon - 425} L${x - 900} ${horizon - 560} L${x - 900} ${horizon - 330} Z" fill="${p.sun}" opacity="0.18"/>`
  const jetty = `<rect x="${x - 260}" y="${horizon - 20}" width="${W - x + 260}" height="40" fill="${p.ink}"/>`
  return svg(
    p,
    sky() +
      sun(p, r.int(150, 600), r.int(150, 300), r.int(40, 70)) +
      clouds(r, 3, p.light, 0.4) +
      sea(p, r, horizon, H) +
      beam +
      jetty +
      lighthouse(p, x, horizon - 20, 400) +
      sailboat(p, r.int(200, 600), horizon + 120, 0.6),
  )
}

const marche: Scene = (p, r) => {
  let stalls = ''
  const colours = [p.accent, p.accent2, '#3d5a80', '#e07a5f']
  for (let i = 0; i < 5; i++)
    stalls += stall(
      p,
      40 + i * 315 + r.int(-10, 10),
      r.int(420, 470),
      280,
      360,
      colours[(i + r.int(0, 3)) % 4] as string,
    )
  let bunting = ''
  for (let x = 0; x < W; x += 60)
    bunting += `<path d="M${x} 250 L${x + 60} 262 L${x + 30} 310 Z" fill="${r.pick(colours)}"/>`
  let baskets = ''
  for (let i = 0; i < 14; i++)
    baskets += `<circle cx="${r.int(60, 1540)}" cy="${r.int(690, 720)}" r="${r.int(14, 26)}" fill="${r.pick([p.accent, p.accent2, '#f4d35e', '#8cb369'])}"/>`
  return svg(
    p,
    sky() +
      clouds(r, 3) +
      gableHouse(p, -20, 470, 420, 260, '#b5654a') +
      gableHouse(p, 520, 470, 380, 230, '#d8b384') +
      gableHouse(p, 1080, 470, 460, 270, '#9c6644') +
      `<path d="M0 250 Q800 300 1600 250" stroke="${p.ink}" stroke-width="3" fill="none"/>` +
      bunting +
      `<rect y="800" width="${W}" height="200" fill="${p.sandShade}"/>` +
      stalls +
      baskets,
  )
}

const charAVoile: Scene = (p, r) => {
  let yachts = ''
  for (let i = 0; i < r.int(3, 5); i++) {
    const x = r.int(150, 1450)
    const y = r.int(700, 900)
    const s = 0.5 + (y - 700) / 300
    yachts += `<g transform="translate(${x} ${y}) scale(${s.toFixed(2)})"><path d="M-90 0 L90 0" stroke="${p.ink}" stroke-width="8"/>
<circle cx="-80" cy="8" r="12" fill="${p.ink}"/><circle cx="80" cy="8" r="12" fill="${p.ink}"/><circle cx="0" cy="8" r="12" fill="${p.ink}"/>
<path d="M-10 -4 L-10 -230 L95 -20 Z" fill="${i % 2 ? p.accent : p.accent2}"/></g>`
  }
  return svg(
    p,
    sky() +
      sun(p, r.int(200, 1400), r.int(120, 260), 55) +
      clouds(r, 4) +
      sea(p, r, 520, 600) +
      beach(p, r, 590) +
      yachts,
  )
}

const digue: Scene = (p, r) => {
  let houses = ''
  const walls = ['#f1e3d3', '#c97c5d', '#e6c79c', '#a4b494', '#d6a2ad']
  for (let x = -30, i = 0; x < W; i++) {
    const w = r.int(200, 280)
    houses += gableHouse(p, x, 560, w, r.int(200, 300), walls[(i + r.int(0, 4)) % walls.length] as string)
    x += w + r.int(4, 16)
  }
  let huts = ''
  for (let i = 0; i < 8; i++) huts += stall(p, 30 + i * 200, 760, 150, 170, i % 2 ? p.accent : p.accent2)
  const railing = `<rect y="560" width="${W}" height="120" fill="${p.sandShade}"/><rect y="680" width="${W}" height="14" fill="${p.ink}"/>`
  return svg(
    p,
    sky() +
      sun(p, r.int(200, 1400), r.int(100, 200), 50) +
      clouds(r, 3) +
      houses +
      railing +
      `<rect y="694" width="${W}" height="306" fill="url(#sand)"/>` +
      huts,
  )
}

const moulin: Scene = (p, r) => {
  const x = r.int(500, 1100)
  const turn = r.int(0, 80)
  const sails = [0, 90, 180, 270]
    .map(
      (a) =>
        `<g transform="rotate(${a + turn} ${x} 330)"><rect x="${x - 14}" y="90" width="28" height="240" fill="${p.light}" stroke="${p.ink}" stroke-width="4"/></g>`,
    )
    .join('')
  let fields = ''
  for (let i = 0; i < 6; i++)
    fields += `<path d="M0 ${640 + i * 60} Q800 ${600 + i * 70} ${W} ${630 + i * 62} L${W} ${H} L0 ${H} Z" fill="${i % 2 ? p.seaTop : p.seaBottom}" opacity="0.35"/>`
  return svg(
    p,
    sky() +
      sun(p, r.int(150, 400), 180, 60) +
      clouds(r, 4) +
      `<rect y="620" width="${W}" height="380" fill="${p.sand}"/>` +
      fields +
      `<path d="M${x - 90} 640 L${x - 55} 360 L${x + 55} 360 L${x + 90} 640 Z" fill="${p.ink}"/><path d="M${x - 70} 365 L${x} 290 L${x + 70} 365 Z" fill="${p.accent}"/>` +
      sails +
      `<circle cx="${x}" cy="330" r="18" fill="${p.accent2}"/>` +
      `<path d="M0 900 Q600 860 ${W} 910" stroke="${p.accent2}" stroke-width="26" fill="none" opacity="0.7"/>`,
  )
}

const carnaval: Scene = (p, r) => {
  let confetti = ''
  for (let i = 0; i < 160; i++)
    confetti += `<rect x="${r.int(0, W)}" y="${r.int(0, 760)}" width="${r.int(8, 16)}" height="${r.int(5, 10)}" fill="${r.pick([p.accent, p.accent2, '#f4d35e', '#4ecdc4', '#ff6b6b'])}" transform="rotate(${r.int(0, 180)})"/>`
  let umbrellas = ''
  for (let i = 0; i < 9; i++) {
    const x = 90 + i * 180 + r.int(-20, 20)
    const y = r.int(700, 780)
    umbrellas += `<path d="M${x} ${y} L${x} ${y + 200}" stroke="${p.ink}" stroke-width="6"/><path d="M${x - 85} ${y} Q${x} ${y - 110} ${x + 85} ${y} Z" fill="${r.pick([p.accent, p.accent2, '#f4d35e', '#6a4c93'])}"/>`
  }
  const belfry = `<rect x="700" y="180" width="200" height="620" fill="${p.ink}"/><path d="M680 180 L800 40 L920 180 Z" fill="${p.ink}"/><circle cx="800" cy="280" r="50" fill="${p.light}"/>`
  return svg(
    p,
    sky() +
      belfry +
      gableHouse(p, 120, 800, 420, 330, '#8d5a4a') +
      gableHouse(p, 1060, 800, 440, 300, '#c18c5d') +
      `<rect y="800" width="${W}" height="200" fill="${p.ink}" opacity="0.8"/>` +
      confetti +
      umbrellas,
  )
}

const estaminet: Scene = (p, r) => {
  const wall = r.pick(['#7a3b2e', '#5b6d5b', '#3e5c76'])
  const sign =
    `<rect x="420" y="120" width="760" height="110" rx="14" fill="${p.ink}"/><rect x="440" y="140" width="720" height="70" rx="8" fill="none" stroke="${p.accent}" stroke-width="5"/>` +
    Array.from(
      { length: 9 },
      (_, i) =>
        `<rect x="${500 + i * 72}" y="160" width="44" height="30" rx="6" fill="${p.accent}" opacity="${0.5 + (i % 3) * 0.2}"/>`,
    ).join('')
  const panes = (x: number) =>
    `<path d="M${x + 210} 300 V600 M${x} 450 H${x + 420}" stroke="${wall}" stroke-width="14"/>`
  const pot = `<path d="M560 760 Q800 620 1040 760 L1000 930 L600 930 Z" fill="#1f1f1f"/><ellipse cx="800" cy="755" rx="240" ry="36" fill="#2b2b2b"/>`
  let mussels = ''
  for (let i = 0; i < 26; i++)
    mussels += `<ellipse cx="${r.int(600, 1000)}" cy="${r.int(700, 750)}" rx="26" ry="12" fill="#1c2541" stroke="${p.accent}" stroke-width="2" transform="rotate(${r.int(-40, 40)} 800 720)"/>`
  const fries = Array.from(
    { length: 14 },
    (_, i) => `<rect x="${1150 + i * 12}" y="${700 + (i % 3) * 10}" width="12" height="120" fill="#f4c95d"/>`,
  ).join('')
  return svg(
    p,
    `<rect width="${W}" height="${H}" fill="${wall}"/>` +
      sign +
      `<rect x="120" y="300" width="420" height="300" fill="${p.light}" opacity="0.85"/><rect x="1060" y="300" width="420" height="300" fill="${p.light}" opacity="0.85"/>` +
      panes(120) +
      panes(1060) +
      `<rect y="640" width="${W}" height="360" fill="#8b5e3c"/><rect y="640" width="${W}" height="24" fill="#6f4a2f"/>` +
      pot +
      mussels +
      `<path d="M1140 820 L1330 820 L1300 940 L1170 940 Z" fill="${p.accent2}"/>` +
      fries,
  )
}

const velo: Scene = (p, r) => {
  let bikes = ''
  for (let i = 0; i < r.int(2, 3); i++) {
    const x = r.int(300, 1300)
    const y = 760 + i * 60
    bikes += `<g transform="translate(${x} ${y}) scale(${(0.8 + i * 0.2).toFixed(2)})" stroke="${p.ink}" stroke-width="7" fill="none">
<circle cx="-60" cy="0" r="42"/><circle cx="60" cy="0" r="42"/><path d="M-60 0 L-10 -60 L40 -60 L60 0 M-10 -60 L0 0 L40 -60 M-18 -76 L2 -76 M40 -60 L36 -84"/>
<circle cx="-4" cy="-130" r="16" fill="${p.ink}"/><path d="M-4 -114 L0 -70 M-4 -105 L30 -84"/></g>`
  }
  const path = `<path d="M0 900 C500 820 900 880 ${W} 760 L${W} 860 C900 960 500 920 0 1000 Z" fill="${p.sandShade}"/>`
  return svg(
    p,
    sky() +
      sun(p, r.int(200, 1400), 170, 55) +
      clouds(r, 3) +
      dunes(p, r, 560, 2) +
      grass(p, r, 24, 650, 850) +
      path +
      bikes,
  )
}

export const scenes = {
  plage,
  dunes: dunesScene,
  phare,
  marche,
  'char-a-voile': charAVoile,
  digue,
  moulin,
  carnaval,
  estaminet,
  velo,
} satisfies Record<string, Scene>

export type SceneName = keyof typeof scenes
