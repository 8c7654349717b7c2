'use client'

import { useState } from 'react'
import type { ContactChoice, ContactField } from '../definition'
import { exclusiveChoice, toggleChoice } from '../client/form-rules'
import { freeTextName } from '../rules'
import { controlId, type FieldError, invalidProps } from './field-errors'
import { FieldLabel, FieldWrap, RequiredMark } from './FieldWrap'

type GroupField = Extract<ContactField, { type: 'checkbox' | 'radio' }>
type SelectField = Extract<ContactField, { type: 'select' }>
type Props<F> = { field: F; unitTag: string; error?: FieldError }

/** A select, single or multiple, with an optional blank first choice ("---"). */
export function SelectField({ field, unitTag, error }: Props<SelectField>) {
  const id = controlId(unitTag, field.name)
  return (
    <p className="contact-form__field">
      <FieldLabel htmlFor={id} label={field.label} required={field.required} />
      <FieldWrap name={field.name} error={error}>
        <select
          id={id}
          name={field.multiple ? `${field.name}[]` : field.name}
          multiple={field.multiple}
          required={field.required}
          aria-required={field.required}
          className={`wpcf7-form-control wpcf7-select${error ? ' wpcf7-not-valid' : ''}`}
          defaultValue={field.multiple ? [] : field.includeBlank ? '' : field.options[0]?.value}
          {...invalidProps(error)}
        >
          {field.includeBlank && !field.multiple && <option value="">—Veuillez choisir une option—</option>}
          {field.options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      </FieldWrap>
    </p>
  )
}

/**
 * A group of checkboxes or radios in a fieldset. An exclusive checkbox group keeps one box checked at
 * most; a choice with a free-text input enables it only while the choice is picked.
 */
export function ChoiceGroup({ field, unitTag, error }: Props<GroupField>) {
  const [checked, setChecked] = useState<string[]>([])
  const id = controlId(unitTag, field.name)
  const exclusive = field.type === 'checkbox' && field.exclusive
  const postedName = field.type === 'checkbox' ? `${field.name}[]` : field.name
  const onToggle = (value: string, on: boolean) => {
    if (field.type === 'radio') setChecked([value])
    else setChecked((current) => (exclusive ? exclusiveChoice : toggleChoice)(current, value, on))
  }
  const classes = ['wpcf7-form-control', `wpcf7-${field.type}`, exclusive && 'wpcf7-exclusive-checkbox']
  return (
    <fieldset className="contact-form__group" id={id} {...invalidProps(error)}>
      <legend className="contact-form__label">
        {field.label}
        <RequiredMark required={field.required} />
      </legend>
      <FieldWrap name={field.name} error={error}>
        <span className={[...classes, error && 'wpcf7-not-valid'].filter(Boolean).join(' ')}>
          {field.options.map((option, index) => (
            <Choice
              key={option.value}
              id={`${id}-${index + 1}`}
              type={field.type}
              name={postedName}
              fieldName={field.name}
              option={option}
              checked={checked.includes(option.value)}
              onToggle={onToggle}
            />
          ))}
        </span>
      </FieldWrap>
    </fieldset>
  )
}

type ChoiceProps = {
  id: string
  type: 'checkbox' | 'radio'
  name: string
  fieldName: string
  option: ContactChoice
  checked: boolean
  onToggle: (value: string, on: boolean) => void
}

function Choice({ id, type, name, fieldName, option, checked, onToggle }: ChoiceProps) {
  return (
    <span className={`wpcf7-list-item${option.freeText ? ' has-free-text' : ''}`}>
      <input
        id={id}
        type={type}
        name={name}
        value={option.value}
        checked={checked}
        onChange={(event) => onToggle(option.value, event.currentTarget.checked)}
      />
      <label htmlFor={id} className="wpcf7-list-item-label">
        {option.label}
      </label>
      {option.freeText && (
        <input
          type="text"
          name={freeTextName(fieldName)}
          className="wpcf7-free-text"
          aria-label={`Précisez : ${option.label}`}
          disabled={!checked}
        />
      )}
    </span>
  )
}
