// @vitest-environment jsdom
import { act } from 'react'
import { createRoot, type Root } from 'react-dom/client'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import type { ContactFeedbackReply, ContactFormDefinition } from '../definition'
import { ContactForm } from './ContactForm'

vi.mock('@/lib/anti-spam/client', () => ({
  armAntiSpam: () => ({ prepare: async () => undefined, disarm: () => undefined }),
}))

declare global {
  var IS_REACT_ACT_ENVIRONMENT: boolean | undefined
}

const definition: ContactFormDefinition = {
  id: 4,
  title: 'Nous écrire',
  submitLabel: 'Envoyer',
  version: '1',
  locale: 'fr_FR',
  acceptanceAsValidation: false,
  fields: [
    { type: 'text', name: 'your-name', label: 'Votre nom', required: true, maxLength: 20, counter: 'down' },
    { type: 'email', name: 'your-email', label: 'Votre e-mail', required: true },
    { type: 'url', name: 'site', label: 'Votre site', required: false },
    {
      type: 'checkbox',
      name: 'sujet',
      label: 'Sujet',
      required: false,
      exclusive: true,
      options: [
        { label: 'Agenda', value: 'agenda' },
        { label: 'Autre', value: 'autre', freeText: true },
      ],
    },
    { type: 'acceptance', name: 'rgpd', label: 'J’accepte', required: true, optional: false, invert: false },
  ],
}

const reply = (status: string, extra: Partial<ContactFeedbackReply> = {}): ContactFeedbackReply => ({
  contact_form_id: 4,
  status,
  message: `Message ${status}`,
  posted_data_hash: 'abc',
  into: '#wpcf7-f4-o1',
  invalid_fields: [],
  ...extra,
})

let root: Root
let host: HTMLElement
let events: string[]
let replies: Array<() => Promise<Response>>

const $ = <T extends Element = HTMLElement>(selector: string) => host.querySelector<T>(selector)!
const flush = () => act(async () => new Promise((resolve) => setTimeout(resolve, 0)))
const submit = async () => {
  await act(async () => void $<HTMLFormElement>('form').requestSubmit())
  await flush()
  await flush()
}
const click = (selector: string) => act(() => void $<HTMLInputElement>(selector).click())

beforeEach(async () => {
  globalThis.IS_REACT_ACT_ENVIRONMENT = true
  events = []
  replies = []
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) => (url.endsWith('/refill') ? Response.json({}) : replies.shift()!())),
  )
  host = document.createElement('div')
  document.body.append(host)
  root = createRoot(host)
  await act(async () => root.render(<ContactForm definition={definition} />))
  await flush()
  for (const name of ['invalid', 'spam', 'mailsent', 'mailfailed', 'submit', 'beforesubmit', 'reset'])
    $('.wpcf7').addEventListener(`wpcf7${name}`, () => events.push(name))
})

afterEach(() => {
  act(() => root.unmount())
  host.remove()
  vi.unstubAllGlobals()
  delete window.wpcf7
})

describe('ContactForm', () => {
  it('renders the CF7 markup and starts in init after the load-time reset', () => {
    expect($('form').getAttribute('data-status')).toBe('init')
    expect($<HTMLInputElement>('input[name="_wpcf7"]').value).toBe('4')
    expect($<HTMLInputElement>('input[name="_wpcf7_unit_tag"]').value).toBe('wpcf7-f4-o1')
    expect(host.querySelectorAll('.wpcf7-form-control-wrap[data-name]')).toHaveLength(5)
    expect($('.screen-reader-response [role="status"]').getAttribute('aria-live')).toBe('polite')
    expect(vi.mocked(fetch).mock.calls[0][0]).toContain('/contact-forms/4/refill')
  })

  it('keeps the fields it has just mounted at the load-time reset, and remounts them at a later reset', async () => {
    act(() => root.unmount())
    const removed: Node[] = []
    const observer = new MutationObserver((records) =>
      records.forEach((r) => removed.push(...r.removedNodes)),
    )
    observer.observe(host, { childList: true, subtree: true })
    root = createRoot(host)
    await act(async () => root.render(<ContactForm definition={definition} />))
    await flush()
    const removedFields = () =>
      removed.filter((node) => node instanceof Element && node.matches('.contact-form__fields'))
    expect(vi.mocked(fetch).mock.calls.filter(([url]) => String(url).endsWith('/refill'))).toHaveLength(2)
    expect(removedFields()).toEqual([])
    const name = $('input[name="your-name"]')
    await act(async () => $<HTMLFormElement>('form').reset())
    await flush()
    observer.disconnect()
    expect(removedFields()).toHaveLength(1)
    expect(name.isConnected).toBe(false)
    expect($('input[name="your-name"]')).not.toBe(name)
  })

  it('keeps the submit button disabled until the acceptance box is checked', async () => {
    expect($<HTMLInputElement>('.wpcf7-submit').disabled).toBe(true)
    await click('input[name="rgpd"]')
    expect($<HTMLInputElement>('.wpcf7-submit').disabled).toBe(false)
  })

  it('an exclusive group keeps one box; free text is enabled only with its option', async () => {
    const free = () => $<HTMLInputElement>('input[name="sujet_free_text"]')
    expect(free().disabled).toBe(true)
    await click('input[value="agenda"]')
    await click('input[value="autre"]')
    expect($<HTMLInputElement>('input[value="agenda"]').checked).toBe(false)
    expect(free().disabled).toBe(false)
  })

  it('shows server errors next to fields and in the screen-reader list', async () => {
    await click('input[name="rgpd"]')
    const into = 'span.wpcf7-form-control-wrap[data-name="your-email"]'
    replies.push(async () =>
      Response.json(
        reply('validation_failed', {
          invalid_fields: [
            {
              into,
              message: 'Veuillez saisir une adresse e-mail.',
              idref: null,
              error_id: 'wpcf7-f4-o1-ve-your-email',
            },
          ],
        }),
      ),
    )
    await submit()
    const input = $<HTMLInputElement>('input[name="your-email"]')
    expect($('form').getAttribute('data-status')).toBe('invalid')
    expect(input.getAttribute('aria-invalid')).toBe('true')
    expect(input.getAttribute('aria-describedby')).toBe('wpcf7-f4-o1-ve-your-email')
    expect(input.classList.contains('wpcf7-not-valid')).toBe(true)
    expect($(`${into} .wpcf7-not-valid-tip`).textContent).toBe('Veuillez saisir une adresse e-mail.')
    const link = $<HTMLAnchorElement>('.screen-reader-response li#wpcf7-f4-o1-ve-your-email a')
    expect(link.getAttribute('href')).toBe(`#${input.id}`)
    expect($('.wpcf7-response-output').textContent).toBe('Message validation_failed')
    expect(events).toEqual(['beforesubmit', 'invalid', 'submit'])

    // The next submit clears the errors first.
    replies.push(() => new Promise(() => undefined))
    await submit()
    expect($('form').getAttribute('data-status')).toBe('submitting')
    expect(host.querySelector('.wpcf7-not-valid-tip')).toBeNull()
    expect($('.wpcf7-response-output').textContent).toBe('')
  })

  it('on mail_sent resets the fields, refills and ends in sent with the events in order', async () => {
    await act(async () => {
      $<HTMLInputElement>('input[name="your-name"]').value = 'x'
    })
    await click('input[name="rgpd"]')
    replies.push(async () => Response.json(reply('mail_sent')))
    await submit()
    await flush()
    expect(events).toEqual(['beforesubmit', 'mailsent', 'submit', 'reset'])
    expect($('form').getAttribute('data-status')).toBe('sent')
    expect($('form').classList.contains('sent')).toBe(true)
    expect($<HTMLInputElement>('input[name="your-name"]').value).toBe('')
    expect($<HTMLInputElement>('input[name="rgpd"]').checked).toBe(false)
    expect($<HTMLInputElement>('input[name="_wpcf7_posted_data_hash"]').value).toBe('abc')
    expect($('[role="status"]').textContent).toBe('Message mail_sent')
  })

  it('posts multipart form data with the visitor inputs and the hidden fields', async () => {
    await click('input[name="rgpd"]')
    replies.push(async () => Response.json(reply('mail_failed')))
    await submit()
    const [url, init] = vi.mocked(fetch).mock.calls.at(-1)!
    expect(url).toContain('/contact-forms/4/feedback')
    const body = init!.body as FormData
    expect(body.get('_wpcf7_locale')).toBe('fr_FR')
    expect(body.get('rgpd')).toBe('1')
    expect(events).toEqual(['beforesubmit', 'mailfailed', 'submit'])
    expect($('form').getAttribute('data-status')).toBe('failed')
  })

  it('says "probablement hors ligne" when the network is down', async () => {
    await click('input[name="rgpd"]')
    replies.push(async () => {
      throw new TypeError('Failed to fetch')
    })
    await submit()
    expect($('.wpcf7-response-output').textContent).toBe('Vous êtes probablement hors ligne.')
    expect($('[role="status"]').textContent).toBe('Vous êtes probablement hors ligne.')
  })

  it('while the site is blocked, a submit shows submitting and sends nothing', async () => {
    window.wpcf7 = { blocked: true }
    await click('input[name="rgpd"]')
    const before = vi.mocked(fetch).mock.calls.length
    await submit()
    expect(vi.mocked(fetch).mock.calls.length).toBe(before)
    expect($('form').getAttribute('data-status')).toBe('submitting')
    expect(events).toEqual([])
  })

  it('prefixes http:// to a URL without a scheme as the visitor leaves it, and counts down', async () => {
    const site = $<HTMLInputElement>('input[name="site"]')
    const setter = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!
    await act(async () => {
      setter.call(site, 'escale.fr')
      site.dispatchEvent(new Event('input', { bubbles: true }))
    })
    await act(async () => void site.dispatchEvent(new FocusEvent('focusout', { bubbles: true })))
    expect(site.value).toBe('http://escale.fr')
    const name = $<HTMLInputElement>('input[name="your-name"]')
    await act(async () => {
      setter.call(name, 'Anne')
      name.dispatchEvent(new Event('input', { bubbles: true }))
    })
    expect($('.wpcf7-character-count').getAttribute('data-current-value')).toBe('16')
  })

  it('says the reply is not JSON, logs a non-2xx reply without a message, and labels unknown statuses', async () => {
    await click('input[name="rgpd"]')
    replies.push(async () => new Response('<html></html>', { status: 200 }))
    await submit()
    expect($('.wpcf7-response-output').textContent).toBe("La réponse n'est pas une réponse JSON valide.")

    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined)
    replies.push(async () => new Response('boom', { status: 500 }))
    await submit()
    expect(logged).toHaveBeenCalledOnce()
    expect($('.wpcf7-response-output').textContent).toBe('')
    expect($('form').getAttribute('data-status')).toBe('init')
    logged.mockRestore()

    replies.push(async () => Response.json(reply('on_hold')))
    await submit()
    expect($('form').getAttribute('data-status')).toBe('custom-on-hold')
  })

  it('events carry the form identity and the inputs without the names starting with _', async () => {
    let detail: Record<string, unknown> = {}
    $('.wpcf7').addEventListener('wpcf7submit', (event) => (detail = (event as CustomEvent).detail))
    await click('input[name="rgpd"]')
    replies.push(async () => Response.json(reply('spam')))
    await submit()
    expect(detail).toMatchObject({
      contactFormId: 4,
      unitTag: 'wpcf7-f4-o1',
      contactFormLocale: 'fr_FR',
      status: 'spam',
    })
    const names = (detail.inputs as Array<{ name: string }>).map((input) => input.name)
    expect(names).toContain('rgpd')
    expect(names.some((name) => name.startsWith('_'))).toBe(false)
    expect(events).toEqual(['beforesubmit', 'spam', 'submit'])
  })
})
