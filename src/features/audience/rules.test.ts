import { describe, expect, it } from 'vitest'
import { measuredHost } from './rules'

describe('measuredHost', () => {
  const development = ['localhost', '127.0.0.1', 'preprod.escale.example']

  it('measures the public site', () => {
    expect(measuredHost('escale.example', development)).toBe(true)
    expect(measuredHost('www.escale.example', development)).toBe(true)
  })

  it('never measures a development or test host, whatever its case', () => {
    expect(measuredHost('localhost', development)).toBe(false)
    expect(measuredHost('127.0.0.1', development)).toBe(false)
    expect(measuredHost('PREPROD.escale.example', development)).toBe(false)
    expect(measuredHost('escale.localhost', [])).toBe(false)
  })
})
