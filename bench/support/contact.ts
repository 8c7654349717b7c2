/**
 * The calls the contact-form load test makes, as a browser and an editor would make them: log in, build a
 * form in the back office, get the anti-spam timing token, post the form.
 */
import { HONEYPOT_FIELD, MIN_FILL_MS, SPAM_TOKEN_FIELD, TIMING_FIELD } from '../../src/lib/anti-spam/fields'

async function json<T>(response: Response, what: string): Promise<T> {
  const body = await response.text()
  if (!response.ok) throw new Error(`${what}: HTTP ${response.status} ${body.slice(0, 300)}`)
  return JSON.parse(body) as T
}

/** A JWT of the account, for the `Authorization: JWT …` header of the REST API. */
export async function login(baseUrl: string, account: { email: string; password: string }): Promise<string> {
  const response = await fetch(`${baseUrl}/api/users/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: account.email, password: account.password }),
  })
  return (await json<{ token: string }>(response, 'login')).token
}

/** A form of three required fields whose mails carry `run` at the start of their subject. */
export async function createBenchForm(baseUrl: string, token: string, run: string): Promise<number> {
  const response = await fetch(`${baseUrl}/api/forms`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `JWT ${token}` },
    body: JSON.stringify({
      title: `Test de charge ${run}`,
      submitLabel: 'Envoyer',
      recipient: 'accueil@escale.example',
      mailSubject: run,
      fields: [
        { blockType: 'text', name: 'nom', label: 'Nom', required: true },
        { blockType: 'email', name: 'courriel', label: 'E-mail', required: true },
        { blockType: 'textarea', name: 'message', label: 'Message', required: true },
      ],
    }),
  })
  return (await json<{ doc: { id: number } }>(response, 'form creation')).doc.id
}

/** A timing token, then the least fill time a person takes, so that the posts are not refused as too fast. */
export async function fetchTimingToken(baseUrl: string): Promise<string> {
  const response = await fetch(`${baseUrl}/ajax`, {
    method: 'POST',
    body: new URLSearchParams({ action: 'anti_spam_token', scope: 'contact' }),
  })
  const { token } = await json<{ token: string }>(response, 'timing token')
  await new Promise((resolve) => setTimeout(resolve, MIN_FILL_MS + 200))
  return token
}

/** One visitor's post; resolves with the reply's status, or `HTTP <code>` when the answer is not JSON. */
export async function contactPost(
  baseUrl: string,
  formId: number,
  timing: string,
  run: string,
  index: number,
): Promise<string> {
  const body = new FormData()
  body.set('_wpcf7', String(formId))
  body.set('_wpcf7_version', '5.9')
  body.set('_wpcf7_locale', 'fr_FR')
  body.set('_wpcf7_unit_tag', `wpcf7-f${formId}-o1`)
  body.set('_wpcf7_container_post', '0')
  body.set('nom', `Visiteur ${index}`)
  body.set('courriel', `visiteur${index}@exemple.fr`)
  body.set('message', `Message ${index} du test ${run}.`)
  body.set(SPAM_TOKEN_FIELD.name, SPAM_TOKEN_FIELD.value)
  body.set(HONEYPOT_FIELD, '')
  body.set(TIMING_FIELD, timing)
  const response = await fetch(`${baseUrl}/api/contact-form/v1/contact-forms/${formId}/feedback`, {
    method: 'POST',
    headers: { accept: 'application/json' },
    body,
  })
  const text = await response.text()
  try {
    return (JSON.parse(text) as { status: string }).status
  } catch {
    return `HTTP ${response.status}`
  }
}

/** How many submissions the form has, read by an editor. */
export async function storedSubmissions(baseUrl: string, token: string, formId: number): Promise<number> {
  const query = new URLSearchParams({ 'where[form][equals]': String(formId), limit: '1', depth: '0' })
  const response = await fetch(`${baseUrl}/api/form-submissions?${query}`, {
    headers: { authorization: `JWT ${token}` },
  })
  return (await json<{ totalDocs: number }>(response, 'submission count')).totalDocs
}
