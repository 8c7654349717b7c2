import http from 'node:http'
import type { AddressInfo } from 'node:net'

/**
 * A stand-in for the weather providers on 127.0.0.1 (random port): Open-Meteo's forecast and place
 * search, OpenWeatherMap's current weather, 3-hour forecast and direct geocoding, answering the JSON the
 * real services answer. One server plays both (point OPEN_METEO_URL, OPEN_METEO_GEOCODING_URL and
 * OPENWEATHERMAP_URL at it). Modes: `normal`; `slow` (answers after SLOW_MS, past the site's 2 s limit);
 * `error` (500 everywhere); `not-found` (no place found by the searches).
 */
export type StubMode = 'normal' | 'slow' | 'error' | 'not-found'
export type StubRequest = { path: string; query: URLSearchParams }

export const SLOW_MS = 3000
export const OWM_KEY = 'cle-openweathermap-de-test'

/** The places the searches know, as Open-Meteo names them. */
export const KNOWN_PLACES = [
  { name: 'Dunkerque', latitude: 51.03297, longitude: 2.377, country: 'France', admin1: 'Hauts-de-France' },
  { name: 'Lille', latitude: 50.63297, longitude: 3.05858, country: 'France', admin1: 'Hauts-de-France' },
  {
    name: 'Bray-Dunes',
    latitude: 51.07786,
    longitude: 2.52188,
    country: 'France',
    admin1: 'Hauts-de-France',
  },
]

/** What the forecasts say, whatever the place: 12.4 °C, partly cloudy, then eight days. */
export const CURRENT = { temperature: 12.4, humidity: 81, wind: 18.7, direction: 250, code: 2 }
export const DAILY = {
  codes: [3, 61, 80, 0, 2, 71, 95, 45],
  max: [14.2, 13.0, 12.5, 15.0, 16.1, 4.0, 18.0, 11.0],
  min: [8.1, 7.5, 6.0, 5.2, 9.9, -1.4, 12.3, 6.6],
}

const parisDate = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Paris' })
const daysFromToday = (count: number) =>
  Array.from({ length: count }, (_, i) => parisDate.format(new Date(Date.now() + i * 86_400_000)))

function openMeteoForecast(query: URLSearchParams) {
  const days = Number(query.get('forecast_days') ?? 7)
  const now = new Date()
  return {
    latitude: Number(query.get('latitude')),
    longitude: Number(query.get('longitude')),
    generationtime_ms: 0.05,
    utc_offset_seconds: 3600,
    timezone: 'Europe/Paris',
    timezone_abbreviation: 'GMT+1',
    elevation: 5,
    current_units: {
      time: 'iso8601',
      interval: 'seconds',
      temperature_2m: '°C',
      relative_humidity_2m: '%',
      is_day: '',
      weather_code: 'wmo code',
      wind_speed_10m: 'km/h',
      wind_direction_10m: '°',
    },
    current: {
      time: `${parisDate.format(now)}T12:00`,
      interval: 900,
      temperature_2m: CURRENT.temperature,
      relative_humidity_2m: CURRENT.humidity,
      is_day: 1,
      weather_code: CURRENT.code,
      wind_speed_10m: CURRENT.wind,
      wind_direction_10m: CURRENT.direction,
    },
    daily_units: {
      time: 'iso8601',
      weather_code: 'wmo code',
      temperature_2m_max: '°C',
      temperature_2m_min: '°C',
    },
    daily: {
      time: daysFromToday(days),
      weather_code: DAILY.codes.slice(0, days),
      temperature_2m_max: DAILY.max.slice(0, days),
      temperature_2m_min: DAILY.min.slice(0, days),
    },
  }
}

function openMeteoSearch(query: URLSearchParams, mode: StubMode) {
  const name = (query.get('name') ?? '').trim().toLowerCase()
  const found =
    mode === 'not-found' ? undefined : KNOWN_PLACES.find((place) => place.name.toLowerCase() === name)
  // Without a match Open-Meteo leaves `results` out.
  if (!found) return { generationtime_ms: 0.4 }
  return {
    results: [
      {
        id: 3020686,
        ...found,
        elevation: 4,
        feature_code: 'PPLA3',
        country_code: 'FR',
        timezone: 'Europe/Paris',
        population: 87353,
        postcodes: ['59140'],
        country_id: 3017382,
        admin2: 'Nord',
      },
    ],
    generationtime_ms: 0.9,
  }
}

const OWM_WEATHER = [
  { id: 802, main: 'Clouds', description: 'partiellement nuageux', icon: '03d' },
  { id: 500, main: 'Rain', description: 'légère pluie', icon: '10d' },
]

function owmCurrent(query: URLSearchParams) {
  const dt = Math.floor(Date.now() / 1000)
  return {
    coord: { lon: Number(query.get('lon') ?? 2.58), lat: Number(query.get('lat') ?? 51.08) },
    weather: [OWM_WEATHER[0]],
    base: 'stations',
    main: {
      temp: CURRENT.temperature,
      feels_like: 10.9,
      temp_min: 11.8,
      temp_max: 13.1,
      pressure: 1012,
      humidity: CURRENT.humidity,
      sea_level: 1012,
      grnd_level: 1011,
    },
    visibility: 10000,
    wind: { speed: 5.2, deg: CURRENT.direction, gust: 9.8 },
    clouds: { all: 40 },
    dt,
    sys: { type: 2, id: 2000000, country: 'FR', sunrise: dt - 3600, sunset: dt + 3600 },
    timezone: 3600,
    id: query.get('id') ? Number(query.get('id')) : 3030257,
    name: query.get('id') ? 'Malo-les-Bains' : 'Bray-Dunes',
    cod: 200,
  }
}

function owmForecast() {
  const start = Math.ceil(Date.now() / 10_800_000) * 10_800
  const list = Array.from({ length: 40 }, (_, i) => {
    const dt = start + i * 10_800
    return {
      dt,
      main: {
        temp: 10 + (i % 8),
        feels_like: 9,
        temp_min: 9 + (i % 8),
        temp_max: 11 + (i % 8),
        pressure: 1010,
        sea_level: 1010,
        grnd_level: 1009,
        humidity: 85,
        temp_kf: 0.4,
      },
      weather: [OWM_WEATHER[i % 2]],
      clouds: { all: 90 },
      wind: { speed: 6.5, deg: 245, gust: 12.1 },
      visibility: 10000,
      pop: 0.4,
      sys: { pod: 'd' },
      dt_txt: new Date(dt * 1000).toISOString().replace('T', ' ').slice(0, 19),
    }
  })
  return {
    cod: '200',
    message: 0,
    cnt: list.length,
    list,
    city: {
      id: 3030257,
      name: 'Bray-Dunes',
      coord: { lat: 51.08, lon: 2.58 },
      country: 'FR',
      population: 4600,
      timezone: 3600,
      sunrise: 0,
      sunset: 0,
    },
  }
}

function owmDirect(query: URLSearchParams, mode: StubMode) {
  const name = (query.get('q') ?? '').trim().toLowerCase()
  const found =
    mode === 'not-found' ? undefined : KNOWN_PLACES.find((place) => place.name.toLowerCase() === name)
  if (!found) return []
  return [
    {
      name: found.name,
      local_names: { fr: found.name, nl: `${found.name} (nl)` },
      lat: found.latitude,
      lon: found.longitude,
      country: 'FR',
      state: found.admin1,
    },
  ]
}

/** The answer to one request: a status and a JSON body. */
function answer(path: string, query: URLSearchParams, mode: StubMode): [number, unknown] {
  if (path === '/v1/forecast') {
    const latitude = Number(query.get('latitude'))
    if (!(Math.abs(latitude) <= 90))
      return [400, { error: true, reason: `Latitude must be in range of -90 to 90°. Given: ${latitude}.` }]
    return [200, openMeteoForecast(query)]
  }
  if (path === '/v1/search') return [200, openMeteoSearch(query, mode)]
  if (path.startsWith('/data/2.5/') || path.startsWith('/geo/1.0/')) {
    if (query.get('appid') !== OWM_KEY)
      return [
        401,
        {
          cod: 401,
          message: 'Invalid API key. Please see https://openweathermap.org/faq#error401 for more info.',
        },
      ]
    if (path === '/data/2.5/weather') return [200, owmCurrent(query)]
    if (path === '/data/2.5/forecast') return [200, owmForecast()]
    if (path === '/geo/1.0/direct') return [200, owmDirect(query, mode)]
  }
  return [404, { cod: '404', message: 'Internal error' }]
}

export type WeatherStub = {
  url: string
  requests: StubRequest[]
  mode: StubMode
  /** Requests to `path` (for instance `/v1/forecast`) since the start or the last `reset()`. */
  count: (path: string) => number
  reset: () => void
  close: () => Promise<void>
}

export async function startWeatherStub(): Promise<WeatherStub> {
  const stub = { mode: 'normal' as StubMode, requests: [] as StubRequest[] }
  const server = http.createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://127.0.0.1')
    stub.requests.push({ path: url.pathname, query: url.searchParams })
    const send = () => {
      if (response.destroyed) return
      if (stub.mode === 'error')
        return response.writeHead(500, { 'content-type': 'text/plain' }).end('Internal Server Error')
      const [status, body] = answer(url.pathname, url.searchParams, stub.mode)
      response
        .writeHead(status, { 'content-type': 'application/json; charset=utf-8' })
        .end(JSON.stringify(body))
    }
    if (stub.mode === 'slow') setTimeout(send, SLOW_MS)
    else send()
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  return Object.assign(stub, {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    count: (path: string) => stub.requests.filter((request) => request.path === path).length,
    reset: () => {
      stub.requests.length = 0
      stub.mode = 'normal'
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections()
        server.close(() => resolve())
      }),
  })
}
