import { html, type SafeHtml } from '@/lib/html'

/**
 * The few kinds of weather the widget tells apart, whatever the provider: Open-Meteo's WMO codes and
 * OpenWeatherMap's condition ids both map onto them. Each has a French label and an icon.
 */
export const CONDITIONS = {
  clear: 'Ciel dégagé',
  'partly-cloudy': 'Partiellement nuageux',
  cloudy: 'Couvert',
  fog: 'Brouillard',
  drizzle: 'Bruine',
  rain: 'Pluie',
  showers: 'Averses',
  snow: 'Neige',
  storm: 'Orage',
} as const

export type Condition = keyof typeof CONDITIONS

export const conditionLabel = (condition: Condition) => CONDITIONS[condition]

/** WMO weather interpretation codes, as Open-Meteo gives them. */
export function conditionOfWmo(code: number): Condition {
  if (code === 0) return 'clear'
  if (code === 1 || code === 2) return 'partly-cloudy'
  if (code === 45 || code === 48) return 'fog'
  if (code >= 51 && code <= 57) return 'drizzle'
  if (code >= 61 && code <= 67) return 'rain'
  if (code >= 80 && code <= 82) return 'showers'
  if ((code >= 71 && code <= 77) || code === 85 || code === 86) return 'snow'
  if (code >= 95 && code <= 99) return 'storm'
  return 'cloudy'
}

/** OpenWeatherMap's condition ids (2xx storms, 3xx drizzle, 5xx rain, 6xx snow, 7xx haze, 80x clouds). */
export function conditionOfOwm(id: number): Condition {
  if (id >= 200 && id < 300) return 'storm'
  if (id >= 300 && id < 400) return 'drizzle'
  if (id >= 520 && id < 600) return 'showers'
  if (id === 511) return 'snow'
  if (id >= 500 && id < 600) return 'rain'
  if (id >= 600 && id < 700) return 'snow'
  if (id === 781) return 'storm'
  if (id >= 700 && id < 800) return 'fog'
  if (id === 800) return 'clear'
  if (id === 801 || id === 802) return 'partly-cloudy'
  return 'cloudy'
}

const CLOUD = 'M7 18h10a4 4 0 0 0 .6-7.95A6 6 0 0 0 6.1 11.1 3.5 3.5 0 0 0 7 18z'
const SMALL_CLOUD = 'M8 19h9a3.5 3.5 0 0 0 .5-6.96A5 5 0 0 0 8 12.5 3.25 3.25 0 0 0 8 19z'
const SUN_RAYS =
  'M12 2v2M12 20v2M4.9 4.9l1.4 1.4M17.7 17.7l1.4 1.4M2 12h2M20 12h2M4.9 19.1l1.4-1.4M17.7 6.3l1.4-1.4'
const drops = (short: boolean) =>
  short ? 'M9 20.5v1M13 20.5v1M17 20.5v1' : 'M8.5 19.5l-1 2.5M12.5 19.5l-1 2.5M16.5 19.5l-1 2.5'

/** The drawing of each condition (24 × 24, strokes in the text colour); clear sky has a night form. */
function shapes(condition: Condition, isDay: boolean): string[] {
  const raised = 'M7 15h10a4 4 0 0 0 .6-7.95A6 6 0 0 0 6.1 8.1 3.5 3.5 0 0 0 7 15z'
  switch (condition) {
    case 'clear':
      return isDay
        ? ['M12 8a4 4 0 1 0 0 8 4 4 0 0 0 0-8z', SUN_RAYS]
        : ['M20 14.5A8 8 0 0 1 9.5 4a8 8 0 1 0 10.5 10.5z']
    case 'partly-cloudy':
      return ['M8 3v1.5M3.5 8H5M4.8 4.8l1 1M11.2 4.8l-1 1', 'M5.6 10.2A3 3 0 0 1 10.9 7', SMALL_CLOUD]
    case 'cloudy':
      return [CLOUD]
    case 'fog':
      return ['M4 9h16M3 13h18M5 17h14M8 21h8']
    case 'drizzle':
      return [raised, drops(true)]
    case 'rain':
      return [raised, drops(false)]
    case 'showers':
      return [raised, drops(false), 'M18.5 3v1.5M21 5.5h-1.5']
    case 'snow':
      return [raised, 'M8 19.5h.01M12 21h.01M16 19.5h.01M10 22.5h.01M14 22.5h.01']
    case 'storm':
      return [raised, 'M13 14l-3 4h4l-3 4']
  }
}

/** The condition's icon, hidden from screen readers: its label is always written beside it. */
export function conditionIcon(condition: Condition, isDay = true, size = 48): SafeHtml {
  const paths = shapes(condition, isDay).map((d) => html`<path d="${d}"/>`)
  return html`<svg class="weather-report__icon" viewBox="0 0 24 24" width="${size}" height="${size}" aria-hidden="true" focusable="false" fill="none" stroke="currentColor" stroke-width="1.6" stroke-linecap="round" stroke-linejoin="round" data-condition="${condition}">${paths}</svg>`
}
