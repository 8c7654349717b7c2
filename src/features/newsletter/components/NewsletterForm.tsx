'use client'
import { type RefObject, useEffect, useId, useRef } from 'react'
import { Honeypot } from '@/lib/anti-spam/components/Honeypot'
import type { NewsletterFormProps } from '../queries'
import { keyAllowed } from '../rules'
import { CaptchaField } from './CaptchaField'
import { SmsField } from './SmsField'
import { useSignup } from './use-signup'
import './newsletter-form.css'

/**
 * The sign-up form: e-mail, SMS number with its country prefix, the date field and the lists, as the
 * editors set them. Validated here with the server's own rules, then posted to the ajax endpoint.
 */
export function NewsletterForm({
  config,
  emailRef,
}: {
  config: NewsletterFormProps
  emailRef?: RefObject<HTMLInputElement | null>
}) {
  const id = useId()
  const formRef = useRef<HTMLFormElement>(null)
  const { state, result, resets, submit, nonce, arm } = useSignup(formRef, config)
  useEffect(arm, [arm])
  const lists = config.lists

  return (
    <form
      ref={formRef}
      className={`newsletter-form${state === 'processing' ? ' processing' : ''}`}
      noValidate
      onSubmit={submit}
      aria-busy={state === 'processing'}
    >
      <div className="newsletter-form__field">
        <label htmlFor={`${id}-email`}>Adresse e-mail *</label>
        <input
          ref={emailRef}
          id={`${id}-email`}
          name="email"
          type="email"
          autoComplete="email"
          maxLength={254}
          required
        />
      </div>
      {config.smsShown ? (
        <SmsField key={`sms-${resets}`} id={id} required={config.smsRequired} nonce={nonce} />
      ) : null}
      {config.dateLabel ? (
        <div className="newsletter-form__field">
          <label htmlFor={`${id}-date`}>{config.dateLabel} (jj/mm/aaaa)</label>
          <input
            id={`${id}-date`}
            name="date"
            type="text"
            inputMode="numeric"
            maxLength={20}
            placeholder="jj/mm/aaaa"
            onKeyDown={(event) => {
              if (!event.ctrlKey && !event.metaKey && !keyAllowed('date', event.key)) event.preventDefault()
            }}
          />
        </div>
      ) : null}
      {lists.length > 0 ? (
        <fieldset className="newsletter-form__lists">
          <legend>Mes centres d’intérêt{config.listsRequired ? ' (au moins un) *' : ''}</legend>
          {lists.map((list) => (
            <label key={list.id} className="newsletter-form__list">
              <input type="checkbox" name="interestingLists[]" value={list.id} /> {list.title}
            </label>
          ))}
        </fieldset>
      ) : null}
      {config.captcha ? <CaptchaField key={`captcha-${resets}`} /> : null}
      <input type="hidden" name="security" defaultValue="" />
      <Honeypot />
      <button type="submit" className="btn btn--primary" disabled={state === 'processing'}>
        {state === 'processing' ? (
          <>
            <span className="newsletter-form__loader" aria-hidden="true" /> Envoi en cours…
          </>
        ) : (
          'Je m’inscris'
        )}
      </button>
      <div className="newsletter-form__live" aria-live="polite">
        {result ? (
          <p
            className={`newsletter-form__result newsletter-form__result--${result.tone}`}
            data-status={result.status}
          >
            {result.msg}
          </p>
        ) : null}
      </div>
    </form>
  )
}
