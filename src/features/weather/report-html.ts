import { frenchDay } from '@/lib/dates'
import { html, type SafeHtml } from '@/lib/html'
import { conditionIcon, conditionLabel } from './conditions'
import type { DailyForecast, Forecast } from './provider/types'
import { type Units, type WeatherErrorKind, temperatureIn, windDirection, windIn } from './rules'

export type WeatherReport = {
  place: string
  forecast: Forecast
  units: Units
  /** How many days after today to list (0 to 7). */
  days: number
  /** The provider's name, credited under the report. */
  credit: string
  now?: Date
}

const NBSP = '\u00a0'
const degrees = (celsius: number, units: Units) =>
  `${temperatureIn(celsius, units)}${NBSP}°${units.toUpperCase()}`
const shortDegrees = (celsius: number, units: Units) => `${temperatureIn(celsius, units)}°`

const parisDate = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Paris' })
const dayName = new Intl.DateTimeFormat('fr-FR', { weekday: 'short', day: 'numeric', timeZone: 'UTC' })
const longDayName = new Intl.DateTimeFormat('fr-FR', {
  weekday: 'long',
  day: 'numeric',
  month: 'long',
  timeZone: 'UTC',
})
const utcDay = (date: string) => new Date(`${date}T12:00:00Z`)

/** A date as French writes it: the first of the month is « 1er » (« mar. 1er », « mardi 1er »). */
const frenchDate = (format: Intl.DateTimeFormat, date: Date) =>
  format
    .formatToParts(date)
    .map((part) => (part.type === 'day' ? frenchDay(part.value) : part.value))
    .join('')

function dayItem(day: DailyForecast, units: Units): SafeHtml {
  const label = conditionLabel(day.condition)
  return html`<li class="weather-report__day"><time class="weather-report__day-name" datetime="${day.date}" title="${frenchDate(longDayName, utcDay(day.date))}">${frenchDate(dayName, utcDay(day.date))}</time>${conditionIcon(day.condition, true, 32)}<span class="visually-hidden">${label},</span><span class="weather-report__range"><span class="visually-hidden">max</span> <span class="weather-report__max">${shortDegrees(day.max, units)}</span> <span class="visually-hidden">min</span> <span class="weather-report__min">${shortDegrees(day.min, units)}</span></span></li>`
}

/**
 * Call 9's reply: the report that fills the widget's report region (the heading, the controls and the
 * form stay in place). `data-place` tells the widget the place to name in its heading.
 */
export function weatherReportHtml({
  place,
  forecast,
  units,
  days,
  credit,
  now = new Date(),
}: WeatherReport): SafeHtml {
  const { current } = forecast
  const today = parisDate.format(now)
  const todays = forecast.daily.find((day) => day.date === today)
  const next = forecast.daily.filter((day) => day.date > today).slice(0, Math.max(0, days))
  const wind = windIn(current.windSpeed, units)
  const label = conditionLabel(current.condition)
  return html`<div class="weather-report" data-place="${place}" data-units="${units}"><div class="weather-report__now">${conditionIcon(current.condition, current.isDay, 56)}<p class="weather-report__temperature">${degrees(current.temperature, units)}</p><p class="weather-report__condition">${label}</p></div><ul class="weather-report__details">${todays ? html`<li>Aujourd’hui : ${shortDegrees(todays.min, units)} à ${shortDegrees(todays.max, units)}</li>` : ''}<li>Humidité : ${Math.round(current.humidity)}${NBSP}%</li><li>Vent : ${wind.value}${NBSP}${wind.unit}, ${windDirection(current.windDirection)}</li></ul>${next.length > 0 ? html`<ol class="weather-report__days" aria-label="${next.length > 1 ? `Prévisions des ${next.length} prochains jours` : 'Prévisions de demain'}">${next.map((day) => dayItem(day, units))}</ol>` : ''}<p class="weather-report__credit">Données météo : ${credit}</p></div>`
}

const MARKER_TEXT: Record<WeatherErrorKind, string> = {
  weather: 'La météo n’est pas disponible.',
  city: 'Lieu introuvable.',
}

/** The reply the widget reads as « show your weather error » or « show your place-not-found error ». */
export const weatherErrorHtml = (kind: WeatherErrorKind): SafeHtml =>
  html`<p class="weather-report__marker" data-weather-error="${kind}">${MARKER_TEXT[kind]}</p>`
