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

  it('validates the rate-limit and proxy settings, with safe defaults', () => {
    const defaults = parseEnv({})
    expect(defaults.REDIS_URL).toBeUndefined()
    expect(defaults.RATE_LIMIT_SCALE).toBe(1)
    expect(defaults.RATE_LIMIT_PREFIX).toBe('escale')
    expect(defaults.TRUSTED_PROXIES).toBe(0)
    const set = parseEnv({
      REDIS_URL: 'redis://127.0.0.1:6379/2',
      RATE_LIMIT_SCALE: '1000',
      RATE_LIMIT_PREFIX: 'escale-test_1',
      TRUSTED_PROXIES: '1',
    })
    expect(set).toMatchObject({
      REDIS_URL: 'redis://127.0.0.1:6379/2',
      RATE_LIMIT_SCALE: 1000,
      RATE_LIMIT_PREFIX: 'escale-test_1',
      TRUSTED_PROXIES: 1,
    })
    expect(parseEnv({ REDIS_URL: 'rediss://cache.example:6380' }).REDIS_URL).toBe(
      'rediss://cache.example:6380',
    )
  })

  it.each([
    ['REDIS_URL', 'http://127.0.0.1:6379', /REDIS_URL: doit être une URL redis:\/\//],
    ['REDIS_URL', '127.0.0.1:6379', /REDIS_URL/],
    ['RATE_LIMIT_SCALE', 'beaucoup', /RATE_LIMIT_SCALE: doit être un nombre/],
    ['RATE_LIMIT_SCALE', '0', /RATE_LIMIT_SCALE: doit être entre/],
    ['RATE_LIMIT_SCALE', '-5', /RATE_LIMIT_SCALE/],
    ['RATE_LIMIT_PREFIX', 'a b', /RATE_LIMIT_PREFIX/],
    ['RATE_LIMIT_PREFIX', 'x'.repeat(41), /RATE_LIMIT_PREFIX/],
    ['TRUSTED_PROXIES', '1.5', /TRUSTED_PROXIES: doit être un nombre entier/],
    ['TRUSTED_PROXIES', '-1', /TRUSTED_PROXIES: doit être entre 0 et 5/],
    ['TRUSTED_PROXIES', '6', /TRUSTED_PROXIES/],
    ['TRUSTED_PROXIES', 'oui', /TRUSTED_PROXIES/],
  ])('refuses %s=%s and names it', (name, value, message) => {
    expect(() => parseEnv({ [name]: value })).toThrow(message)
  })
})

describe('the production server settings', () => {
  it('listen on every interface and wait 10 s for requests in flight by default', () => {
    expect(parseEnv({})).toMatchObject({ SHUTDOWN_TIMEOUT_MS: 10_000 })
    expect(parseEnv({}).HOST).toBeUndefined()
    expect(parseEnv({ HOST: '127.0.0.1', SHUTDOWN_TIMEOUT_MS: '2500' })).toMatchObject({
      HOST: '127.0.0.1',
      SHUTDOWN_TIMEOUT_MS: 2500,
    })
    expect(parseEnv({ HOST: '::1' }).HOST).toBe('::1')
  })

  it('write backups under data/backups unless BACKUP_DIR says where', () => {
    expect(parseEnv({}).BACKUP_DIR).toBe('./data/backups')
    expect(parseEnv({ BACKUP_DIR: '/var/backups/escale' }).BACKUP_DIR).toBe('/var/backups/escale')
  })

  it('keep 64 MB of shareable pages in the micro-cache by default, none with 0', () => {
    expect(parseEnv({}).MICROCACHE_MAX_MB).toBe(64)
    expect(parseEnv({ MICROCACHE_MAX_MB: '0' }).MICROCACHE_MAX_MB).toBe(0)
  })

  it.each([
    ['SHUTDOWN_TIMEOUT_MS', 'dix', /SHUTDOWN_TIMEOUT_MS: doit être un nombre entier/],
    ['SHUTDOWN_TIMEOUT_MS', '1.5', /SHUTDOWN_TIMEOUT_MS: doit être un nombre entier/],
    ['SHUTDOWN_TIMEOUT_MS', '50', /SHUTDOWN_TIMEOUT_MS: doit être entre 100 et 600000/],
    ['SHUTDOWN_TIMEOUT_MS', '700000', /SHUTDOWN_TIMEOUT_MS/],
    ['HOST', 'http://x', /HOST: doit être une adresse/],
    ['MICROCACHE_MAX_MB', '-1', /MICROCACHE_MAX_MB: doit être entre 0 et 4096/],
    ['MICROCACHE_MAX_MB', 'beaucoup', /MICROCACHE_MAX_MB: doit être un nombre entier/],
  ])('refuses %s=%s and names it', (name, value, message) => {
    expect(() => parseEnv({ [name]: value })).toThrow(message)
  })
})

describe('the weather provider settings', () => {
  it('default to Open-Meteo without a key, and take stub addresses without a trailing slash', () => {
    expect(parseEnv({})).toMatchObject({
      OPEN_METEO_URL: 'https://api.open-meteo.com',
      OPEN_METEO_GEOCODING_URL: 'https://geocoding-api.open-meteo.com',
      OPENWEATHERMAP_URL: 'https://api.openweathermap.org',
    })
    expect(parseEnv({}).OPENWEATHERMAP_API_KEY).toBeUndefined()
    expect(
      parseEnv({ OPEN_METEO_URL: 'http://127.0.0.1:9/', OPENWEATHERMAP_API_KEY: ' cle ' }),
    ).toMatchObject({
      OPEN_METEO_URL: 'http://127.0.0.1:9',
      OPENWEATHERMAP_API_KEY: 'cle',
    })
    expect(() => parseEnv({ OPENWEATHERMAP_URL: 'api.openweathermap.org' })).toThrow(/OPENWEATHERMAP_URL/)
  })
})
