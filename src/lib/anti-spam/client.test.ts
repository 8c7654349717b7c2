// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { armAntiSpam } from './client'
import { MIN_FILL_MS, SPAM_TOKEN_FIELD, TIMING_FIELD, TIMING_TOKEN_ACTION } from './fields'

const postAjax = vi.fn()
vi.mock('@/lib/ajax/client', () => ({ postAjax: (fields: unknown) => postAjax(fields) }))

let issued = 0
const answer = () => Response.json({ token: `jeton-${++issued}`, minFillMs: MIN_FILL_MS })

function makeForm() {
  document.body.innerHTML = '<form><input name="nom"><button>Envoyer</button></form>'
  return document.querySelector('form')!
}

const hidden = (form: HTMLFormElement, name: string) =>
  form.querySelector<HTMLInputElement>(`input[type="hidden"][name="${name}"]`)?.value

/** Runs prepare() and tells how long it took, in fake time. */
async function timedPrepare(prepare: () => Promise<void>) {
  const started = Date.now()
  let done = false
  const running = prepare().then(() => (done = true))
  while (!done) await vi.advanceTimersByTimeAsync(50)
  await running
  return Date.now() - started
}

beforeEach(() => {
  vi.useFakeTimers()
  issued = 0
  postAjax.mockReset().mockImplementation(async () => answer())
})
afterEach(() => vi.useRealTimers())

describe('armAntiSpam', () => {
  it('asks for a timing token on the first interaction only', async () => {
    const form = makeForm()
    armAntiSpam(form, 'contact')
    expect(postAjax).not.toHaveBeenCalled()
    form.querySelector('input')!.dispatchEvent(new FocusEvent('focusin', { bubbles: true }))
    form.querySelector('input')!.dispatchEvent(new Event('input', { bubbles: true }))
    expect(postAjax).toHaveBeenCalledTimes(1)
    expect(postAjax).toHaveBeenCalledWith({ action: TIMING_TOKEN_ACTION, scope: 'contact' })
  })

  it('adds the spam-token field and the token; no wait once the minimum fill time has passed', async () => {
    const form = makeForm()
    const armed = armAntiSpam(form, 'newsletter')
    form.dispatchEvent(new Event('pointerdown'))
    await vi.advanceTimersByTimeAsync(MIN_FILL_MS + 1_000)
    expect(await timedPrepare(armed.prepare)).toBeLessThanOrEqual(50)
    expect(hidden(form, SPAM_TOKEN_FIELD.name)).toBe(SPAM_TOKEN_FIELD.value)
    expect(hidden(form, TIMING_FIELD)).toBe('jeton-1')
    // A second post reuses the fields rather than adding more.
    await timedPrepare(armed.prepare)
    expect(form.querySelectorAll(`input[name="${TIMING_FIELD}"]`)).toHaveLength(1)
    expect(postAjax).toHaveBeenCalledTimes(1)
  })

  it('waits out the rest of the minimum fill time for a quick (autofilled) post', async () => {
    const form = makeForm()
    const armed = armAntiSpam(form, 'contact')
    form.dispatchEvent(new Event('focusin'))
    await vi.advanceTimersByTimeAsync(1_000)
    const waited = await timedPrepare(armed.prepare)
    expect(waited).toBeGreaterThanOrEqual(MIN_FILL_MS - 1_000)
    expect(waited).toBeLessThan(MIN_FILL_MS)
  })

  it('asks again at submit time when the first ask failed, then waits the whole minimum', async () => {
    postAjax.mockRejectedValueOnce(new TypeError('Failed to fetch'))
    const form = makeForm()
    const armed = armAntiSpam(form, 'comment')
    form.dispatchEvent(new Event('focusin'))
    await vi.advanceTimersByTimeAsync(60_000)
    expect(await timedPrepare(armed.prepare)).toBeGreaterThanOrEqual(MIN_FILL_MS)
    expect(hidden(form, TIMING_FIELD)).toBe('jeton-1')
    expect(postAjax).toHaveBeenCalledTimes(2)
  })

  it('renews a token that would expire soon', async () => {
    const form = makeForm()
    const armed = armAntiSpam(form, 'contact')
    form.dispatchEvent(new Event('focusin'))
    await vi.advanceTimersByTimeAsync(23.5 * 60 * 60 * 1000)
    await timedPrepare(armed.prepare)
    expect(hidden(form, TIMING_FIELD)).toBe('jeton-2')
  })

  it('stops listening once disarmed', () => {
    const form = makeForm()
    armAntiSpam(form, 'contact').disarm()
    form.dispatchEvent(new Event('focusin'))
    expect(postAjax).not.toHaveBeenCalled()
  })
})
