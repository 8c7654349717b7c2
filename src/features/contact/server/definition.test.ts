import { describe, expect, it } from 'vitest'
import type { Form } from '@/payload-types'
import { CONTACT_FORM_VERSION, definitionFromForm } from './definition'

const form = {
  id: 7,
  title: 'Contact',
  recipient: 'secret@escale.example',
  mailSubject: 'Contact',
  submitLabel: '',
  acceptanceAsValidation: null,
  updatedAt: '2026-11-23T10:00:00.000Z',
  createdAt: '2026-11-23T10:00:00.000Z',
  fields: [
    {
      blockType: 'text',
      name: 'nom',
      label: 'Nom',
      required: true,
      placeholder: null,
      minLength: null,
      maxLength: 40,
      counter: 'down',
    },
    {
      blockType: 'checkbox',
      name: 'jours',
      label: 'Jours',
      required: null,
      exclusive: true,
      options: [
        { label: 'Samedi', value: 'samedi', freeText: null, id: 'a' },
        { label: 'Autre', value: 'autre', freeText: true, id: 'b' },
      ],
    },
    { blockType: 'date', name: 'le', label: 'Date', format: 'd MM yy', min: '2026-01-01', max: null },
    { blockType: 'acceptance', name: 'ok', label: 'J’accepte', optional: null, invert: true },
    { blockType: 'message', name: 'info', text: 'Réponse sous 48 h.' },
  ],
} as unknown as Form

describe('definitionFromForm', () => {
  it('maps blocks to the browser’s fields, dropping empty settings', () => {
    const definition = definitionFromForm(form)
    expect(definition).toMatchObject({
      id: 7,
      title: 'Contact',
      submitLabel: 'Envoyer',
      version: CONTACT_FORM_VERSION,
      locale: 'fr_FR',
      acceptanceAsValidation: false,
    })
    expect(definition.fields).toEqual([
      { type: 'text', name: 'nom', label: 'Nom', required: true, maxLength: 40, counter: 'down' },
      {
        type: 'checkbox',
        name: 'jours',
        label: 'Jours',
        required: false,
        exclusive: true,
        options: [
          { label: 'Samedi', value: 'samedi' },
          { label: 'Autre', value: 'autre', freeText: true },
        ],
      },
      { type: 'date', name: 'le', label: 'Date', required: false, format: 'd MM yy', min: '2026-01-01' },
      { type: 'acceptance', name: 'ok', label: 'J’accepte', required: false, optional: false, invert: true },
      { type: 'message', name: 'info', text: 'Réponse sous 48 h.' },
    ])
  })
  it('never gives the browser the recipient or the mail settings', () => {
    const text = JSON.stringify(definitionFromForm(form))
    expect(text).not.toContain('secret@escale.example')
    expect(text).not.toContain('mailSubject')
  })
})
