import { describe, expect, it } from 'vitest'
import { fromPayloadMessage, outgoingMailSchema } from './message'

const mail = { source: 'contact', to: 'Marie <marie@escale.example>', subject: 'Bonjour', text: 'Texte' }

describe('outgoingMailSchema', () => {
  it('normalises recipients into one header value', () => {
    const parsed = outgoingMailSchema.parse({
      ...mail,
      to: ['a@escale.example', 'Équipe, Escale <b@escale.example>'],
    })
    expect(parsed.to).toBe('a@escale.example, "Équipe, Escale" <b@escale.example>')
  })

  it('keeps the subject on one line', () => {
    expect(outgoingMailSchema.parse({ ...mail, subject: ' Nouveau\r\nmessage ' }).subject).toBe(
      'Nouveau message',
    )
  })

  it('refuses a bad address, an empty subject or an empty body', () => {
    for (const bad of [
      { ...mail, to: 'pas-une-adresse' },
      { ...mail, to: [] },
      { ...mail, replyTo: 'a@escale.example, nope' },
      { ...mail, subject: ' \n ' },
      { ...mail, text: undefined },
    ])
      expect(outgoingMailSchema.safeParse(bad).success, JSON.stringify(bad)).toBe(false)
  })

  it('accepts a mail with HTML only', () => {
    expect(outgoingMailSchema.safeParse({ ...mail, text: undefined, html: '<p>Bonjour</p>' }).success).toBe(
      true,
    )
  })
})

describe('fromPayloadMessage', () => {
  it('maps address objects and buffers, and marks the mail as the administration’s', () => {
    expect(
      fromPayloadMessage({
        from: 'ignored@escale.example',
        to: { name: 'Camille Martin', address: 'camille@escale.example' },
        cc: ['x@escale.example'],
        subject: 'Réinitialisation',
        html: Buffer.from('<p>Lien</p>'),
      }),
    ).toEqual({
      source: 'administration',
      to: ['"Camille Martin" <camille@escale.example>'],
      cc: ['x@escale.example'],
      bcc: undefined,
      replyTo: undefined,
      subject: 'Réinitialisation',
      text: undefined,
      html: '<p>Lien</p>',
    })
  })

  it('refuses attachments rather than dropping them', () => {
    expect(() =>
      fromPayloadMessage({
        to: 'a@escale.example',
        subject: 's',
        text: 't',
        attachments: [{ content: 'x' }],
      }),
    ).toThrow(/attachments/)
  })
})
