import { describe, expect, it } from 'vitest'
import { isPostgres, parseEnv } from './env'

describe('parseEnv', () => {
  it('gives working local defaults when nothing is set', () => {
    const env = parseEnv({})
    expect(env.DATABASE_URL).toBe('file:./data/escale.db')
    expect(env.PORT).toBe(3000)
    expect(env.SITE_URL).toBe('http://localhost:3000')
  })

  it('defaults SITE_URL to the port the site runs on', () => {
    expect(parseEnv({ PORT: '3456' }).SITE_URL).toBe('http://localhost:3456')
    expect(parseEnv({ PORT: '3456', SITE_URL: 'https://escale.example' }).SITE_URL).toBe(
      'https://escale.example',
    )
  })

  it('treats empty strings as unset', () => {
    expect(parseEnv({ PORT: '', DATABASE_URL: '' }).PORT).toBe(3000)
  })

  it('names the variable in the error', () => {
    expect(() => parseEnv({ DATABASE_URL: 'mysql://x' })).toThrow(/DATABASE_URL/)
    expect(() => parseEnv({ PORT: 'abc' })).toThrow(/PORT/)
    expect(() => parseEnv({ PAYLOAD_SECRET: 'short' })).toThrow(/PAYLOAD_SECRET: doit faire au moins 32/)
    expect(() => parseEnv({ SITE_URL: 'pas une url' })).toThrow(/SITE_URL/)
  })

  it('accepts PostgreSQL URLs and strips the trailing slash of SITE_URL', () => {
    const env = parseEnv({
      DATABASE_URL: 'postgres://127.0.0.1:5432/test',
      SITE_URL: 'https://escale.example/',
    })
    expect(isPostgres(env.DATABASE_URL)).toBe(true)
    expect(env.SITE_URL).toBe('https://escale.example')
    expect(isPostgres('file:./x.db')).toBe(false)
  })

  it('takes an SMTP server only as an smtp:// or smtps:// URL', () => {
    expect(parseEnv({}).SMTP_URL).toBeUndefined()
    expect(parseEnv({ SMTP_URL: 'smtps://u:p@smtp.escale.example:465' }).SMTP_URL).toBe(
      'smtps://u:p@smtp.escale.example:465',
    )
    expect(() => parseEnv({ SMTP_URL: 'https://smtp.escale.example' })).toThrow(
      /SMTP_URL: doit être une URL smtp/,
    )
  })

  it('refuses a MAIL_FROM that is not one address', () => {
    expect(parseEnv({}).MAIL_FROM).toBe('Escale <ne-pas-repondre@escale.localhost>')
    expect(() => parseEnv({ MAIL_FROM: 'Escale' })).toThrow(/MAIL_FROM: doit être une seule adresse/)
  })
})
