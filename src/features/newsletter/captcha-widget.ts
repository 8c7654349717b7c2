import type { AltchaWidgetElement } from 'altcha/types/generic'
import { postAjax } from '@/lib/ajax/client'
import { CAPTCHA_ACTION, CAPTCHA_FIELD } from './fields'

/**
 * The ALTCHA widget of the sign-up form, loaded only when a form that needs it comes into view (the
 * library is about 35 KB compressed: no page pays for it before). Its challenge comes from the ajax
 * endpoint, which takes POST only, hence the widget's own fetch replaced by one that posts.
 */
export async function mountCaptcha(host: HTMLElement): Promise<AltchaWidgetElement> {
  await import('altcha')
  await import('altcha/i18n/fr-fr')
  const widget = document.createElement('altcha-widget')
  host.append(widget)
  // The custom element builds its component when connected, a tick after append.
  await new Promise((resolve) => setTimeout(resolve, 0))
  await widget.configure({
    challenge: `?action=${CAPTCHA_ACTION}`,
    fetch: () => postAjax({ action: CAPTCHA_ACTION }),
    name: CAPTCHA_FIELD,
    language: 'fr-fr',
    // Starts the proof of work as soon as the visitor enters the form, so it is done by the time they send.
    auto: 'onfocus',
    hideFooter: true,
    hideLogo: true,
    // No pointer or scroll data is collected: the server never asks for it.
    humanInteractionSignature: false,
  })
  return widget
}

/**
 * Waits for the widget of `form` (if any) to hold an answer: a solve under way is awaited, an idle
 * widget is asked to solve now. Whatever the outcome, the form is then posted and the server answers
 * gcaptchaEmpty or gcaptchaFail when there is no good answer.
 */
export async function captchaAnswered(form: HTMLFormElement): Promise<void> {
  const widget = form.querySelector('altcha-widget')
  if (!widget || typeof widget.getState !== 'function') return
  const state = String(widget.getState())
  if (state === 'verified') return
  if (state === 'verifying') {
    await new Promise<void>((resolve) => {
      const settled = (event: Event) => {
        if ((event as CustomEvent<{ state: string }>).detail?.state === 'verifying') return
        widget.removeEventListener('statechange', settled)
        resolve()
      }
      widget.addEventListener('statechange', settled)
    })
    return
  }
  await widget.verify().catch(() => null)
}
