'use client'
import { useEffect, useRef, useState } from 'react'
import { mountCaptcha } from '../captcha-widget'

/**
 * The sign-up's anti-robot check (ALTCHA, self-hosted), shown when the editors switched it on. The
 * widget is loaded when the field comes into view; until then, and if it cannot load, a line says what
 * it is for. Remounted (a new challenge) each time the form is reset.
 */
export function CaptchaField() {
  const box = useRef<HTMLDivElement>(null)
  const [status, setStatus] = useState<'waiting' | 'ready' | 'failed'>('waiting')

  useEffect(() => {
    const host = box.current
    if (!host) return
    let active = true
    const observer = new IntersectionObserver((entries) => {
      if (!entries.some((entry) => entry.isIntersecting)) return
      observer.disconnect()
      mountCaptcha(host).then(
        () => active && setStatus('ready'),
        () => active && setStatus('failed'),
      )
    })
    observer.observe(host)
    return () => {
      active = false
      observer.disconnect()
      host.replaceChildren()
    }
  }, [])

  return (
    <div className="newsletter-form__captcha" data-captcha={status}>
      {status === 'ready' ? null : (
        <p className="newsletter-form__captcha-note">
          {status === 'failed'
            ? 'La vérification anti-robot n’a pas pu se charger : rechargez la page.'
            : 'Vérification anti-robot : elle se fait dans votre navigateur, sans cookie ni service tiers.'}
        </p>
      )}
      <div ref={box} />
    </div>
  )
}
