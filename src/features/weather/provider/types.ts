import type { Condition } from '../conditions'
import type { Coordinates } from '../rules'

/** Conditions now, in metric units: the widget converts at render time. */
export type CurrentWeather = {
  temperature: number
  condition: Condition
  /** Relative humidity, in %. */
  humidity: number
  /** km/h. */
  windSpeed: number
  /** Degrees the wind comes from. */
  windDirection: number
  isDay: boolean
}

export type DailyForecast = { date: string; min: number; max: number; condition: Condition }

export type Forecast = {
  current: CurrentWeather
  /** From today (Europe/Paris) on, up to 8 days. */
  daily: DailyForecast[]
  /** The provider's name for the place, when it gives one. */
  placeName?: string
}

export type Place = Coordinates & { name: string; region?: string; country?: string }

/** Where a forecast is asked for: coordinates, or a city id of OpenWeatherMap's list. */
export type ForecastTarget = { kind: 'coordinates'; at: Coordinates } | { kind: 'city'; id: number }

/**
 * A weather service behind the widget. Every method rejects on a slow (PROVIDER_TIMEOUT_MS), failing or
 * malformed answer; `geocode` resolves null when the place is unknown.
 */
export type WeatherProvider = {
  name: 'open-meteo' | 'openweathermap'
  /** Shown under the report, as the services' terms ask. */
  credit: string
  /** Whether the provider knows city ids (`owm_city_id`). */
  citiesById: boolean
  forecast(target: ForecastTarget): Promise<Forecast>
  geocode(name: string): Promise<Place | null>
}
