import 'server-only'
import { ContactForm } from '../client/ContactForm'
import { challengesFor } from '../server/challenges'
import { getContactForm } from '../server/queries'

type Props = {
  /** A page's `contactForm`: an id for visitors (forms are not readable by them), a form for editors. */
  form: number | { id: number } | null | undefined
}

/**
 * The contact form a page shows, rendered on the server: the definition without the recipient or
 * mail settings, with a first captcha image and quiz question (the browser renews them on load).
 */
export async function ContactFormBlock({ form }: Props) {
  const id = form && typeof form === 'object' ? form.id : form
  if (!id) return null
  const found = await getContactForm(id)
  if (!found) return null
  return <ContactForm definition={{ ...found.definition, ...challengesFor(found.blocks) }} />
}
