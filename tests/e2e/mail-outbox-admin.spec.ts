import { expect, test } from '@playwright/test'
import { DEMO_EDITOR } from '../../src/features/seed/demo-editor'
import { logInToAdmin } from './support/editor'

const RESET_SUBJECT = 'Escale : réinitialisation de votre mot de passe'

// The back office is used on a desktop. Without SMTP_URL (as here), the outbox is where mail is read.
test(
  'editors read the kept mails in the admin and may send one again',
  { tag: '@desktop' },
  async ({ page }) => {
    const asked = await page.request.post('/api/users/forgot-password', {
      data: { email: DEMO_EDITOR.email },
    })
    expect(asked.status()).toBe(200)

    await logInToAdmin(page)

    await page.goto('/admin/collections/outbox')
    await expect(page.getByRole('heading', { name: 'Boîte d’envoi' })).toBeVisible()
    const row = page
      .getByRole('row')
      .filter({ hasText: RESET_SUBJECT })
      .filter({ hasText: 'Conservé ici (aucun serveur d’envoi configuré)' })
      .first()
    await row.getByRole('link', { name: RESET_SUBJECT }).click()

    await expect(page.getByLabel('Version HTML (code source)')).toHaveValue(/\/admin\/reset\/[0-9a-f]{40}/)
    await expect(page.getByLabel('Objet')).toBeDisabled()
    await page.getByLabel('Renvoyer cet e-mail').check()
    await page.getByRole('button', { name: 'Sauvegarder' }).click()
    // Queued again; with no mail server, the worker keeps it here once more at its next run.
    await expect(page.getByLabel('Renvoyer cet e-mail')).toBeHidden()
  },
)
