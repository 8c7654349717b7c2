import { expect, type APIRequestContext, type Page } from '@playwright/test'
import { richText } from '../../int/support/fixtures'
import { editorAuthorization } from './editor'

/**
 * Contact forms for the browser tests, made through the REST API as an editor: a form of known fields
 * and a published page showing it, so that the tests do not depend on the demo content. Each is made
 * once per worker and shared by its tests.
 */

export const QUIZ_ANSWER = 'quatre'

/** Every kind of field the browser rules apply to; the quiz and captcha go in a form of their own. */
const MAIN_FIELDS = [
  { blockType: 'text', name: 'nom', label: 'Votre nom', required: true, maxLength: 40, counter: 'down' },
  { blockType: 'email', name: 'courriel', label: 'Votre courriel', required: true },
  { blockType: 'url', name: 'site', label: 'Votre site', required: false },
  { blockType: 'date', name: 'jour', label: 'Date de la visite', required: false, format: 'd MM yy' },
  { blockType: 'time', name: 'heure', label: 'Heure de la visite', required: false },
  {
    blockType: 'checkbox',
    name: 'sujet',
    label: 'Sujet',
    required: false,
    exclusive: true,
    options: [
      { label: 'Agenda', value: 'agenda' },
      { label: 'Autre sujet', value: 'autre', freeText: true },
    ],
  },
  {
    blockType: 'textarea',
    name: 'message',
    label: 'Votre message',
    required: true,
    minLength: 10,
    counter: 'up',
  },
  {
    blockType: 'acceptance',
    name: 'rgpd',
    label: 'J’accepte que mes données servent à me répondre.',
    required: true,
  },
]

const CHALLENGE_FIELDS = [
  { blockType: 'text', name: 'nom', label: 'Votre nom', required: true },
  {
    blockType: 'quiz',
    name: 'calcul',
    label: 'Question',
    questions: [{ question: 'Deux plus deux ?', answers: `4|${QUIZ_ANSWER}` }],
  },
  { blockType: 'captcha', name: 'code', label: 'Code de l’image' },
]

/**
 * A document created as the demo editor. Two workers logging the editor in at the same moment can lose
 * one session (both write the user's session list), which answers 403 and creates nothing: that worker
 * logs in again and retries.
 */
async function createAsEditor(
  request: APIRequestContext,
  path: string,
  data: Record<string, unknown>,
  tries = 3,
): Promise<{ id: number; slug?: string }> {
  const response = await request.post(path, {
    headers: { Authorization: await editorAuthorization(request) },
    data,
  })
  if (response.status() === 403 && tries > 1) return createAsEditor(request, path, data, tries - 1)
  expect(response.status(), await response.text()).toBe(201)
  return (await response.json()).doc
}

async function makeFormPage(request: APIRequestContext, kind: string, fields: unknown[]): Promise<string> {
  const marker = `${kind}-${Date.now()}-${Math.floor(Math.random() * 1e6)}`
  const form = await createAsEditor(request, '/api/forms', {
    title: `Formulaire ${marker}`,
    submitLabel: 'Envoyer',
    recipient: 'accueil@escale.example',
    mailSubject: 'Contact',
    confirmationType: 'message',
    fields,
  })
  const page = await createAsEditor(request, '/api/pages', {
    title: `Écrivez-nous ${marker}`,
    slug: `ecrire-${marker}`,
    content: richText('Une question sur la ville ? Écrivez-nous.'),
    contactForm: form.id,
    _status: 'published',
  })
  return `/${page.slug}`
}

const made = new Map<string, Promise<string>>()
export const mainFormPage = (request: APIRequestContext) =>
  made.get('main') ?? made.set('main', makeFormPage(request, 'main', MAIN_FIELDS)).get('main')!
export const challengeFormPage = (request: APIRequestContext) =>
  made.get('challenge') ??
  made.set('challenge', makeFormPage(request, 'challenge', CHALLENGE_FIELDS)).get('challenge')!

const EVENTS = [
  'invalid',
  'unaccepted',
  'spam',
  'aborted',
  'mailsent',
  'mailfailed',
  'submit',
  'beforesubmit',
  'reset',
]

/**
 * Opens a form page once the form is live: hydrated, and back to init after its load-time reset. The
 * form's events (they bubble) are recorded from the page's first script on; the load-time reset's own
 * event is awaited, then forgotten, so that a test sees only what it caused.
 */
export async function openForm(page: Page, path: string) {
  await page.addInitScript((names) => {
    const seen: string[] = []
    ;(window as unknown as { contactEvents: string[] }).contactEvents = seen
    for (const name of names) document.addEventListener(`wpcf7${name}`, () => seen.push(name))
  }, EVENTS)
  await page.goto(path)
  await expect.poll(() => contactEvents(page)).toContain('reset')
  await expect(page.locator('form.wpcf7-form')).toHaveAttribute('data-status', 'init')
  await page.evaluate(() => {
    ;(window as unknown as { contactEvents: string[] }).contactEvents.length = 0
  })
}

export const contactEvents = (page: Page) =>
  page.evaluate(() => (window as unknown as { contactEvents: string[] }).contactEvents)
