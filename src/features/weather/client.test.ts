// @vitest-environment jsdom
import { describe, expect, it } from 'vitest'
import { readWeatherReply } from './client'
import { weatherErrorHtml, weatherReportHtml } from './report-html'

describe('readWeatherReply', () => {
  it('reads a report: its markup, its place, a sentence for screen readers', () => {
    const html = weatherReportHtml({
      place: 'Dunkerque',
      forecast: {
        current: {
          temperature: 12.4,
          condition: 'rain',
          humidity: 80,
          windSpeed: 10,
          windDirection: 0,
          isDay: true,
        },
        daily: [],
      },
      units: 'c',
      days: 3,
      credit: 'Open-Meteo',
    }).toString()
    expect(readWeatherReply(html)).toEqual({
      kind: 'report',
      html,
      place: 'Dunkerque',
      summary: 'Météo à Dunkerque : 12\u00a0°C, Pluie.',
    })
  })

  it('reads the error markers', () => {
    expect(readWeatherReply(weatherErrorHtml('city').toString())).toEqual({ kind: 'error', error: 'city' })
    expect(readWeatherReply(weatherErrorHtml('weather').toString())).toEqual({
      kind: 'error',
      error: 'weather',
    })
  })

  it.each(['', '   ', 'false', '<p>autre chose</p>', '{"error":"x"}'])(
    'takes %j as the weather error',
    (text) => {
      expect(readWeatherReply(text)).toEqual({ kind: 'error', error: 'weather' })
    },
  )
})
