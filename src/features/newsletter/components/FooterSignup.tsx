'use client'
import { type FormEvent, lazy, Suspense, useEffect, useId, useRef, useState } from 'react'
import type { NewsletterFormProps } from '../queries'
import './newsletter-block.css'
import './newsletter-form.css'

// The modal's form (fields, checks, anti-spam, sending) is on every page but used on few visits: its code
// loads when the visitor first turns to the footer's field, not with the page.
const NewsletterForm = lazy(() =>
  import('./NewsletterForm').then((module) => ({ default: module.NewsletterForm })),
)

/** Renders nothing; tells its parent once the lazily loaded form beside it is in the page. */
function Mounted({ onMounted }: { onMounted: () => void }) {
  useEffect(onMounted, [onMounted])
  return null
}

/**
 * The footer's sign-up block: one e-mail field. Enter (or the button) opens the newsletter modal with the
 * whole form, copying the address into the modal's e-mail field if that one is empty. The modal is a
 * <dialog> opened with showModal(): the rest of the page is inert while it is open, Escape closes it and
 * focus goes back to the footer's field.
 */
export function FooterSignup({ config }: { config: NewsletterFormProps }) {
  const id = useId()
  const footerEmail = useRef<HTMLInputElement>(null)
  const modalEmail = useRef<HTMLInputElement>(null)
  const dialog = useRef<HTMLDialogElement>(null)
  const [formWanted, setFormWanted] = useState(false)
  /** Enter was pressed before the form's code arrived: the modal opens as soon as it is in the page. */
  const openWhenMounted = useRef(false)

  function showModal() {
    const modal = dialog.current
    if (!modal || modal.open) return
    const typed = footerEmail.current?.value.trim() ?? ''
    if (modalEmail.current && modalEmail.current.value === '' && typed !== '')
      modalEmail.current.value = typed
    modal.showModal()
    modalEmail.current?.focus()
  }

  function open(event: FormEvent) {
    event.preventDefault()
    if (modalEmail.current) showModal()
    else {
      openWhenMounted.current = true
      setFormWanted(true)
    }
  }

  const onFormMounted = () => {
    if (!openWhenMounted.current) return
    openWhenMounted.current = false
    showModal()
  }

  return (
    <section className="newsletter-block" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className="site-footer__title">
        Lettre d’information
      </h2>
      <p>Les événements et les nouveautés de Bray-Dunes, une fois par mois dans votre boîte.</p>
      <form
        className="newsletter-block__form"
        onSubmit={open}
        onFocus={() => setFormWanted(true)}
        onPointerEnter={() => setFormWanted(true)}
        noValidate
      >
        <label htmlFor={`${id}-email`}>Votre adresse e-mail</label>
        <div className="newsletter-block__row">
          <input ref={footerEmail} id={`${id}-email`} type="email" autoComplete="email" maxLength={254} />
          <button type="submit" className="btn btn--primary">
            S’inscrire
          </button>
        </div>
      </form>
      <dialog
        ref={dialog}
        className="newsletter-modal"
        aria-labelledby={`${id}-modal-title`}
        onClose={() => footerEmail.current?.focus()}
      >
        <div className="newsletter-modal__head">
          <h2 id={`${id}-modal-title`}>Inscription à la lettre d’information</h2>
          <button
            type="button"
            className="newsletter-modal__close"
            aria-label="Fermer"
            onClick={() => dialog.current?.close()}
          >
            ×
          </button>
        </div>
        <Suspense fallback={null}>
          {formWanted ? (
            <>
              <NewsletterForm config={config} emailRef={modalEmail} />
              <Mounted onMounted={onFormMounted} />
            </>
          ) : null}
        </Suspense>
      </dialog>
    </section>
  )
}
