import type { Metadata } from 'next'
import { pageMetadata } from '@/features/seo/metadata'
import { LinkResult } from '@/features/newsletter/components/LinkResult'
import { inspectLink } from '@/features/newsletter/link-action'

// A page for the mail's link only: kept out of search engines.
export const generateMetadata = (): Promise<Metadata> =>
  pageMetadata({
    title: 'Désinscription',
    description: 'Désinscrivez-vous de la lettre d’information d’Escale.',
    path: '/newsletter/desinscription',
    noindex: true,
  })

/** The unsubscribe link every newsletter mail carries (signed, see src/features/newsletter/links.ts). */
export default async function UnsubscribePage({
  searchParams,
}: {
  searchParams: Promise<Record<string, unknown>>
}) {
  const { id, cle, fait } = await searchParams
  const outcome = await inspectLink('desinscription', id, cle, fait === '1')
  return <LinkResult purpose="desinscription" outcome={outcome} id={String(id)} cle={String(cle)} />
}
