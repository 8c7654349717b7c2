import { expect, type APIRequestContext, type Page } from '@playwright/test'
import { DEMO_EDITOR } from '../../../src/features/seed/demo-editor'

/** The demo editor's `Authorization` header, from a REST login. */
export async function editorAuthorization(request: APIRequestContext): Promise<string> {
  const login = await request.post('/api/users/login', {
    data: { email: DEMO_EDITOR.email, password: DEMO_EDITOR.password },
  })
  expect(login.status()).toBe(200)
  return `JWT ${(await login.json()).token}`
}

/** Logs the demo editor in through the admin's login form. */
export async function logInToAdmin(page: Page) {
  await page.goto('/admin/login')
  await page.getByLabel('E-mail').fill(DEMO_EDITOR.email)
  await page.getByLabel('Mot de passe').fill(DEMO_EDITOR.password)
  await page.getByRole('button', { name: 'Se connecter' }).click()
  await expect(page).not.toHaveURL(/\/admin\/login/)
}
