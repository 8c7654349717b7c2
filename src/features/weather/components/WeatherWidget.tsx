import { createNonce } from '@/lib/nonce'
import { NO_SCRIPT, WEATHER_NONCE, placeInSentence } from '../rules'
import { LazyWeatherBox } from './LazyWeatherBox'
import './weather.css'

export type WeatherSettings = {
  place: string
  latitude: number
  longitude: number
  forecastDays: number
  units: 'c' | 'f'
}

/** A widget id as call 9 accepts it: lowercase letters, digits and dashes, 40 at most. */
export const widgetId = (value: string) =>
  value
    .toLowerCase()
    .replace(/[^a-z0-9-]+/g, '-')
    .slice(0, 40) || 'meteo'

/**
 * A weather widget (the home page's, or a rich-text block): its settings and its call's nonce, written
 * into the cached page; the browser fills it (WeatherBox), so the page never waits for the weather.
 */
export function WeatherWidget({ id, settings }: { id: string; settings: WeatherSettings }) {
  const safeId = widgetId(id)
  return (
    <LazyWeatherBox
      fallback={
        // No ids here: React shows the widget in its place once its script is there, and both stand in
        // the page for a moment.
        <section className="weather">
          <h2 className="weather__title">
            Météo à <span className="weather__place">{placeInSentence(settings.place)}</span>
          </h2>
          <div className="weather__report" />
          <noscript>
            <p className="weather__noscript">{NO_SCRIPT}</p>
          </noscript>
        </section>
      }
      id={safeId}
      nonce={createNonce(WEATHER_NONCE, safeId)}
      place={settings.place}
      latlng={`${settings.latitude},${settings.longitude}`}
      units={settings.units}
      days={settings.forecastDays}
    />
  )
}
