import { describe, expect, it } from 'vitest'
import { smtpUrlWithTimeouts } from './transport'

describe('smtpUrlWithTimeouts', () => {
  it('adds bounded timeouts and keeps the credentials', () => {
    const url = new URL(smtpUrlWithTimeouts('smtp://user:p%40ss@smtp.escale.example:587'))
    expect(url.username).toBe('user')
    expect(url.password).toBe('p%40ss')
    expect(url.host).toBe('smtp.escale.example:587')
    expect(url.searchParams.get('connectionTimeout')).toBe('10000')
    expect(url.searchParams.get('socketTimeout')).toBe('30000')
  })

  it('keeps the values SMTP_URL sets itself', () => {
    const url = new URL(smtpUrlWithTimeouts('smtps://smtp.escale.example?socketTimeout=5000&pool=true'))
    expect(url.searchParams.get('socketTimeout')).toBe('5000')
    expect(url.searchParams.get('pool')).toBe('true')
    expect(url.searchParams.get('greetingTimeout')).toBe('10000')
  })
})
