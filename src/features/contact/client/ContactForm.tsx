'use client'

import { type FormEvent, useEffect, useReducer, useRef, useState } from 'react'
import { type ArmedForm, armAntiSpam } from '@/lib/anti-spam/client'
import { Honeypot } from '@/lib/anti-spam/components/Honeypot'
import { ContactFieldView } from '../components/ContactFieldView'
import { ResponseArea, ScreenReaderResponse } from '../components/ResponseArea'
import { errorsByField } from '../components/field-errors'
import type { ContactFormDefinition, ContactRefillReply } from '../definition'
import { ContactTransportError, getRefill, postFeedback } from './api'
import { dispatchContactEvent, eventDetail, HIDDEN_FIELDS } from './events'
import { acceptanceGateOpen } from './form-rules'
import { siteBlocked, startupProblems } from './startup'
import { contactReducer, INITIAL_STATE, outcomeEvent, statusLabel } from './status'

type Props = { definition: ContactFormDefinition }
type Extras = Pick<ContactRefillReply, 'captcha' | 'quiz'>

/**
 * A contact form that submits in place with the Contact Form 7 markup, statuses and events
 * (docs/behaviour/contact-form-browser.md). Fields are remounted at each reset, so they start from their
 * defaults; the first reset runs on load, because a cached page may carry stale captcha and quiz data
 * (that one keeps the fields, which have just been mounted).
 */
export function ContactForm({ definition }: Props) {
  const unitTag = `wpcf7-f${definition.id}-o1`
  const [state, dispatch] = useReducer(contactReducer, INITIAL_STATE)
  const [round, setRound] = useState(0)
  const [hash, setHash] = useState('')
  const [extras, setExtras] = useState<Extras>({ captcha: definition.captcha, quiz: definition.quiz })
  const [accepted, setAccepted] = useState(
    () => definition.acceptanceAsValidation || !gatesAtFirst(definition),
  )
  const form = useRef<HTMLFormElement>(null)
  const armed = useRef<ArmedForm | null>(null)
  const busy = useRef(false)
  // The load's reset finds the fields as they were first rendered: remounting them would redo the whole
  // form's work in the page's first second for nothing. Later resets remount them.
  const fieldsFresh = useRef(true)

  const gate = () => setAccepted(definition.acceptanceAsValidation || acceptanceGateOpen(form.current!))
  useEffect(gate, [round, definition.acceptanceAsValidation])

  useEffect(() => {
    const element = form.current!
    for (const problem of startupProblems(definition)) console.error(problem)
    armed.current = armAntiSpam(element, 'contact')
    element.reset()
    return armed.current.disarm
    // Once per mounted form: the definition of a rendered form does not change.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [])

  const applyExtras = (reply: Extras | null) => {
    if (reply?.captcha || reply?.quiz)
      setExtras((current) => ({
        captcha: { ...current.captcha, ...reply.captcha },
        quiz: { ...current.quiz, ...reply.quiz },
      }))
  }

  const onReset = async () => {
    const element = form.current!
    dispatch({ type: 'reset' })
    if (fieldsFresh.current) fieldsFresh.current = false
    else setRound((value) => value + 1)
    const detail = eventDetail(element, new FormData(element), 'resetting')
    try {
      const reply = await getRefill(definition.id)
      applyExtras(reply)
      detail.apiResponse = reply
    } catch (error) {
      console.error(error)
    }
    dispatch({ type: 'refilled' })
    dispatchContactEvent(element, 'reset', detail)
  }

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    const element = event.currentTarget
    dispatch({ type: 'submit' })
    if (siteBlocked() || busy.current || startupProblems(definition).length > 0) return
    busy.current = true
    try {
      await armed.current?.prepare()
      const formData = new FormData(element)
      const submitter = (event.nativeEvent as SubmitEvent).submitter as HTMLInputElement | null
      if (submitter?.name) formData.append(submitter.name, submitter.value)
      const detail = eventDetail(element, formData, 'submitting')
      dispatchContactEvent(element, 'beforesubmit', detail)
      const reply = await postFeedback(definition.id, formData)
      if (!reply) return dispatch({ type: 'idle' })
      detail.status = reply.status
      detail.apiResponse = reply
      dispatch({ type: 'reply', reply })
      const outcome = outcomeEvent(reply.status)
      if (outcome) dispatchContactEvent(element, outcome, detail)
      dispatchContactEvent(element, 'submit', detail)
      setHash(reply.posted_data_hash ?? '')
      applyExtras(reply)
      if (reply.status === 'mail_sent') element.reset()
    } catch (error) {
      if (error instanceof ContactTransportError)
        dispatch({ type: 'transport-error', message: error.message })
      else {
        console.error(error)
        dispatch({ type: 'idle' })
      }
    } finally {
      busy.current = false
    }
  }

  const label = statusLabel(state.status)
  const errors = errorsByField(state.invalidFields)
  return (
    <div className="wpcf7 js contact-form" id={unitTag} lang="fr-FR" dir="ltr">
      <ScreenReaderResponse unitTag={unitTag} state={state} fields={definition.fields} />
      <form
        ref={form}
        action={`#${unitTag}`}
        method="post"
        className={`wpcf7-form ${label}`}
        aria-label={definition.title}
        noValidate
        data-status={label}
        onSubmit={onSubmit}
        onReset={onReset}
        onChange={gate}
      >
        <fieldset hidden className="hidden-fields-container">
          <input type="hidden" name={HIDDEN_FIELDS.id} value={definition.id} />
          <input type="hidden" name={HIDDEN_FIELDS.version} value={definition.version} />
          <input type="hidden" name={HIDDEN_FIELDS.locale} value={definition.locale} />
          <input type="hidden" name={HIDDEN_FIELDS.unitTag} value={unitTag} />
          <input type="hidden" name={HIDDEN_FIELDS.container} value="0" />
          <input type="hidden" name={HIDDEN_FIELDS.hash} value={hash} />
        </fieldset>
        {definition.fields.some((field) => 'required' in field && field.required) && (
          <p className="contact-form__legend">Les champs marqués d’un * sont obligatoires.</p>
        )}
        <div className="contact-form__fields" key={round}>
          {definition.fields.map((field) => (
            <ContactFieldView
              key={field.name}
              field={field}
              unitTag={unitTag}
              error={errors.get(field.name)}
              captcha={extras.captcha}
              quiz={extras.quiz}
            />
          ))}
        </div>
        <Honeypot />
        <p className="contact-form__actions">
          <input
            type="submit"
            value={definition.submitLabel}
            className="wpcf7-form-control wpcf7-submit has-spinner btn btn--primary"
            disabled={!accepted}
          />
          <span className="wpcf7-spinner" aria-hidden="true" />
        </p>
        <ResponseArea state={state} />
      </form>
    </div>
  )
}

/** Whether a fresh form (every box unchecked) starts with its submit button disabled by an acceptance box. */
const gatesAtFirst = (definition: ContactFormDefinition) =>
  definition.fields.some((field) => field.type === 'acceptance' && !field.optional && !field.invert)
