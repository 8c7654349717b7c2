import { expect, test, type Page, type TestInfo } from '@playwright/test'
import { expectNoSeriousA11yViolations } from './support/a11y'
import { mailLink } from './support/app-server'
import { editorAuthorization } from './support/editor'
import { gotoReady } from './support/viewport'

/**
 * The newsletter sign-up: the footer block on every page, the modal it opens on Enter, the /newsletter
 * page, the form's states and messages, its keystroke filters, keyboard use and accessibility.
 */
const uniqueEmail = (testInfo: TestInfo, name: string) =>
  `${name}-${testInfo.project.name}-${Date.now()}-${testInfo.retry}@exemple.fr`

const footerEmail = (page: Page) => page.locator('.newsletter-block__form input[type="email"]')
const modal = (page: Page) => page.locator('dialog.newsletter-modal')

async function openModal(page: Page, email: string) {
  await gotoReady(page, '/agenda')
  await footerEmail(page).fill(email)
  await footerEmail(page).press('Enter')
  await expect(modal(page)).toBeVisible()
}

test('Enter in the footer e-mail field opens the modal with the address copied', async ({ page }) => {
  await openModal(page, 'marie@exemple.fr')
  const email = modal(page).getByLabel('Adresse e-mail *')
  await expect(email).toHaveValue('marie@exemple.fr')
  await expect(email).toBeFocused()
  await page.keyboard.press('Escape')
  await expect(modal(page)).toBeHidden()
  await expect(footerEmail(page)).toBeFocused()
  // A second opening keeps what the modal's field already holds.
  await footerEmail(page).fill('autre@exemple.fr')
  await footerEmail(page).press('Enter')
  await expect(email).toHaveValue('marie@exemple.fr')
})

// The message's timing, the reset and the server's answers, the same at every width: checked once (a
// sign-up through the modal at both widths: the keyboard test).
test(
  'a sign-up shows the success message for 2 seconds and resets the form',
  { tag: '@desktop' },
  async ({ page }, testInfo) => {
    test.setTimeout(120_000) // two sign-ups, each waiting for the anti-spam minimum fill time
    const address = uniqueEmail(testInfo, 'succes')
    await openModal(page, address)
    const form = modal(page).locator('form')
    await form.getByRole('checkbox').first().check()
    // The processing state may be shorter than a poll of the assertion: the page records it.
    await form.evaluate((element) => {
      new MutationObserver(() => {
        // Each write is a mutation too: write once, or the observer would feed itself for ever.
        if (element.classList.contains('processing') && !element.dataset.sawProcessing)
          element.dataset.sawProcessing = 'yes'
        const shown = element.querySelector('.newsletter-form__result--success')
        if (shown && !element.dataset.shownAt) element.dataset.shownAt = String(performance.now())
        if (!shown && element.dataset.shownAt && !element.dataset.hiddenAt)
          element.dataset.hiddenAt = String(performance.now())
      }).observe(element, { attributes: true, childList: true, subtree: true })
    })
    await form.getByRole('button', { name: 'Je m’inscris' }).click()
    const result = form.locator('.newsletter-form__result')
    await expect(result).toHaveAttribute('data-status', 'success', { timeout: 15_000 })
    await expect(result).toContainText('confirmer votre inscription')
    await expect(form).not.toHaveClass(/processing/)
    await expect(form).toHaveAttribute('data-saw-processing', 'yes')
    await expect(form.getByLabel('Adresse e-mail *')).toHaveValue('')
    await expect(result).toBeHidden({ timeout: 5000 })
    const shownFor = await form.evaluate((el) => Number(el.dataset.hiddenAt) - Number(el.dataset.shownAt))
    expect(shownFor).toBeGreaterThanOrEqual(1950)
    expect(shownFor).toBeLessThan(2600)

    // The same address again, still pending: an update.
    await form.getByLabel('Adresse e-mail *').fill(address)
    await form.getByRole('checkbox').first().check()
    await form.getByRole('button', { name: 'Je m’inscris' }).click()
    await expect(form.locator('.newsletter-form__result')).toHaveAttribute('data-status', 'update', {
      timeout: 15_000,
    })
  },
)

// The form script's checks, the same at every width: checked once (the form at both widths: the modal,
// keyboard and axe tests).
test('each broken rule shows its French message without posting', { tag: '@desktop' }, async ({ page }) => {
  await gotoReady(page, '/newsletter')
  const form = page.locator('main form.newsletter-form')
  const submit = form.getByRole('button', { name: 'Je m’inscris' })
  const result = form.locator('.newsletter-form__result')
  let posts = 0
  page.on('request', (request) => {
    if (request.postData()?.includes('sib_subscribe_form')) posts++
  })

  await submit.click()
  await expect(result).toHaveText('Veuillez remplir ce champ obligatoire.')
  await form.getByLabel('Adresse e-mail *').fill('marie@exemple')
  await form.getByRole('checkbox').first().check()
  await submit.click()
  await expect(result).toHaveText('Cette adresse e-mail n’est pas valide.')
  await form.getByLabel('Adresse e-mail *').fill('marie@exemple.fr')
  await form.getByLabel(/Numéro SMS/).fill('06 12 34 56 78')
  await submit.click()
  await expect(result).toContainText('Le numéro SMS doit commencer par +')
  await expect(result).toHaveClass(/--error/)
  await form.getByRole('checkbox').first().uncheck()
  await form.getByLabel(/Numéro SMS/).fill('')
  await submit.click()
  await expect(result).toHaveText('Veuillez remplir ce champ obligatoire.')
  expect(posts).toBe(0)
})

// The form script's checks, the same at every width: checked once.
test(
  'the SMS field takes only digits, space, plus, brackets and hyphen',
  { tag: '@desktop' },
  async ({ page }) => {
    await gotoReady(page, '/newsletter')
    const sms = page.locator('main').getByLabel(/Numéro SMS/)
    await sms.fill('')
    await sms.pressSequentially('+33 (6) ab.12-34/x')
    await expect(sms).toHaveValue('+33 (6) 12-34')
  },
)

// The form script's checks, the same at every width: checked once.
test('the country list comes from the server and sets the prefix', { tag: '@desktop' }, async ({ page }) => {
  await gotoReady(page, '/newsletter')
  const prefix = page.locator('main').getByLabel('Indicatif du pays')
  await prefix.focus()
  await expect(prefix.locator('option[data-country-code="be"]')).toHaveCount(1)
  await prefix.selectOption('+32')
  await expect(page.locator('main').getByLabel(/Numéro SMS/)).toHaveValue('+32 ')
})

// The form script's checks, the same at every width: checked once.
test('a server answer that is an error shows as an error', { tag: '@desktop' }, async ({ page }) => {
  await gotoReady(page, '/newsletter')
  await page.route('**/ajax', async (route) => {
    if (route.request().postData()?.includes('sib_subscribe_form'))
      return route.fulfill({ json: { status: 'already_exist', msg: 'Vous êtes déjà inscrit.' } })
    return route.continue()
  })
  const form = page.locator('main form.newsletter-form')
  await form.getByLabel('Adresse e-mail *').fill('deja@exemple.fr')
  await form.getByRole('checkbox').first().check()
  await form.getByRole('button', { name: 'Je m’inscris' }).click()
  const result = form.locator('.newsletter-form__result')
  await expect(result).toHaveText('Vous êtes déjà inscrit.', { timeout: 15_000 })
  await expect(result).toHaveClass(/--warning/)
})

test('keyboard only: footer field, Enter, the modal form, submit', async ({ page }, testInfo) => {
  await gotoReady(page, '/agenda')
  await footerEmail(page).focus()
  await page.keyboard.type(uniqueEmail(testInfo, 'clavier'))
  await page.keyboard.press('Enter')
  const form = modal(page).locator('form')
  await expect(form.getByLabel('Adresse e-mail *')).toBeFocused()
  const checkbox = form.getByRole('checkbox').first()
  for (let i = 0; i < 10 && !(await checkbox.evaluate((el) => el === document.activeElement)); i++)
    await page.keyboard.press('Tab')
  await expect(checkbox).toBeFocused()
  await page.keyboard.press('Space')
  await expect(checkbox).toBeChecked()
  await form.getByRole('button', { name: 'Je m’inscris' }).focus()
  await page.keyboard.press('Enter')
  await expect(form.locator('.newsletter-form__result')).toHaveAttribute('data-status', 'success', {
    timeout: 15_000,
  })
})

test('the newsletter page fits the window, and it and the open modal pass axe', async ({ page }) => {
  // Two axe runs on a shared 2-core machine.
  test.setTimeout(180_000)
  await gotoReady(page, '/newsletter')
  // The form fits the window: no sideways scrolling on a phone.
  const widths = await page.evaluate(() => [
    document.documentElement.scrollWidth,
    document.documentElement.clientWidth,
  ])
  expect(widths[0]).toBeLessThanOrEqual(widths[1])
  await expectNoSeriousA11yViolations(page)
  await openModal(page, 'axe@exemple.fr')
  await expectNoSeriousA11yViolations(page)
})

// Server pages, the same at every width: checked once.
test('confirm and unsubscribe pages say when a link is not valid', { tag: '@desktop' }, async ({ page }) => {
  await gotoReady(page, '/newsletter/confirmer?id=1&cle=faux')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Lien non valable')
  await gotoReady(page, '/newsletter/desinscription')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Lien non valable')
})

// The mail links are server flows, the same at every width: checked once.
test(
  'a mail link opens a page whose button confirms, and another whose button unsubscribes',
  { tag: '@desktop' },
  async ({ page, request }, testInfo) => {
    const headers = { Authorization: await editorAuthorization(request) }
    const address = uniqueEmail(testInfo, 'lien')
    const created = await request.post('/api/subscribers', {
      headers,
      data: { email: address, status: 'pending' },
    })
    expect(created.status()).toBe(201)
    const { id } = (await created.json()).doc as { id: number }
    const status = async () =>
      (await (await request.get(`/api/subscribers/${id}`, { headers })).json()).status
    const heading = page.getByRole('heading', { level: 1 })

    for (const [purpose, ask, button, done, target] of [
      [
        'confirmer',
        'Confirmez votre inscription',
        'Confirmer mon inscription',
        'Inscription confirmée',
        'confirmed',
      ],
      ['desinscription', 'Se désinscrire', 'Me désinscrire', 'Désinscription enregistrée', 'unsubscribed'],
    ] as const) {
      const link = mailLink(purpose, id, address)
      await gotoReady(page, link)
      await expect(heading).toHaveText(ask)
      // Opening the link (what a mail scanner does) changed nothing.
      expect(await status()).not.toBe(target)
      await page.getByRole('button', { name: button }).click()
      await expect(heading).toHaveText(done)
      expect(await status()).toBe(target)
      // The link again: already done, no button.
      await gotoReady(page, link)
      await expect(heading).not.toHaveText(ask)
      await expect(page.getByRole('button', { name: button })).toHaveCount(0)
    }
  },
)
