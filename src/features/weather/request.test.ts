import { describe, expect, it } from 'vitest'
import { weatherRequestSchema } from './request'

const parse = (fields: Record<string, unknown>) =>
  weatherRequestSchema.safeParse({ id: 'accueil', ...fields })
const errorsOf = (fields: Record<string, unknown>) => {
  const result = parse(fields)
  return result.success
    ? {}
    : Object.fromEntries(result.error.issues.map((issue) => [issue.path[0], issue.message]))
}

describe('weatherRequestSchema', () => {
  it('takes the widget fields as sent, with defaults for what is missing', () => {
    expect(parse({ latlng: '51.08,2.58', location: ' Bray-Dunes ' }).data).toEqual({
      id: 'accueil',
      location: 'Bray-Dunes',
      latlng: '51.08,2.58',
      user_location: '',
      units: 'c',
      forecast_days: '5',
      owm_city_id: '0',
      geotriggered: '0',
      security: '',
    })
    expect(
      parse({
        user_location: 'Lille',
        units: 'f',
        forecast_days: '0',
        owm_city_id: '2988507',
        geotriggered: '1',
      }).success,
    ).toBe(true)
  })

  it.each([
    [{ id: 'Accueil!' }, 'id', /Identifiant de widget invalide/],
    [{ id: 'x'.repeat(41) }, 'id', /Identifiant de widget/],
    [{ id: undefined }, 'id', /Identifiant de widget manquant/],
    [{ latlng: '91,0' }, 'latlng', /Position invalide/],
    [{ latlng: 'abc' }, 'latlng', /latitude de -90 à 90/],
    [{ latlng: ['1,2', '3,4'] }, 'latlng', /./],
    [{ units: 'k' }, 'units', /Unité invalide/],
    [{ forecast_days: '8' }, 'forecast_days', /de 0 à 7/],
    [{ forecast_days: '-1' }, 'forecast_days', /de 0 à 7/],
    [{ owm_city_id: '-3' }, 'owm_city_id', /entier positif/],
    [{ geotriggered: '2' }, 'geotriggered', /0 ou 1/],
    [{ location: 'x'.repeat(81) }, 'location', /trop long/],
    [{ user_location: 'x'.repeat(101) }, 'user_location', /trop long/],
  ])('refuses %j with a French message on %s', (fields, field, message) => {
    expect(errorsOf(fields)[field]).toMatch(message)
  })
})
