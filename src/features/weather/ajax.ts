import 'server-only'
import { ajaxError } from '@/lib/ajax/dispatch'
import { defineAjaxAction } from '@/lib/ajax/types'
import { verifyNonce } from '@/lib/nonce'
import { payloadClient } from '@/lib/payload'
import { lookUpWeather, sharedCache } from './forecast'
import { weatherProvider } from './provider'
import { weatherErrorHtml, weatherReportHtml } from './report-html'
import { weatherRequestSchema } from './request'
import { WEATHER_NONCE, parseLatLng } from './rules'

const logFailure = async (error: unknown) =>
  (await payloadClient()).logger.warn(
    { provider: weatherProvider().name, reason: (error as Error).message },
    'weather provider failed',
  )

/**
 * Call 9, `action=awesome_weather_refresh`: the weather of a typed place, an OpenWeatherMap city or
 * coordinates, as the HTML that fills the widget; a place not found or a provider that is slow or down
 * answers 200 with an error marker the widget reads. Bad fields: 400; a wrong nonce: 403
 * (docs/behaviour/weather.md).
 */
export const weatherRefreshAction = defineAjaxAction({
  shared: true,
  schema: weatherRequestSchema,
  rateLimit: 'weather',
  async handle(input) {
    if (!verifyNonce(input.security, WEATHER_NONCE, input.id))
      return ajaxError(403, 'Jeton de sécurité invalide ou expiré : rechargez la page.')
    const provider = weatherProvider()
    const outcome = await lookUpWeather(
      {
        userLocation: input.user_location,
        cityId: Number(input.owm_city_id),
        at: input.latlng.trim() ? parseLatLng(input.latlng) : null,
        location: input.location,
        geotriggered: input.geotriggered === '1',
      },
      { provider, cache: sharedCache, onFailure: (error) => void logFailure(error) },
    )
    if (outcome.kind === 'nowhere')
      return ajaxError(400, 'Lieu manquant : envoyez latlng (« latitude,longitude ») ou user_location.')
    if (outcome.kind === 'error') return { html: weatherErrorHtml(outcome.error).toString() }
    const report = weatherReportHtml({
      place: outcome.place,
      forecast: outcome.forecast,
      units: input.units,
      days: Number(input.forecast_days),
      credit: provider.credit,
    })
    return { html: report.toString() }
  },
})
