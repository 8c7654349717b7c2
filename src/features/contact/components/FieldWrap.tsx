import type { ReactNode } from 'react'
import type { FieldError } from './field-errors'

type Props = { name: string; error?: FieldError; children: ReactNode }

/**
 * Contact Form 7's wrapper of one control: the server's error selector (`into`) finds it by `data-name`,
 * and the error's tip sits inside it (hidden from screen readers, which read the list at the top).
 */
export function FieldWrap({ name, error, children }: Props) {
  return (
    <span className="wpcf7-form-control-wrap" data-name={name}>
      {children}
      {error && (
        <span className="wpcf7-not-valid-tip" aria-hidden="true">
          {error.message}
        </span>
      )}
    </span>
  )
}

/** The visible label's marker of a required field (the control itself says aria-required). */
export function RequiredMark({ required }: { required: boolean }) {
  return required ? (
    <span className="contact-form__required" aria-hidden="true">
      {' '}
      *
    </span>
  ) : null
}

type LabelProps = { htmlFor: string; label: string; required: boolean; children?: ReactNode }

/** A field's visible label, with the required marker after it (and after `children`, if any). */
export function FieldLabel({ htmlFor, label, required, children }: LabelProps) {
  return (
    <label htmlFor={htmlFor} className="contact-form__label">
      {label}
      {children}
      <RequiredMark required={required} />
    </label>
  )
}
