import { getNewsletterFormProps } from '../queries'
import { FooterSignup } from './FooterSignup'

/** The sign-up block of the footer, on every page (its settings come from a cached server read). */
export async function NewsletterBlock() {
  return <FooterSignup config={await getNewsletterFormProps()} />
}
