/** The weather widget's rules and constants (docs/behaviour/weather.md). */
export const WEATHER_ACTION = 'awesome_weather_refresh'
/** The purpose of the weather call's nonce (src/lib/nonce.ts), made per widget id. */
export const WEATHER_NONCE = 'weather'

/** The town the site is about: the default place of every widget. */
export const TOWN = { place: 'Bray-Dunes', latitude: 51.08, longitude: 2.58 } as const

export const FORECAST_DAYS = { min: 0, max: 7, default: 5 } as const

/** The browser's position: high accuracy, at most 5 s. */
export const GEOLOCATION_OPTIONS = { enableHighAccuracy: true, timeout: 5000, maximumAge: 600_000 } as const

/** Provider answers are kept 15 minutes per rounded location; every provider call has 2 s. */
export const FORECAST_TTL_MS = 15 * 60 * 1000
export const PROVIDER_TIMEOUT_MS = 2000

/** A failed provider call is remembered this long, so that a provider that is down is not hammered. */
export const FAILURE_TTL_MS = 60 * 1000
/** A place typed in the location form keeps its coordinates (or its absence) for a day. */
export const GEOCODE_TTL_MS = 24 * 60 * 60 * 1000
/** At most this many answers are kept in memory; the oldest go first. */
export const CACHE_MAX_ENTRIES = 1000

/** The error markers of call 9's reply: the widget shows the weather error or the place-not-found one. */
export type WeatherErrorKind = 'weather' | 'city'
export const ERROR_ATTRIBUTE = 'data-weather-error'

/** What the widget says about a place that is not its own: the browser's position. */
export const OWN_POSITION = 'Votre position'

/** The place as it reads after « Météo à »: « Météo à Lille », « Météo à votre position ». */
export const placeInSentence = (place: string) => (place === OWN_POSITION ? 'votre position' : place)

export type Units = 'c' | 'f'
export type Coordinates = { latitude: number; longitude: number }

/** "lat,lng" as the browser sends it: two decimal numbers in range, or null. */
export function parseLatLng(value: string): Coordinates | null {
  const match = /^\s*(-?\d{1,3}(?:\.\d{1,12})?)\s*,\s*(-?\d{1,3}(?:\.\d{1,12})?)\s*$/.exec(value)
  if (!match) return null
  const latitude = Number(match[1])
  const longitude = Number(match[2])
  if (Math.abs(latitude) > 90 || Math.abs(longitude) > 180) return null
  return { latitude, longitude }
}

/** Coordinates to 2 decimals (about 1 km): nearby visitors share one provider answer. */
export const roundCoordinates = ({ latitude, longitude }: Coordinates): Coordinates => ({
  latitude: Math.round(latitude * 100) / 100 || 0,
  longitude: Math.round(longitude * 100) / 100 || 0,
})

export const latLngOf = ({ latitude, longitude }: Coordinates) => `${latitude},${longitude}`

/** A temperature in °C shown in the widget's unit, rounded to a whole degree. */
export function temperatureIn(celsius: number, units: Units): number {
  return Math.round(units === 'f' ? (celsius * 9) / 5 + 32 : celsius) || 0
}

/** A wind speed in km/h shown in the widget's unit system: km/h, or mph with Fahrenheit. */
export function windIn(kmh: number, units: Units): { value: number; unit: string } {
  return units === 'f'
    ? { value: Math.round(kmh / 1.609344), unit: 'mph' }
    : { value: Math.round(kmh), unit: 'km/h' }
}

const DIRECTIONS = ['nord', 'nord-est', 'est', 'sud-est', 'sud', 'sud-ouest', 'ouest', 'nord-ouest'] as const

/** Where the wind comes from, in words: 250° is "ouest". */
export function windDirection(degrees: number): string {
  const index = Math.round((((degrees % 360) + 360) % 360) / 45) % 8
  return DIRECTIONS[index]!
}

/** What a browser without script shows in place of the weather. */
export const NO_SCRIPT = 'La météo s’affiche quand JavaScript est activé.'
