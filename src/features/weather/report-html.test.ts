import { describe, expect, it } from 'vitest'
import type { Forecast } from './provider/types'
import { weatherErrorHtml, weatherReportHtml } from './report-html'

const day = (date: string, min: number, max: number, condition: Forecast['daily'][number]['condition']) => ({
  date,
  min,
  max,
  condition,
})

const forecast: Forecast = {
  current: {
    temperature: 12.4,
    condition: 'partly-cloudy',
    humidity: 81,
    windSpeed: 18.7,
    windDirection: 250,
    isDay: true,
  },
  daily: [
    day('2026-11-26', 8.1, 14.2, 'cloudy'),
    day('2026-11-27', 7.5, 13, 'rain'),
    day('2026-11-28', 6, 12.5, 'showers'),
    day('2026-11-29', 5.2, 15, 'clear'),
    day('2026-11-30', 9.9, 16.1, 'partly-cloudy'),
    day('2026-12-01', -1.4, 4, 'snow'),
    day('2026-12-02', 12.3, 18, 'storm'),
    day('2026-12-03', 6.6, 11, 'fog'),
  ],
}
const now = new Date('2026-11-26T10:00:00Z')
const render = (options: Partial<Parameters<typeof weatherReportHtml>[0]> = {}) =>
  weatherReportHtml({
    place: 'Bray-Dunes',
    forecast,
    units: 'c',
    days: 5,
    credit: 'Open-Meteo',
    now,
    ...options,
  }).toString()
const text = (markup: string) =>
  markup
    .replace(/<[^>]+>/g, ' ')
    .replace(/\s+/g, ' ')
    .trim()

describe('weatherReportHtml', () => {
  it('names the place and writes the conditions now, in French, in °C and km/h', () => {
    const markup = render()
    expect(markup).toMatch(/^<div class="weather-report" data-place="Bray-Dunes" data-units="c">/)
    expect(text(markup)).toContain(
      '12 °C Partiellement nuageux Aujourd’hui : 8° à 14° Humidité : 81 % Vent : 19 km/h, ouest',
    )
    expect(markup).toContain('Données météo : Open-Meteo')
  })

  it('lists the next days after today, each with its icon, its label as text, max and min', () => {
    const markup = render()
    expect(markup).toContain(
      '<ol class="weather-report__days" aria-label="Prévisions des 5 prochains jours">',
    )
    const items = markup.match(/<li class="weather-report__day">.*?<\/li>/g) ?? []
    expect(items).toHaveLength(5)
    expect(items[0]).toContain(
      '<time class="weather-report__day-name" datetime="2026-11-27" title="vendredi 27 novembre">ven. 27</time>',
    )
    expect(items[0]).toContain('data-condition="rain"')
    expect(text(items[0]!)).toBe('ven. 27 Pluie, max 13° min 8°')
    // The first of the month is « 1er », as in every French date of the site.
    expect(text(items[4]!)).toBe('mar. 1er Neige, max 4° min -1°')
    expect(items[4]).toContain('title="mardi 1er décembre"')
  })

  it('shows 7 days at most, or none', () => {
    expect(render({ days: 7 }).match(/weather-report__day"/g)).toHaveLength(7)
    expect(render({ days: 1 })).toContain('aria-label="Prévisions de demain"')
    const none = render({ days: 0 })
    expect(none).not.toContain('weather-report__days')
    expect(none).toContain('weather-report__temperature')
  })

  it('converts to Fahrenheit and mph', () => {
    const markup = text(render({ units: 'f', days: 1 }))
    expect(markup).toContain('54 °F')
    expect(markup).toContain('Vent : 12 mph, ouest')
    expect(markup).toContain('Aujourd’hui : 47° à 58°')
    expect(markup).toContain('max 55° min 46°')
  })

  it('escapes the place name', () => {
    const markup = render({ place: '<script>"x"</script>' })
    expect(markup).not.toContain('<script>')
    expect(markup).toContain('data-place="&lt;script&gt;&quot;x&quot;&lt;/script&gt;"')
  })

  it('leaves today out when the provider starts later', () => {
    const markup = render({ now: new Date('2026-11-25T10:00:00Z'), days: 2 })
    expect(markup).not.toContain('Aujourd’hui')
    expect(markup).toContain('datetime="2026-11-26"')
  })
})

describe('weatherErrorHtml', () => {
  it('marks the weather error and the place-not-found error', () => {
    expect(weatherErrorHtml('weather').toString()).toBe(
      '<p class="weather-report__marker" data-weather-error="weather">La météo n’est pas disponible.</p>',
    )
    expect(weatherErrorHtml('city').toString()).toContain('data-weather-error="city">Lieu introuvable.')
  })
})
