import { postAjax } from '@/lib/ajax/client'
import {
  type AntiSpamScope,
  MIN_FILL_MS,
  SPAM_TOKEN_FIELD,
  TIMING_FIELD,
  TIMING_MAX_AGE_MS,
  TIMING_TOKEN_ACTION,
} from './fields'

/** Asks for a new token before this age, so that one never expires between the ask and the post. */
const REFRESH_AFTER_MS = TIMING_MAX_AGE_MS - 60 * 60 * 1000
/** Covers the clock difference between two app instances behind a load balancer. */
const MARGIN_MS = 250
const FIRST_INTERACTION = ['focusin', 'pointerdown', 'input'] as const

type Token = { value: string | null; receivedAt: number }

export type ArmedForm = {
  /**
   * Call just before building the post's body (new FormData(form)): adds the spam-token field, makes
   * sure a timing token is in the form and waits until it is old enough to be accepted.
   */
  prepare: () => Promise<void>
  /** Removes the listeners (a React effect's cleanup). */
  disarm: () => void
}

function setHidden(form: HTMLFormElement, name: string, value: string) {
  let input = form.querySelector<HTMLInputElement>(`input[type="hidden"][name="${name}"]`)
  if (!input) {
    input = document.createElement('input')
    input.type = 'hidden'
    input.name = name
    form.append(input)
  }
  input.value = value
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, Math.max(0, ms)))

async function fetchToken(scope: AntiSpamScope): Promise<Token> {
  try {
    const body = (await (await postAjax({ action: TIMING_TOKEN_ACTION, scope })).json()) as {
      token?: unknown
    }
    return { value: typeof body.token === 'string' ? body.token : null, receivedAt: Date.now() }
  } catch {
    // Offline for a moment: prepare() asks again at submit time.
    return { value: null, receivedAt: Date.now() }
  }
}

/**
 * Arms a visitor form against spam robots: the timing token is asked for on the first interaction
 * (the page itself is cached, so it cannot carry the visitor's time), and `prepare()` completes the post.
 * A person who submits within the minimum fill time (autofilled fields) just waits the rest of it.
 */
export function armAntiSpam(form: HTMLFormElement, scope: AntiSpamScope): ArmedForm {
  let token: Promise<Token> | undefined
  const start = () => {
    token ??= fetchToken(scope)
    disarm()
  }
  const disarm = () => {
    for (const type of FIRST_INTERACTION) form.removeEventListener(type, start)
  }
  for (const type of FIRST_INTERACTION) form.addEventListener(type, start)

  return {
    async prepare() {
      setHidden(form, SPAM_TOKEN_FIELD.name, SPAM_TOKEN_FIELD.value)
      let current = await (token ??= fetchToken(scope))
      if (!current.value || Date.now() - current.receivedAt > REFRESH_AFTER_MS) {
        token = fetchToken(scope)
        current = await token
      }
      setHidden(form, TIMING_FIELD, current.value ?? '')
      await sleep(current.receivedAt + MIN_FILL_MS + MARGIN_MS - Date.now())
    },
    disarm,
  }
}
