import addressparser from 'nodemailer/lib/addressparser'
import { z } from 'zod'

export type MailAddress = { name: string; address: string }

const email = z.email()

/**
 * MAIL_FROM, e.g. `Escale <ne-pas-repondre@escale.example>` or a bare address, split into the display
 * name and the address Payload's e-mail adapter wants. Throws a French message when it is not exactly one
 * valid address, so a bad setting stops the start instead of every mail failing later.
 */
export function parseMailFrom(value: string, fallbackName = 'Escale'): MailAddress {
  const parsed = addressparser(value.trim(), { flatten: true })
  if (parsed.length !== 1 || !email.safeParse(parsed[0].address).success) {
    throw new Error(
      'doit être une seule adresse, par ex. « Escale <ne-pas-repondre@escale.example> » (must be one address)',
    )
  }
  const { name, address } = parsed[0]
  return { name: name.trim() || fallbackName, address }
}

/** `"Name" <address>` with the name quoted, so commas or accents in it never split the header. */
export const formatAddress = ({ name, address }: { name?: string; address: string }) =>
  name ? `"${name.replace(/["\\]/g, '\\$&')}" <${address}>` : address
