/** Colour moods of the generated pictures: the same scene at several times of day or seasons. */
export type Palette = {
  skyTop: string
  skyBottom: string
  seaTop: string
  seaBottom: string
  sand: string
  sandShade: string
  sun: string
  ink: string // silhouettes
  accent: string
  accent2: string
  light: string // windows, highlights
}

export const palettes = {
  matin: {
    skyTop: '#9fd3ee',
    skyBottom: '#fdf1dc',
    seaTop: '#5aa7bd',
    seaBottom: '#2f6f85',
    sand: '#ecdcb0',
    sandShade: '#d3bd86',
    sun: '#fff4c2',
    ink: '#2d3e50',
    accent: '#e4572e',
    accent2: '#29a19c',
    light: '#fffbe8',
  },
  midi: {
    skyTop: '#3fa9e0',
    skyBottom: '#cdeefb',
    seaTop: '#1b86a8',
    seaBottom: '#0f4f6b',
    sand: '#f3e2b3',
    sandShade: '#dcc487',
    sun: '#fffbe0',
    ink: '#1f2d3a',
    accent: '#f2a541',
    accent2: '#d7263d',
    light: '#ffffff',
  },
  couchant: {
    skyTop: '#5b4a7a',
    skyBottom: '#f9a66c',
    seaTop: '#7a5c86',
    seaBottom: '#2f2545',
    sand: '#d9a46e',
    sandShade: '#b07d4f',
    sun: '#ff7847',
    ink: '#241a2e',
    accent: '#ffd166',
    accent2: '#ef476f',
    light: '#ffe3a3',
  },
  hiver: {
    skyTop: '#a9b8c3',
    skyBottom: '#eef2f4',
    seaTop: '#6f8896',
    seaBottom: '#3f5561',
    sand: '#d8cfc4',
    sandShade: '#b9ab9b',
    sun: '#fdfdfd',
    ink: '#2b3338',
    accent: '#c0392b',
    accent2: '#2e86ab',
    light: '#fff6d6',
  },
  nuit: {
    skyTop: '#0c1633',
    skyBottom: '#34457a',
    seaTop: '#1d2c52',
    seaBottom: '#0a1126',
    sand: '#58546b',
    sandShade: '#423f55',
    sun: '#f4f1c9',
    ink: '#05070f',
    accent: '#ffcf56',
    accent2: '#7bdff2',
    light: '#ffe9a8',
  },
  prairie: {
    skyTop: '#7cc4e8',
    skyBottom: '#e9f6fb',
    seaTop: '#7fb069',
    seaBottom: '#4f7942',
    sand: '#c9d99a',
    sandShade: '#9fb86b',
    sun: '#fff6c9',
    ink: '#2e3a23',
    accent: '#d1495b',
    accent2: '#edae49',
    light: '#fffdf0',
  },
} satisfies Record<string, Palette>

export type PaletteName = keyof typeof palettes
