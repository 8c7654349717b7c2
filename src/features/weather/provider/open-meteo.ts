import { z } from 'zod'
import { conditionOfWmo } from '../conditions'
import { fetchJson } from './http'
import type { Forecast, ForecastTarget, Place, WeatherProvider } from './types'

const forecastAnswer = z.object({
  current: z.object({
    temperature_2m: z.number(),
    relative_humidity_2m: z.number(),
    is_day: z.number(),
    weather_code: z.number(),
    wind_speed_10m: z.number(),
    wind_direction_10m: z.number(),
  }),
  daily: z.object({
    time: z.array(z.string()),
    weather_code: z.array(z.number().nullable()),
    temperature_2m_max: z.array(z.number().nullable()),
    temperature_2m_min: z.array(z.number().nullable()),
  }),
})

// Without a match the answer has no `results` at all.
const searchAnswer = z.object({
  results: z
    .array(
      z.object({
        name: z.string(),
        latitude: z.number(),
        longitude: z.number(),
        country: z.string().optional(),
        admin1: z.string().optional(),
      }),
    )
    .optional(),
})

/** Today and the 7 days after: the most a widget shows, whatever its own number of days. */
const DAYS = 8

/**
 * Open-Meteo: forecasts and place search without a key (`/v1/forecast`, `/v1/search`). Wind in km/h,
 * days in the Europe/Paris calendar.
 */
export function openMeteo(forecastUrl: string, geocodingUrl: string): WeatherProvider {
  return {
    name: 'open-meteo',
    credit: 'Open-Meteo',
    citiesById: false,
    async forecast(target: ForecastTarget): Promise<Forecast> {
      if (target.kind !== 'coordinates')
        throw new Error('Open-Meteo ne connaît pas les identifiants de ville')
      const url = new URL(`${forecastUrl}/v1/forecast`)
      url.search = new URLSearchParams({
        latitude: String(target.at.latitude),
        longitude: String(target.at.longitude),
        current: 'temperature_2m,relative_humidity_2m,is_day,weather_code,wind_speed_10m,wind_direction_10m',
        daily: 'weather_code,temperature_2m_max,temperature_2m_min',
        timezone: 'Europe/Paris',
        forecast_days: String(DAYS),
        wind_speed_unit: 'kmh',
      }).toString()
      const { current, daily } = await fetchJson(url, forecastAnswer)
      return {
        current: {
          temperature: current.temperature_2m,
          condition: conditionOfWmo(current.weather_code),
          humidity: current.relative_humidity_2m,
          windSpeed: current.wind_speed_10m,
          windDirection: current.wind_direction_10m,
          isDay: current.is_day === 1,
        },
        daily: daily.time.flatMap((date, i) => {
          const [code, max, min] = [
            daily.weather_code[i],
            daily.temperature_2m_max[i],
            daily.temperature_2m_min[i],
          ]
          // A day the model does not reach yet comes as nulls: it is left out.
          if (code == null || max == null || min == null) return []
          return [{ date, min, max, condition: conditionOfWmo(code) }]
        }),
      }
    },
    async geocode(name: string): Promise<Place | null> {
      const url = new URL(`${geocodingUrl}/v1/search`)
      url.search = new URLSearchParams({ name, count: '1', language: 'fr', format: 'json' }).toString()
      const [found] = (await fetchJson(url, searchAnswer)).results ?? []
      if (!found) return null
      return {
        name: found.name,
        latitude: found.latitude,
        longitude: found.longitude,
        region: found.admin1,
        country: found.country,
      }
    },
  }
}
