import { z } from 'zod'
import { conditionOfOwm } from '../conditions'
import { fetchJson } from './http'
import type { DailyForecast, Forecast, ForecastTarget, Place, WeatherProvider } from './types'

const condition = z.array(z.object({ id: z.number() })).min(1)

const currentAnswer = z.object({
  weather: condition,
  main: z.object({ temp: z.number(), humidity: z.number() }),
  wind: z.object({ speed: z.number(), deg: z.number().default(0) }),
  dt: z.number(),
  sys: z.object({ sunrise: z.number().optional(), sunset: z.number().optional() }).optional(),
  name: z.string().optional(),
})

const forecastAnswer = z.object({
  list: z.array(
    z.object({
      dt: z.number(),
      main: z.object({ temp_min: z.number(), temp_max: z.number() }),
      weather: condition,
    }),
  ),
})

const directAnswer = z.array(
  z.object({
    name: z.string(),
    local_names: z.record(z.string(), z.string()).optional(),
    lat: z.number(),
    lon: z.number(),
    country: z.string().optional(),
    state: z.string().optional(),
  }),
)

const parisDay = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Paris' })
const parisHour = new Intl.DateTimeFormat('en-GB', {
  timeZone: 'Europe/Paris',
  hour: 'numeric',
  hour12: false,
})

type Step = z.infer<typeof forecastAnswer>['list'][number]

/**
 * The 3-hour steps of `/data/2.5/forecast` as days of the Europe/Paris calendar: the lowest and highest
 * temperature of the day, and the condition of the step nearest midday.
 */
export function dailyOfSteps(steps: Step[]): DailyForecast[] {
  const days = new Map<string, Step[]>()
  for (const step of steps) {
    const date = parisDay.format(new Date(step.dt * 1000))
    days.set(date, [...(days.get(date) ?? []), step])
  }
  return [...days].map(([date, list]) => {
    const midday = list.reduce((best, step) => {
      const distance = (s: Step) => Math.abs(Number(parisHour.format(new Date(s.dt * 1000))) - 13)
      return distance(step) < distance(best) ? step : best
    })
    return {
      date,
      min: Math.min(...list.map((step) => step.main.temp_min)),
      max: Math.max(...list.map((step) => step.main.temp_max)),
      condition: conditionOfOwm(midday.weather[0]!.id),
    }
  })
}

/**
 * OpenWeatherMap with an API key: `/data/2.5/weather` and `/data/2.5/forecast` (3-hour steps over 5
 * days, so at most 5 or 6 days), `/geo/1.0/direct` to find a place; metric units, French names. Its
 * city ids (`owm_city_id`) can be asked for directly.
 */
export function openWeatherMap(baseUrl: string, apiKey: string): WeatherProvider {
  const endpoint = (path: string, query: Record<string, string>) => {
    const url = new URL(`${baseUrl}${path}`)
    url.search = new URLSearchParams({ ...query, appid: apiKey }).toString()
    return url
  }
  return {
    name: 'openweathermap',
    credit: 'OpenWeatherMap',
    citiesById: true,
    async forecast(target: ForecastTarget): Promise<Forecast> {
      const where: Record<string, string> =
        target.kind === 'city'
          ? { id: String(target.id) }
          : { lat: String(target.at.latitude), lon: String(target.at.longitude) }
      const query = { ...where, units: 'metric', lang: 'fr' }
      const [now, steps] = await Promise.all([
        fetchJson(endpoint('/data/2.5/weather', query), currentAnswer),
        fetchJson(endpoint('/data/2.5/forecast', query), forecastAnswer),
      ])
      const { sunrise, sunset } = now.sys ?? {}
      return {
        current: {
          temperature: now.main.temp,
          condition: conditionOfOwm(now.weather[0]!.id),
          humidity: now.main.humidity,
          // Metric units give metres per second.
          windSpeed: now.wind.speed * 3.6,
          windDirection: now.wind.deg,
          isDay: sunrise === undefined || sunset === undefined || (now.dt >= sunrise && now.dt < sunset),
        },
        daily: dailyOfSteps(steps.list),
        placeName: now.name || undefined,
      }
    },
    async geocode(name: string): Promise<Place | null> {
      const [found] = await fetchJson(endpoint('/geo/1.0/direct', { q: name, limit: '1' }), directAnswer)
      if (!found) return null
      return {
        name: found.local_names?.fr ?? found.name,
        latitude: found.lat,
        longitude: found.lon,
        region: found.state,
        country: found.country,
      }
    },
  }
}
