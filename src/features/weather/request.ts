import { z } from 'zod'
import { FORECAST_DAYS, parseLatLng } from './rules'

/**
 * The fields of call 9 (`action=awesome_weather_refresh`), form-encoded as the widget sends them
 * (docs/behaviour/weather.md). Fields other browsers' scripts may add are ignored.
 */
export const weatherRequestSchema = z.object({
  id: z
    .string('Identifiant de widget manquant.')
    .regex(/^[a-z0-9-]{1,40}$/, 'Identifiant de widget invalide : lettres minuscules, chiffres et tirets.'),
  location: z.string().trim().max(80, 'Nom de lieu trop long (80 caractères au plus).').default(''),
  latlng: z
    .string()
    .max(60, 'Position invalide.')
    .default('')
    .refine(
      (value) => value.trim() === '' || parseLatLng(value) !== null,
      'Position invalide : « latitude,longitude », latitude de -90 à 90 et longitude de -180 à 180.',
    ),
  user_location: z.string().trim().max(100, 'Lieu recherché trop long (100 caractères au plus).').default(''),
  units: z.enum(['c', 'f'], 'Unité invalide : c (Celsius) ou f (Fahrenheit).').default('c'),
  forecast_days: z
    .string()
    .regex(/^[0-7]$/, `Nombre de jours invalide : de ${FORECAST_DAYS.min} à ${FORECAST_DAYS.max}.`)
    .default(String(FORECAST_DAYS.default)),
  owm_city_id: z
    .string()
    .regex(/^\d{1,10}$/, 'Identifiant de ville invalide : un nombre entier positif ou 0.')
    .default('0'),
  geotriggered: z.enum(['0', '1'], 'geotriggered vaut 0 ou 1.').default('0'),
  security: z.string().max(100, 'Jeton de sécurité invalide.').default(''),
})

export type WeatherRequest = z.infer<typeof weatherRequestSchema>
