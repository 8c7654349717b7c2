'use client'
import { type FormEvent, type RefObject, useCallback, useEffect, useRef, useState } from 'react'
import { type ArmedForm, armAntiSpam } from '@/lib/anti-spam/client'
import { captchaAnswered } from '../captcha-widget'
import { fetchNonce, postSignup } from '../client'
import { PREFIX_FIELD } from '../fields'
import { ERROR_MESSAGE_KEY, SUCCESS_HIDE_MS, type SignupStatus, statusTone } from '../messages'
import type { NewsletterFormProps } from '../queries'
import { signupError, smsOrEmpty } from '../rules'

export type SignupState = 'idle' | 'processing' | 'done'
export type ShownResult = {
  status: SignupStatus
  msg: string
  tone: 'success' | 'warning' | 'error'
  redirect?: string
}

/** A nonce older than this is asked for again (the server accepts them for 24 to 48 hours). */
const NONCE_MAX_AGE_MS = 12 * 60 * 60 * 1000

const field = (form: HTMLFormElement, name: string) =>
  form.elements.namedItem(name) as HTMLInputElement | null

/**
 * The sign-up form's behaviour: idle, then processing (loader, `processing` class) while the post is
 * under way, then the answer is shown and the form reset; a success message hides after 2 seconds and
 * the browser then follows the redirect, if the server gave one.
 */
export function useSignup(formRef: RefObject<HTMLFormElement | null>, config: NewsletterFormProps) {
  const [state, setState] = useState<SignupState>('idle')
  const [result, setResult] = useState<ShownResult | null>(null)
  const [resets, setResets] = useState(0)
  const armed = useRef<ArmedForm | null>(null)
  const nonceRef = useRef<{ value: Promise<string>; at: number } | null>(null)

  const nonce = useCallback(() => {
    if (!nonceRef.current || Date.now() - nonceRef.current.at > NONCE_MAX_AGE_MS) {
      const value = fetchNonce().catch(() => {
        nonceRef.current = null
        return ''
      })
      nonceRef.current = { value, at: Date.now() }
    }
    return nonceRef.current.value
  }, [])

  const arm = useCallback(() => {
    const form = formRef.current
    if (!form) return
    armed.current = armAntiSpam(form, 'newsletter')
    const warm = () => void nonce()
    form.addEventListener('focusin', warm, { once: true })
    return () => {
      armed.current?.disarm()
      form.removeEventListener('focusin', warm)
    }
  }, [formRef, nonce])

  const show = (status: SignupStatus, msg: string, redirect?: string) =>
    setResult({ status, msg, tone: statusTone(status), redirect })

  // A success hides 2 seconds after it is on screen (counted from the render that shows it, not from the
  // answer's arrival), then the browser follows the redirect, if the server gave one.
  useEffect(() => {
    if (result?.tone !== 'success') return
    const timer = setTimeout(() => {
      setResult(null)
      if (result.redirect?.startsWith('/')) window.location.assign(result.redirect)
    }, SUCCESS_HIDE_MS)
    return () => clearTimeout(timer)
  }, [result])

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    const form = event.currentTarget
    if (state === 'processing') return
    const sms = field(form, 'sms')
    const prefix = field(form, PREFIX_FIELD)
    if (sms) sms.value = smsOrEmpty(sms.value, prefix?.value ?? '', config.smsRequired)
    const lists = new FormData(form).getAll('interestingLists[]').map(String)
    const error = signupError(
      { email: field(form, 'email')?.value ?? '', sms: sms?.value ?? '', lists },
      config,
    )
    if (error) return show('invalid', config.messages[ERROR_MESSAGE_KEY[error]])

    setState('processing')
    setResult(null)
    await armed.current?.prepare()
    if (config.captcha) await captchaAnswered(form)
    const security = field(form, 'security')
    if (security) security.value = await nonce()
    const reply = await postSignup(form)
    form.reset()
    setResets((count) => count + 1)
    setState('done')
    show(reply.status, reply.msg, reply.redirect)
  }

  return { state, result, resets, submit, nonce, arm }
}
