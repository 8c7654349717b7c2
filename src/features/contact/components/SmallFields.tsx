import type { ContactField } from '../definition'
import { controlId, type FieldError, invalidProps } from './field-errors'
import { FieldLabel, FieldWrap } from './FieldWrap'

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
      <FieldLabel htmlFor={id} label={field.label} required={field.required} />
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

/** The visitor's answer to a quiz question or a captcha image. */
function AnswerInput({
  id,
  name,
  kind,
  error,
}: {
  id: string
  name: string
  kind: string
  error?: FieldError
}) {
  return (
    <input
      id={id}
      type="text"
      name={name}
      size={40}
      autoComplete="off"
      required
      aria-required
      className={`wpcf7-form-control wpcf7-${kind}${error ? ' wpcf7-not-valid' : ''}`}
      {...invalidProps(error)}
    />
  )
}

/** A question and its hashed answer, both renewed by refill. */
export function QuizField({ field, unitTag, error, quiz }: Props<Of<'quiz'>> & { quiz?: [string, string] }) {
  const id = controlId(unitTag, field.name)
  return (
    <p className="contact-form__field">
      <FieldLabel htmlFor={id} label={field.label} required>
        {' '}
        <span className="wpcf7-quiz-label">{quiz?.[0]}</span>
      </FieldLabel>
      <FieldWrap name={field.name} error={error}>
        <AnswerInput id={id} name={field.name} kind="quiz" error={error} />
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
      <FieldLabel htmlFor={id} label={field.label} required />
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
        <AnswerInput id={id} name={field.name} kind="captchar" error={error} />
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
