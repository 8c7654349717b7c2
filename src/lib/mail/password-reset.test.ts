import type { CollectionConfig } from 'payload'
import { describe, expect, it } from 'vitest'
import { frenchDuration, passwordResetHtml, resetUrl, withPasswordResetMail } from './password-reset'

describe('password reset mail', () => {
  it('links to the admin reset page on the site address', () => {
    expect(resetUrl('https://escale.example', 'abc123')).toBe('https://escale.example/admin/reset/abc123')
  })

  it('says how long the link is valid, in French', () => {
    expect(frenchDuration(60 * 60_000)).toBe('1 heure')
    expect(frenchDuration(2 * 60 * 60_000)).toBe('2 heures')
    expect(frenchDuration(30 * 60_000)).toBe('30 minutes')
  })

  it('escapes the editor’s name', () => {
    const body = passwordResetHtml({
      name: '<b>Camille</b>',
      url: 'https://escale.example/admin/reset/t',
      validity: '1 heure',
    })
    expect(body).toContain('Bonjour &lt;b&gt;Camille&lt;/b&gt;,')
    expect(body).toContain('<a href="https://escale.example/admin/reset/t">')
    expect(body).toContain('valable 1 heure')
  })

  it('keeps the collection’s own auth settings', () => {
    const users: CollectionConfig = { slug: 'users', auth: { maxLoginAttempts: 5 }, fields: [] }
    const wrapped = withPasswordResetMail(users)
    expect(typeof wrapped.auth === 'object' && wrapped.auth.maxLoginAttempts).toBe(5)
    const forgot = typeof wrapped.auth === 'object' ? wrapped.auth.forgotPassword : undefined
    expect(forgot?.generateEmailSubject?.()).toBe('Escale : réinitialisation de votre mot de passe')
  })
})
