'use client'

import { useState } from 'react'
import type { ContactField } from '../definition'
import { countCharacters } from '../client/form-rules'
import { charCount, normaliseUrl } from '../rules'
import { controlId, type FieldError, invalidProps } from './field-errors'
import { FieldLabel, FieldWrap } from './FieldWrap'

type TextLikeField = Extract<ContactField, { type: 'text' | 'email' | 'url' | 'tel' | 'textarea' }>

const AUTOCOMPLETE: Partial<Record<TextLikeField['type'], string>> = {
  email: 'email',
  tel: 'tel',
  url: 'url',
}

type Props = { field: TextLikeField; unitTag: string; error?: FieldError }

/**
 * A text, e-mail, URL, telephone or multi-line field. URLs get `http://` when they lack a scheme but
 * have a dot, as the visitor leaves the field; an optional counter counts characters up or down.
 */
export function TextField({ field, unitTag, error }: Props) {
  const [value, setValue] = useState(field.defaultValue ?? '')
  const id = controlId(unitTag, field.name)
  const counterId = `${id}-compteur`
  const common = {
    id,
    name: field.name,
    value,
    required: field.required,
    'aria-required': field.required,
    placeholder: field.placeholder,
    minLength: field.minLength,
    maxLength: field.maxLength,
    className: `wpcf7-form-control wpcf7-${field.type}${error ? ' wpcf7-not-valid' : ''}`,
    ...invalidProps(error, field.counter ? counterId : undefined),
  }
  const onChange = (event: { currentTarget: { value: string } }) => setValue(event.currentTarget.value)
  return (
    <p className="contact-form__field">
      <FieldLabel htmlFor={id} label={field.label} required={field.required} />
      <FieldWrap name={field.name} error={error}>
        {field.type === 'textarea' ? (
          <textarea {...common} rows={8} onChange={onChange} />
        ) : (
          <input
            {...common}
            type={field.type}
            autoComplete={AUTOCOMPLETE[field.type]}
            size={40}
            onChange={onChange}
            onBlur={field.type === 'url' ? () => setValue(normaliseUrl(value)) : undefined}
          />
        )}
      </FieldWrap>
      {field.counter && <Counter id={counterId} field={field} length={charCount(value)} />}
      {field.description && <span className="contact-form__help">{field.description}</span>}
    </p>
  )
}

function Counter({ id, field, length }: { id: string; field: TextLikeField; length: number }) {
  const direction = field.counter ?? 'up'
  const starting = direction === 'down' ? (field.maxLength ?? 0) : 0
  const count = countCharacters({ direction, starting, max: field.maxLength, min: field.minLength }, length)
  const classes = [
    'wpcf7-character-count',
    direction,
    count.tooLong && 'too-long',
    count.tooShort && 'too-short',
  ]
  const words = direction === 'down' ? 'caractères restants' : 'caractères saisis'
  return (
    <span
      id={id}
      className={classes.filter(Boolean).join(' ')}
      data-target-name={field.name}
      data-starting-value={starting}
      data-current-value={count.value}
      data-maximum-value={field.maxLength}
      data-minimum-value={field.minLength}
    >
      <span className="contact-form__count">{count.value}</span> {words}
      {count.tooShort && ` (au moins ${field.minLength})`}
      {count.tooLong && ` (au plus ${field.maxLength})`}
    </span>
  )
}
