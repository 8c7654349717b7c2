import { describe, expect, it } from 'vitest'
import { authRouteOf } from './auth-route-match'

const post = (path: string) => new Request(`http://localhost${path}`, { method: 'POST' })

describe('authRouteOf', () => {
  it.each([
    ['/api/users/login', 'login'],
    ['/api/users/LOGIN', 'login'],
    ['/api/users/login/', 'login'],
    ['/api/users/login?depth=0', 'login'],
    ['/api/users/forgot-password', 'forgot-password'],
    ['/api/users/Forgot-Password', 'forgot-password'],
  ])('limits POST %s as %s, like Payload routes it', (path, route) => {
    expect(authRouteOf(post(path))).toBe(route)
  })

  it.each([
    '/api/users/logout',
    '/api/users/me',
    '/api/articles/login',
    '/api/Users/login',
    '/api/users/login/x',
  ])('leaves %s alone', (path) => expect(authRouteOf(post(path))).toBeNull())

  it('leaves other methods alone', () => {
    expect(authRouteOf(new Request('http://localhost/api/users/login'))).toBeNull()
  })
})
