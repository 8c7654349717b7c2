import type { ContactField } from '../definition'
import { controlId, type FieldError, invalidProps } from './field-errors'
import { FieldWrap, RequiredMark } from './FieldWrap'

type Of<T extends ContactField['type']> = Extract<ContactField, { type: T }>
type Props<F> = { field: F; unitTag: string; error?: FieldError }

/** A box to check (or, inverted, to leave unchecked); its sentence is its label. */
export function AcceptanceField({ field, unitTag, error }: Props<Of<'acceptance'>>) {
  const id = controlId(unitTag, field.name)
  const classes = [
    'wpcf7-form-control',
    'wpcf7-acceptance',
    field.optional && 'optional',
    field.invert && 'invert',
  ]
  return (
    <p className="contact-form__field">
      <FieldWrap name={field.name} error={error}>
        <span className={classes.filter(Boolean).join(' ')}>
          <span className="wpcf7-list-item">
            <input id={id} type="checkbox" name={field.name} value="1" {...invalidProps(error)} />
            <label htmlFor={id} className="wpcf7-list-item-label">
              {field.label}
            </label>
          </span>
        </span>
      </FieldWrap>
    </p>
  )
}

export function NumberField({ field, unitTag, error }: Props<Of<'number'>>) {
  const id = controlId(unitTag, field.name)
  return (
    <p className="contact-form__field">
      <label htmlFor={id} className="contact-form__label">
        {field.label}
        <RequiredMark required={field.required} />
      </label>
      <FieldWrap name={field.name} error={error}>
        <input
          id={id}
          type="number"
          name={field.name}
          min={field.min}
          max={field.max}
          step={field.step}
          defaultValue={field.defaultValue}
          required={field.required}
          aria-required={field.required}
          className={`wpcf7-form-control wpcf7-number${error ? ' wpcf7-not-valid' : ''}`}
          {...invalidProps(error)}
        />
      </FieldWrap>
    </p>
  )
}

/** A question and its hashed answer, both renewed by refill. */
export function QuizField({ field, unitTag, error, quiz }: Props<Of<'quiz'>> & { quiz?: [string, string] }) {
  const id = controlId(unitTag, field.name)
  return (
    <p className="contact-form__field">
      <label htmlFor={id} className="contact-form__label">
        {field.label} <span className="wpcf7-quiz-label">{quiz?.[0]}</span>
        <RequiredMark required />
      </label>
      <FieldWrap name={field.name} error={error}>
        <input
          id={id}
          type="text"
          name={field.name}
          size={40}
          autoComplete="off"
          required
          aria-required
          className={`wpcf7-form-control wpcf7-quiz${error ? ' wpcf7-not-valid' : ''}`}
          {...invalidProps(error)}
        />
      </FieldWrap>
      <input type="hidden" name={`_wpcf7_quiz_answer_${field.name}`} value={quiz?.[1] ?? ''} />
    </p>
  )
}

/** The numeric challenge a captcha image's file name ends with (`.../123456.png`). */
export function captchaChallenge(src: string): string {
  return /([0-9]+)\.(png|gif|jpeg|jpg|svg)$/.exec(src)?.[1] ?? ''
}

/** An image showing characters to type, renewed by refill; its challenge rides in a hidden field. */
export function CaptchaField({ field, unitTag, error, src }: Props<Of<'captcha'>> & { src?: string }) {
  const id = controlId(unitTag, field.name)
  return (
    <p className="contact-form__field">
      <label htmlFor={id} className="contact-form__label">
        {field.label}
        <RequiredMark required />
      </label>
      {src && (
        // The image is generated per challenge by the server: next/image has nothing to optimise.
        // eslint-disable-next-line @next/next/no-img-element
        <img
          className={`wpcf7-captcha-${field.name} contact-form__captcha`}
          src={src}
          alt="Code de vérification : recopiez les caractères affichés"
          width={72}
          height={24}
        />
      )}
      <input
        type="hidden"
        name={`_wpcf7_captcha_challenge_${field.name}`}
        value={src ? captchaChallenge(src) : ''}
      />
      <FieldWrap name={field.name} error={error}>
        <input
          id={id}
          type="text"
          name={field.name}
          size={40}
          autoComplete="off"
          required
          aria-required
          className={`wpcf7-form-control wpcf7-captchar${error ? ' wpcf7-not-valid' : ''}`}
          {...invalidProps(error)}
        />
      </FieldWrap>
    </p>
  )
}

export function MessageBlock({ field }: { field: Of<'message'> }) {
  return (
    <div className="contact-form__message">
      {field.text.split(/\n{2,}/).map((paragraph, index) => (
        <p key={index}>{paragraph}</p>
      ))}
    </div>
  )
}
