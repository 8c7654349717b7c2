import type { Metadata } from 'next'
import { NewsletterForm } from '@/features/newsletter/components/NewsletterForm'
import { getNewsletterFormProps } from '@/features/newsletter/queries'
import { pageMetadata } from '@/features/seo/metadata'

const DESCRIPTION =
  'Inscrivez-vous à la lettre d’information d’Escale : les événements, les nouveautés et les bons plans de Bray-Dunes.'

export const generateMetadata = (): Promise<Metadata> =>
  pageMetadata({ title: 'Lettre d’information', description: DESCRIPTION, path: '/newsletter' })

/** The sign-up page; the same form opens as a modal from the footer of every page. */
export default async function NewsletterPage() {
  return (
    <main id="contenu" data-page="newsletter" tabIndex={-1} className="page">
      <div className="container container--narrow">
        <h1>Lettre d’information</h1>
        <p className="page__lead">{DESCRIPTION}</p>
        <NewsletterForm config={await getNewsletterFormProps()} />
      </div>
    </main>
  )
}
