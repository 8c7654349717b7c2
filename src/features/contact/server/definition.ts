import type { Form } from '@/payload-types'
import type { ContactChoice, ContactField, ContactFormDefinition } from '../definition'

/** One block of a form's `fields`: what an editor put in the form. */
export type FormBlock = NonNullable<Form['fields']>[number]

/** The wire contract's version, posted back as `_wpcf7_version`. */
export const CONTACT_FORM_VERSION = '1.0'

const opt = <T>(value: T | null | undefined): T | undefined => value ?? undefined

const choices = (options: Array<{ label: string; value: string; freeText?: boolean | null }>) =>
  options.map((option): ContactChoice => ({
    label: option.label,
    value: option.value,
    ...(option.freeText ? { freeText: true } : {}),
  }))

/** A block as the browser's field: the editor's nulls become absent keys. */
export function fieldFromBlock(block: FormBlock): ContactField {
  if (block.blockType === 'message') return { type: 'message', name: block.name, text: block.text }
  const base = {
    name: block.name,
    label: block.label,
    required: Boolean(block.required),
    ...(block.description ? { description: block.description } : {}),
  }
  switch (block.blockType) {
    case 'text':
    case 'email':
    case 'url':
    case 'tel':
    case 'textarea':
      return {
        ...base,
        type: block.blockType,
        placeholder: opt(block.placeholder),
        defaultValue: opt(block.defaultValue),
        minLength: opt(block.minLength),
        maxLength: opt(block.maxLength),
        counter: opt(block.counter),
      }
    case 'number':
      return {
        ...base,
        type: 'number',
        min: opt(block.min),
        max: opt(block.max),
        step: opt(block.step),
        defaultValue: opt(block.defaultValue),
      }
    case 'date':
      return { ...base, type: 'date', min: opt(block.min), max: opt(block.max), format: block.format }
    case 'time':
      return { ...base, type: 'time', min: opt(block.min), max: opt(block.max) }
    case 'select':
      return {
        ...base,
        type: 'select',
        options: choices(block.options),
        multiple: Boolean(block.multiple),
        includeBlank: block.includeBlank !== false,
      }
    case 'checkbox':
      return {
        ...base,
        type: 'checkbox',
        options: choices(block.options),
        exclusive: Boolean(block.exclusive),
      }
    case 'radio':
      return { ...base, type: 'radio', options: choices(block.options) }
    case 'acceptance':
      return { ...base, type: 'acceptance', optional: Boolean(block.optional), invert: Boolean(block.invert) }
    case 'quiz':
      return { ...base, type: 'quiz' }
    case 'captcha':
      return { ...base, type: 'captcha' }
  }
}

/** Drops the keys whose value is undefined, so the definition serialises the same way everywhere. */
const compact = (field: ContactField): ContactField =>
  Object.fromEntries(Object.entries(field).filter(([, value]) => value !== undefined)) as ContactField

/**
 * A stored form as the browser component's definition, without captcha images and quiz questions
 * (added per render by the caller, since they expire). The recipient and the mail settings stay on
 * the server.
 */
export function definitionFromForm(form: Form): Omit<ContactFormDefinition, 'captcha' | 'quiz'> {
  return {
    id: form.id,
    title: form.title,
    fields: (form.fields ?? []).map((block) => compact(fieldFromBlock(block))),
    submitLabel: form.submitLabel || 'Envoyer',
    version: CONTACT_FORM_VERSION,
    locale: 'fr_FR',
    acceptanceAsValidation: Boolean(form.acceptanceAsValidation),
  }
}
