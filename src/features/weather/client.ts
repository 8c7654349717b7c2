import { postAjax } from '@/lib/ajax/client'
import { ERROR_ATTRIBUTE, WEATHER_ACTION, type WeatherErrorKind, placeInSentence } from './rules'

/** Call 9's fields, as the widget sends them (docs/behaviour/weather.md). */
export type WeatherFields = {
  id: string
  location: string
  latlng: string
  user_location: string
  units: string
  forecast_days: string
  owm_city_id: string
  geotriggered: string
  security: string
}

export type WeatherReply =
  | { kind: 'report'; html: string; place: string; summary: string }
  | { kind: 'error'; error: WeatherErrorKind }

const WEATHER_ERROR = { kind: 'error', error: 'weather' } as const

/**
 * Reads call 9's answer: the report (with the place it names and a sentence for the live region), or
 * the error it marks. An empty answer, `false` or anything else unexpected is the weather error.
 */
export function readWeatherReply(text: string): WeatherReply {
  const template = document.createElement('template')
  template.innerHTML = text.trim() === 'false' ? '' : text
  const marker = template.content.querySelector(`[${ERROR_ATTRIBUTE}]`)
  if (marker)
    return marker.getAttribute(ERROR_ATTRIBUTE) === 'city' ? { kind: 'error', error: 'city' } : WEATHER_ERROR
  const report = template.content.querySelector<HTMLElement>('.weather-report')
  if (!report) return WEATHER_ERROR
  const part = (name: string) => report.querySelector(`.weather-report__${name}`)?.textContent ?? ''
  const place = report.dataset.place ?? ''
  return {
    kind: 'report',
    html: text,
    place,
    summary: `Météo à ${placeInSentence(place)} : ${part('temperature')}, ${part('condition')}.`,
  }
}

/** Sends call 9; a network failure or a refusal (4xx, 5xx) reads as the weather error. */
export async function requestWeather(fields: WeatherFields): Promise<WeatherReply> {
  try {
    const response = await postAjax({ action: WEATHER_ACTION, ...fields })
    return readWeatherReply(await response.text())
  } catch {
    return WEATHER_ERROR
  }
}
