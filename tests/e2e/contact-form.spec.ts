import { expect, test, type Page } from '@playwright/test'
import { expectNoSeriousA11yViolations } from './support/a11y'
import { challengeFormPage, contactEvents, mainFormPage, openForm, QUIZ_ANSWER } from './support/contact-form'

/**
 * The contact form in the browser (docs/behaviour/contact-form-browser.md), at phone and desktop
 * widths, against forms made by an editor through the REST API and the real feedback route.
 */

const form = (page: Page) => page.locator('form.wpcf7-form')
const output = (page: Page) => page.locator('.wpcf7-response-output')
const liveRegion = (page: Page) => page.locator('.screen-reader-response [role="status"]')
const submit = (page: Page) => page.getByRole('button', { name: 'Envoyer' })
const tipOf = (page: Page, name: string) =>
  page.locator(`.wpcf7-form-control-wrap[data-name="${name}"] .wpcf7-not-valid-tip`)

async function fillValid(page: Page) {
  await page.getByLabel('Votre nom').fill('Anne Martin')
  await page.getByLabel('Votre courriel').fill('anne@example.org')
  await page.getByLabel('Votre message').fill('Bonjour, quelles sont les heures d’ouverture ?')
  await page.getByLabel('J’accepte que mes données servent à me répondre.').check()
}

test.describe('contact form', () => {
  test('sends in place: sent, reset, events in order', async ({ page }) => {
    const path = await mainFormPage(page.request)
    await openForm(page, path)
    await fillValid(page)
    await submit(page).click()
    await expect(form(page)).toHaveAttribute('data-status', 'sent')
    await expect(output(page)).toHaveText('Merci pour votre message. Il a été envoyé.')
    await expect(liveRegion(page)).toHaveText('Merci pour votre message. Il a été envoyé.')
    expect(new URL(page.url()).pathname).toBe(path)
    await expect(page.getByLabel('Votre nom')).toHaveValue('')
    await expect(page.getByLabel('J’accepte que mes données servent à me répondre.')).not.toBeChecked()
    await expect(submit(page)).toBeDisabled()
    await expect.poll(() => contactEvents(page)).toEqual(['beforesubmit', 'mailsent', 'submit', 'reset'])
  })

  test('required and e-mail errors next to the fields and in the screen-reader list', async ({ page }) => {
    await openForm(page, await mainFormPage(page.request))
    await page.getByLabel('Votre courriel').fill('pas-une-adresse')
    await page.getByLabel('Votre message').fill('Un message assez long.')
    await page.getByLabel('J’accepte que mes données servent à me répondre.').check()
    await submit(page).click()
    await expect(form(page)).toHaveAttribute('data-status', 'invalid')
    await expect(tipOf(page, 'nom')).toHaveText('Veuillez renseigner ce champ.')
    await expect(tipOf(page, 'courriel')).toHaveText('Veuillez saisir une adresse e-mail.')
    const name = page.getByLabel('Votre nom')
    await expect(name).toHaveAttribute('aria-invalid', 'true')
    await expect(name).toHaveClass(/wpcf7-not-valid/)
    const link = page.locator('.screen-reader-response li a').first()
    await expect(link).toHaveAttribute('href', `#${await name.getAttribute('id')}`)
    const describedBy = (await name.getAttribute('aria-describedby'))!.split(' ')
    await expect(page.locator(`[id="${describedBy.at(-1)}"]`)).toContainText('Veuillez renseigner ce champ.')
    await expect(output(page)).toContainText('Un ou plusieurs champs contiennent une erreur')
    expect(await contactEvents(page)).toEqual(['beforesubmit', 'invalid', 'submit'])
    await expectNoSeriousA11yViolations(page)

    // Correcting and sending again clears the errors.
    await name.fill('Anne')
    await page.getByLabel('Votre courriel').fill('anne@example.org')
    await submit(page).click()
    await expect(form(page)).toHaveAttribute('data-status', 'sent')
    await expect(page.locator('.wpcf7-not-valid-tip')).toHaveCount(0)
  })

  // The form script's logic and the server's answers, the same at every width: checked once (the form's
  // layout, sending, errors, keyboard use and axe run at both widths).
  test('the acceptance box gates the submit button', { tag: '@desktop' }, async ({ page }) => {
    await openForm(page, await mainFormPage(page.request))
    const box = page.getByLabel('J’accepte que mes données servent à me répondre.')
    await expect(submit(page)).toBeDisabled()
    await box.check()
    await expect(submit(page)).toBeEnabled()
    await box.uncheck()
    await expect(submit(page)).toBeDisabled()
  })

  // The fields' rules, the same at every width: checked once.
  test(
    'browser rules: exclusive boxes, free text, URL, counters, date and time',
    { tag: '@desktop' },
    async ({ page }) => {
      await openForm(page, await mainFormPage(page.request))
      const agenda = page.getByLabel('Agenda', { exact: true })
      const other = page.getByLabel('Autre sujet', { exact: true })
      const free = page.getByLabel('Précisez : Autre sujet')
      await expect(free).toBeDisabled()
      await agenda.check()
      await other.check()
      await expect(agenda).not.toBeChecked()
      await expect(free).toBeEnabled()

      const site = page.getByLabel('Votre site')
      await site.fill('escale.example')
      await site.blur()
      await expect(site).toHaveValue('http://escale.example')

      await page.getByLabel('Votre nom').fill('Anne')
      await expect(page.locator('.wpcf7-character-count[data-target-name="nom"]')).toHaveAttribute(
        'data-current-value',
        '36',
      )
      await page.getByLabel('Votre message').fill('Court')
      await expect(page.locator('.wpcf7-character-count[data-target-name="message"]')).toHaveClass(
        /too-short/,
      )

      const day = page.getByLabel('Date de la visite')
      await day.fill('5 brumaire 2026')
      await day.blur()
      await expect(page.getByText('Nom inconnu à la position 2.')).toBeVisible()
      await page.getByRole('button', { name: 'Choisir dans le calendrier : Date de la visite' }).click()
      const calendar = page.getByRole('dialog', { name: 'Calendrier : Date de la visite' })
      await expect(calendar.locator('th').first()).toHaveText(/^l/i)
      await calendar.getByRole('button', { name: /15/ }).first().click()
      await expect(day).toHaveValue(/^15 \p{L}+ \d{4}$/u)
      await expect(page.getByText('Nom inconnu à la position 2.')).toHaveCount(0)

      const time = page.getByLabel('Heure de la visite')
      await time.fill('25:00')
      await time.blur()
      await expect(page.getByText('Format d’heure incorrect.')).toBeVisible()
    },
  )

  // The form script's logic and the server's answers, the same at every width: checked once.
  test('quiz and captcha: wrong answers are refused', { tag: '@desktop' }, async ({ page }) => {
    await openForm(page, await challengeFormPage(page.request))
    await expect(page.locator('.wpcf7-quiz-label')).toHaveText('Deux plus deux ?')
    await expect(page.locator('img.wpcf7-captcha-code')).toHaveAttribute('src', /\/\d+\.png$/)
    await page.getByLabel('Votre nom').fill('Anne')
    await page.getByLabel(/Question/).fill('cinq')
    await page.getByLabel('Code de l’image').fill('ZZZZ')
    await submit(page).click()
    await expect(form(page)).toHaveAttribute('data-status', 'invalid')
    await expect(tipOf(page, 'calcul')).toHaveText('La réponse à la question est incorrecte.')
    await expect(tipOf(page, 'code')).toHaveText('Le code saisi est incorrect.')
    await page.getByLabel(/Question/).fill(QUIZ_ANSWER)
    await submit(page).click()
    await expect(tipOf(page, 'calcul')).toHaveCount(0)
    await expect(tipOf(page, 'code')).toHaveText('Le code saisi est incorrect.')
  })

  // The form script's logic and the server's answers, the same at every width: checked once.
  test('a robot filling the honeypot gets the spam status', { tag: '@desktop' }, async ({ page }) => {
    await openForm(page, await mainFormPage(page.request))
    await fillValid(page)
    await form(page)
      .locator('.honeypot input')
      .evaluate((input: HTMLInputElement) => (input.value = 'robot'))
    await submit(page).click()
    await expect(form(page)).toHaveAttribute('data-status', 'spam')
    await expect(output(page)).not.toBeEmpty()
    expect(await contactEvents(page)).toEqual(['beforesubmit', 'spam', 'submit'])
  })

  // The form script's logic and the server's answers, the same at every width: checked once.
  test('network down: "probablement hors ligne"', { tag: '@desktop' }, async ({ page }) => {
    await openForm(page, await mainFormPage(page.request))
    await page.route('**/contact-forms/*/feedback', (route) => route.abort('internetdisconnected'))
    await fillValid(page)
    await submit(page).click()
    await expect(output(page)).toHaveText('Vous êtes probablement hors ligne.')
    await expect(liveRegion(page)).toHaveText('Vous êtes probablement hors ligne.')
  })

  // The form script's logic and the server's answers, the same at every width: checked once.
  test('a reply that is not JSON', { tag: '@desktop' }, async ({ page }) => {
    await openForm(page, await mainFormPage(page.request))
    await page.route('**/contact-forms/*/feedback', (route) =>
      route.fulfill({ status: 200, contentType: 'text/html', body: '<html>Erreur</html>' }),
    )
    await fillValid(page)
    await submit(page).click()
    await expect(output(page)).toHaveText("La réponse n'est pas une réponse JSON valide.")
  })

  // The form script's logic and the server's answers, the same at every width: checked once.
  test('while the site is blocked nothing is sent', { tag: '@desktop' }, async ({ page }) => {
    await openForm(page, await mainFormPage(page.request))
    const posts: string[] = []
    page.on('request', (request) => {
      if (request.url().includes('/feedback')) posts.push(request.url())
    })
    await page.evaluate(() => ((window as unknown as { wpcf7: object }).wpcf7 = { blocked: true }))
    await fillValid(page)
    await submit(page).click()
    await expect(form(page)).toHaveAttribute('data-status', 'submitting')
    await page.waitForTimeout(500)
    expect(posts).toEqual([])
    await expect(output(page)).toBeEmpty()
  })

  test('keyboard only: fill, accept and send', async ({ page }) => {
    await openForm(page, await mainFormPage(page.request))
    await page.getByLabel('Votre nom').focus()
    await page.keyboard.type('Anne Martin')
    await page.keyboard.press('Tab')
    await page.keyboard.type('anne@example.org')
    await page.getByLabel('Votre message').focus()
    await page.keyboard.type('Bonjour, tout au clavier.')
    await page.keyboard.press('Tab')
    await expect(page.getByLabel('J’accepte que mes données servent à me répondre.')).toBeFocused()
    await page.keyboard.press('Space')
    await page.keyboard.press('Tab')
    await expect(submit(page)).toBeFocused()
    await page.keyboard.press('Enter')
    await expect(form(page)).toHaveAttribute('data-status', 'sent')
  })

  test('no serious accessibility violation on a fresh form', async ({ page }, testInfo) => {
    if (testInfo.project.name === 'desktop') await page.setViewportSize({ width: 1280, height: 900 })
    await openForm(page, await mainFormPage(page.request))
    await expectNoSeriousA11yViolations(page)
    await page.locator('div.wpcf7').screenshot({ path: testInfo.outputPath('contact-form.png') })
  })
})
