import { expect, test, type Page } from '@playwright/test'
import { DEMO_EDITOR } from '../../src/features/seed/demo-editor'
import { expectNoSeriousA11yViolations } from './support/a11y'
import { type AppServer, startOnE2eCopy } from './support/app-server'
import { projectPort } from './support/ports'

/**
 * Readers' comments under a post: the demo content has a short thread under the latest article. These
 * tests post comments and moderate them, so they run on an instance of their own (a copy of the e2e
 * database), one per width.
 */
let server: AppServer
let article: { id: number; slug: string }

const XSS = '<img src=x onerror="window.__xss = 1"> un essai de balise, assez long.'

async function openArticle(page: Page) {
  await page.goto(`${server.url}/articles/${article.slug}`)
  await page.locator('html[data-header-height]').waitFor({ state: 'attached' })
  await expect(page.locator('#comments .comment-list > li')).not.toHaveCount(0)
}

async function fillForm(page: Page, text: string, email = `lecteur-${Date.now()}@example.org`) {
  await page.locator('#comment').fill(text)
  await page.locator('#author').fill('Lectrice de test')
  await page.locator('#email').fill(email)
  return email
}

test.describe('comments', () => {
  test.describe.configure({ mode: 'serial' })

  test.beforeAll(async ({}, testInfo) => {
    test.setTimeout(180_000)
    const port = projectPort('comments', testInfo.project.name)
    server = await startOnE2eCopy(`e2e-comments-${testInfo.project.name}`, port)
    const listed = await fetch(`${server.url}/api/articles?limit=1&depth=0&sort=-publishedAt`)
    article = (await listed.json()).docs[0]
    // The instance renders the post once before the first test measures anything.
    await fetch(`${server.url}/articles/${article.slug}`)
  })
  test.afterAll(async () => {
    await server?.stop()
  })

  test('replying moves the form under the comment; cancelling puts it back', async ({ page }) => {
    // The instance's first render of the post, then axe.
    test.setTimeout(120_000)
    await openArticle(page)
    const respond = page.locator('#respond')
    const title = page.locator('#reply-title .comment-reply-title__text')
    const cancel = page.getByRole('link', { name: 'Annuler la réponse' })
    await expect(title).toHaveText('Laisser un commentaire')
    await expect(cancel).toBeHidden()
    await expect(page.locator('#comment_parent')).toHaveValue('0')

    const reply = page.getByRole('link', { name: 'Répondre à Office de la ville' })
    const commentId = await reply.getAttribute('data-commentid')
    await reply.click()
    await expect(page.locator(`#comment-${commentId} > #respond`)).toHaveCount(1)
    await expect(page).toHaveURL(new RegExp(`/articles/${article.slug}$`))
    await expect(page.locator('#comment_parent')).toHaveValue(commentId ?? '')
    await expect(page.locator('#comment_post_ID')).toHaveValue(String(article.id))
    await expect(title).toHaveText('Répondre à Office de la ville')
    await expect(cancel).toBeVisible()
    await expect(page.locator('#comment')).toBeFocused()
    await expectNoSeriousA11yViolations(page)

    await cancel.click()
    await expect(page.locator(`#comment-${commentId} #respond`)).toHaveCount(0)
    // Back in its place: right after the feed link, at the end of the section.
    await expect(page.locator('#comments > .comments-feed + #respond')).toHaveCount(1)
    await expect(page.locator('#wp-temp-form-div')).toHaveCount(0)
    await expect(page.locator('#comment_parent')).toHaveValue('0')
    await expect(title).toHaveText('Laisser un commentaire')
    await expect(cancel).toBeHidden()
    await expect(respond).toBeVisible()
  })

  // The shortcut and the thread, the same at every width: checked once (replying at both: above).
  test(
    'Ctrl+Enter sends a reply; it appears under its comment, waiting, its markup shown as text',
    { tag: '@desktop' },
    async ({ page }) => {
      test.setTimeout(60_000)
      await openArticle(page)
      await page.getByRole('link', { name: 'Répondre à Julien' }).click()
      await expect(page.locator('#comment_parent')).not.toHaveValue('0')
      const parentId = await page.locator('#comment_parent').inputValue()
      await fillForm(page, XSS)
      const sent = page.waitForResponse((response) => response.url().endsWith('/commentaires'))
      await page.locator('#comment').press('Control+Enter')
      expect((await sent).status()).toBe(201)

      const added = page.locator(`#comment-${parentId} > ol.children > li.comment--pending`)
      await expect(added).toHaveCount(1)
      await expect(added).toHaveClass(/depth-2/)
      await expect(added.locator('.comment-content')).toHaveText(XSS)
      await expect(added).toContainText('Votre commentaire est en attente de modération.')
      await expect(added.locator('img, a')).toHaveCount(0)
      expect(await page.evaluate(() => (window as { __xss?: number }).__xss)).toBeUndefined()
      // The form went back to its place, emptied, and says what happened.
      await expect(page.locator('#comment_parent')).toHaveValue('0')
      await expect(page.locator('#comment')).toHaveValue('')
      await expect(page.locator('.comment-form__status')).toHaveText(
        'Merci, votre commentaire est en attente de modération.',
      )
      await expectNoSeriousA11yViolations(page)

      // Nothing shows on the cached page before an editor approves it.
      await page.reload()
      await expect(page.locator('#comments')).not.toContainText('un essai de balise')
    },
  )

  // The server's checks and the messages, the same at every width: checked once.
  test('mistakes are told beside their field, the text kept', { tag: '@desktop' }, async ({ page }) => {
    test.setTimeout(90_000)
    await openArticle(page)
    await page.locator('#comment').fill('trop court')
    await page.getByRole('button', { name: 'Publier le commentaire' }).click()
    await expect(page.locator('#comment-error')).toHaveText(
      'Votre commentaire est trop court : 15 caractères au minimum.',
    )
    await expect(page.locator('#comment')).toHaveAttribute('aria-invalid', 'true')
    await expect(page.locator('#comment')).toBeFocused()
    // Every wrong field says so at once.
    await expect(page.locator('#author-error')).toHaveText('Veuillez indiquer votre nom.')
    await expect(page.locator('#email-error')).toHaveText('Veuillez indiquer une adresse e-mail valide.')
    await expect(page.locator('.comment-form__status')).toHaveText(
      'Votre commentaire est trop court : 15 caractères au minimum.',
    )
    await page.locator('#comment').fill('Assez long cette fois-ci, vraiment.')
    await page.locator('#author').fill('Lectrice')
    await page.locator('#email').fill('pas-une-adresse')
    await page.getByRole('button', { name: 'Publier le commentaire' }).click()
    await expect(page.locator('#email-error')).toHaveText('Veuillez indiquer une adresse e-mail valide.')
    await expect(page.locator('#comment-error')).toBeHidden()
    await expect(page.locator('#comment')).toHaveValue('Assez long cette fois-ci, vraiment.')
    await expectNoSeriousA11yViolations(page)

    // The reply page (for visitors without script) passes axe too.
    const replyPage = await page.getByRole('link', { name: 'Répondre à Julien' }).getAttribute('href')
    await page.goto(`${server.url}${replyPage}`)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Répondre à Julien')
    await expectNoSeriousA11yViolations(page)
  })

  // The back office is used on a desktop.
  test(
    'an editor approves a comment in the admin: it then shows on the post, counted on its card',
    { tag: '@desktop' },
    async ({ page }) => {
      // The back office's first pages are heavy on a busy two-core machine.
      test.setTimeout(180_000)
      await openArticle(page)
      const text = 'Un commentaire à approuver depuis l’administration.'
      await fillForm(page, text)
      const sent = page.waitForResponse((response) => response.url().endsWith('/commentaires'))
      await page.getByRole('button', { name: 'Publier le commentaire' }).click()
      const { id } = (await (await sent).json()) as { id: number }

      await page.goto(`${server.url}/admin/login`)
      await page.getByLabel('E-mail').fill(DEMO_EDITOR.email)
      await page.getByLabel('Mot de passe').fill(DEMO_EDITOR.password)
      await page.getByRole('button', { name: 'Se connecter' }).click()
      await expect(page).not.toHaveURL(/\/admin\/login/)
      await page.goto(`${server.url}/admin/collections/comments`)
      await expect(page.getByRole('row').filter({ hasText: text.slice(0, 40) })).toContainText(
        'En attente de modération',
      )
      await page.goto(`${server.url}/admin/collections/comments/${id}`)
      // A click before the form's script listens opens nothing: clicked again until the list shows.
      const approved = page.getByRole('option', { name: 'Approuvé (publié)' })
      await expect(async () => {
        if (!(await approved.isVisible())) await page.locator('#field-status').click()
        await expect(approved).toBeVisible({ timeout: 3_000 })
      }).toPass({ timeout: 60_000 })
      await approved.click()
      await page.getByRole('button', { name: 'Sauvegarder' }).click()
      await expect(page.locator('#field-status')).toContainText('Approuvé (publié)')

      await openArticle(page)
      const shown = page.locator(`#comment-${id}`)
      await expect(shown).toContainText(text)
      await expect(shown).not.toHaveClass(/comment--pending/)
      await expect(page.locator('#comments-title')).toContainText('5 commentaires')
      const jsonLd = (await page.locator('script[type="application/ld+json"]').allTextContents()).join('')
      expect(jsonLd).toContain('"commentCount":5')
      expect(jsonLd).toContain(text)
      await page.goto(`${server.url}/articles`)
      const card = page.locator('.card').filter({ has: page.locator(`a[href="/articles/${article.slug}"]`) })
      await expect(card.locator('.card__comments')).toHaveText('5 commentaires')
      const feed = await (await fetch(`${server.url}/articles/${article.slug}/commentaires/flux.xml`)).text()
      expect(feed).toContain(text)
    },
  )

  // Without script the form posts as is; the same at any width.
  test.describe('without script', () => {
    test.use({ javaScriptEnabled: false })
    test(
      'the reply link opens the reply page; the post answers with a page',
      { tag: '@desktop' },
      async ({ page }) => {
        await page.goto(`${server.url}/articles/${article.slug}`)
        await page.getByRole('link', { name: 'Répondre à Claire M.' }).first().click()
        await expect(page).toHaveURL(/\/repondre\/\d+#respond$/)
        await expect(page.getByRole('heading', { level: 1 })).toHaveText('Répondre à Claire M.')
        const parent = /\/repondre\/(\d+)/.exec(page.url())?.[1]
        await expect(page.locator('#comment_parent')).toHaveValue(parent ?? '')
        await fillForm(page, 'Une réponse envoyée sans JavaScript, qui attend.')
        await page.getByRole('button', { name: 'Publier le commentaire' }).click()
        await expect(page.getByRole('heading', { level: 1 })).toHaveText('Commentaire envoyé')
        await expect(page.locator('main')).toContainText('en attente de modération')
        await expect(page.locator('blockquote')).toHaveText(
          'Une réponse envoyée sans JavaScript, qui attend.',
        )
      },
    )
  })
})
