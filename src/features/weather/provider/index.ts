import 'server-only'
import { env } from '@/lib/env'
import { openMeteo } from './open-meteo'
import { openWeatherMap } from './openweathermap'
import type { WeatherProvider } from './types'

export type { Forecast, ForecastTarget, Place, WeatherProvider } from './types'

let chosen: WeatherProvider | undefined

/** OpenWeatherMap when its key is configured, Open-Meteo (no key) otherwise. */
export function weatherProvider(): WeatherProvider {
  if (!chosen) {
    const config = env()
    chosen = config.OPENWEATHERMAP_API_KEY
      ? openWeatherMap(config.OPENWEATHERMAP_URL, config.OPENWEATHERMAP_API_KEY)
      : openMeteo(config.OPEN_METEO_URL, config.OPEN_METEO_GEOCODING_URL)
  }
  return chosen
}
