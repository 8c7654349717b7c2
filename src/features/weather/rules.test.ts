import { describe, expect, it } from 'vitest'
import {
  FORECAST_TTL_MS,
  GEOLOCATION_OPTIONS,
  PROVIDER_TIMEOUT_MS,
  parseLatLng,
  roundCoordinates,
  temperatureIn,
  windDirection,
  windIn,
} from './rules'

describe('weather rules', () => {
  it('asks the browser for a precise position within 5 s, and the provider within 2 s', () => {
    expect(GEOLOCATION_OPTIONS).toMatchObject({ enableHighAccuracy: true, timeout: 5000 })
    expect(PROVIDER_TIMEOUT_MS).toBe(2000)
    expect(FORECAST_TTL_MS).toBe(15 * 60 * 1000)
  })

  it.each([
    ['51.08,2.58', { latitude: 51.08, longitude: 2.58 }],
    [' -33.8688 , 151.2093 ', { latitude: -33.8688, longitude: 151.2093 }],
    ['90,-180', { latitude: 90, longitude: -180 }],
    ['0,0', { latitude: 0, longitude: 0 }],
  ])('reads "%s" as coordinates', (value, expected) => expect(parseLatLng(value)).toEqual(expected))

  it.each([
    '',
    '51.08',
    '51.08;2.58',
    '91,0',
    '0,180.5',
    'NaN,1',
    '1e2,3',
    'abc,def',
    '51.08,2.58,3',
    '0x1,2',
  ])('refuses "%s"', (value) => expect(parseLatLng(value)).toBeNull())

  it('rounds a position to 2 decimals, so that neighbours share an answer', () => {
    expect(roundCoordinates({ latitude: 51.0849, longitude: 2.5751 })).toEqual({
      latitude: 51.08,
      longitude: 2.58,
    })
    expect(roundCoordinates({ latitude: -0.001, longitude: 0.004 })).toEqual({ latitude: 0, longitude: 0 })
  })

  it('converts temperatures and wind at render time', () => {
    expect(temperatureIn(12.4, 'c')).toBe(12)
    expect(temperatureIn(12.4, 'f')).toBe(54)
    expect(temperatureIn(-40, 'f')).toBe(-40)
    expect(temperatureIn(-0.3, 'c')).toBe(0)
    expect(windIn(18.7, 'c')).toEqual({ value: 19, unit: 'km/h' })
    expect(windIn(18.7, 'f')).toEqual({ value: 12, unit: 'mph' })
  })

  it.each([
    [0, 'nord'],
    [44, 'nord-est'],
    [250, 'ouest'],
    [337.6, 'nord'],
    [-90, 'ouest'],
    [720 + 180, 'sud'],
  ])('names the wind from %s° "%s"', (degrees, name) => expect(windDirection(degrees)).toBe(name))
})
