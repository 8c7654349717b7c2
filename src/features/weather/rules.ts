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
