import { expect, type APIRequestContext } from '@playwright/test'
import { DEMO_EDITOR } from '../../../src/features/seed/demo-editor'

/** The demo editor's `Authorization` header, from a REST login. */
export async function editorAuthorization(request: APIRequestContext): Promise<string> {
  const login = await request.post('/api/users/login', {
    data: { email: DEMO_EDITOR.email, password: DEMO_EDITOR.password },
  })
  expect(login.status()).toBe(200)
  return `JWT ${(await login.json()).token}`
}
