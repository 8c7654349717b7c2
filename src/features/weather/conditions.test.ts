import { describe, expect, it } from 'vitest'
import { CONDITIONS, type Condition, conditionIcon, conditionOfOwm, conditionOfWmo } from './conditions'

describe('weather conditions', () => {
  it.each([
    [0, 'clear'],
    [1, 'partly-cloudy'],
    [2, 'partly-cloudy'],
    [3, 'cloudy'],
    [45, 'fog'],
    [53, 'drizzle'],
    [57, 'drizzle'],
    [61, 'rain'],
    [67, 'rain'],
    [71, 'snow'],
    [77, 'snow'],
    [80, 'showers'],
    [82, 'showers'],
    [85, 'snow'],
    [95, 'storm'],
    [99, 'storm'],
    [42, 'cloudy'],
  ] as const)('WMO code %s is %s', (code, condition) => expect(conditionOfWmo(code)).toBe(condition))

  it.each([
    [211, 'storm'],
    [301, 'drizzle'],
    [500, 'rain'],
    [511, 'snow'],
    [521, 'showers'],
    [601, 'snow'],
    [701, 'fog'],
    [781, 'storm'],
    [800, 'clear'],
    [801, 'partly-cloudy'],
    [802, 'partly-cloudy'],
    [804, 'cloudy'],
  ] as const)('OpenWeatherMap id %s is %s', (id, condition) => expect(conditionOfOwm(id)).toBe(condition))

  it.each(Object.keys(CONDITIONS) as Condition[])(
    '%s has a French label and an icon hidden from readers',
    (name) => {
      expect(CONDITIONS[name]).toMatch(/^[A-ZÉ][a-zéèêàç ]+$/)
      const icon = conditionIcon(name).toString()
      expect(icon).toMatch(/^<svg class="weather-report__icon" viewBox="0 0 24 24"/)
      expect(icon).toContain('aria-hidden="true" focusable="false"')
      expect(icon).toContain(`data-condition="${name}"`)
      expect(icon).toMatch(/<path d="M[^"]+"\/>/)
    },
  )

  it('draws a clear night sky with a moon', () => {
    expect(conditionIcon('clear', false).toString()).not.toBe(conditionIcon('clear', true).toString())
  })
})
