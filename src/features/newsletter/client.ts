import { ajaxUrl, postAjax } from '@/lib/ajax/client'
import { NONCE_ACTION, PREFIX_ACTION, SIGNUP_ACTION } from './fields'
import { SIGNUP_STATUSES, type SignupReply } from './messages'

/** A fresh nonce for the newsletter's calls: the pages are cached, so none is written in their markup. */
export async function fetchNonce(): Promise<string> {
  const body = (await (await postAjax({ action: NONCE_ACTION })).json()) as { security?: unknown }
  return typeof body.security === 'string' ? body.security : ''
}

export type CountryOption = { code: string; dial: string; name: string }

/** The countries of the prefix list, read from the HTML list the server answers. */
export async function fetchCountries(security: string): Promise<CountryOption[]> {
  const html = await (await postAjax({ action: PREFIX_ACTION, security })).text()
  const doc = new DOMParser().parseFromString(html, 'text/html')
  return [...doc.querySelectorAll<HTMLElement>('[data-country-code]')].map((item) => ({
    code: item.dataset.countryCode ?? '',
    dial: item.dataset.dialCode ?? '',
    name: item.querySelector('.sib-country-name')?.textContent ?? '',
  }))
}

const isReply = (value: unknown): value is SignupReply =>
  Boolean(value) &&
  typeof value === 'object' &&
  SIGNUP_STATUSES.includes((value as SignupReply).status) &&
  typeof (value as SignupReply).msg === 'string'

/**
 * Posts the sign-up form. Resolves to the server's reply; anything else (a network failure, an answer
 * that is not a reply) resolves to a failure whose message is the raw answer, as the visitor sees it.
 */
export async function postSignup(form: HTMLFormElement): Promise<SignupReply> {
  const body = new URLSearchParams()
  for (const [name, value] of new FormData(form)) if (typeof value === 'string') body.append(name, value)
  body.set('action', SIGNUP_ACTION)
  try {
    const response = await fetch(ajaxUrl(), {
      method: 'POST',
      body,
      credentials: 'same-origin',
      cache: 'no-store',
    })
    const text = await response.text()
    let parsed: unknown = null
    try {
      parsed = JSON.parse(text)
    } catch {
      parsed = null
    }
    if (isReply(parsed)) return parsed
    const error = (parsed as { error?: unknown } | null)?.error
    return {
      status: 'failure',
      msg: typeof error === 'string' ? error : `${response.status} ${text.slice(0, 300)}`,
    }
  } catch (error) {
    return { status: 'failure', msg: String(error) }
  }
}
