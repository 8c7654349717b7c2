import type { Metadata } from 'next'
import { pageMetadata } from '@/features/seo/metadata'
import { LinkResult } from '@/features/newsletter/components/LinkResult'
import { inspectLink } from '@/features/newsletter/link-action'

// A page for the mail's link only: kept out of search engines.
export const generateMetadata = (): Promise<Metadata> =>
  pageMetadata({
    title: 'Confirmation d’inscription',
    description: 'Confirmez votre inscription à la lettre d’information d’Escale.',
    path: '/newsletter/confirmer',
    noindex: true,
  })

/** The confirm link of the sign-up mail (signed, see src/features/newsletter/links.ts). */
export default async function ConfirmPage({
  searchParams,
}: {
  searchParams: Promise<Record<string, unknown>>
}) {
  const { id, cle, fait } = await searchParams
  const outcome = await inspectLink('confirmer', id, cle, fait === '1')
  return <LinkResult purpose="confirmer" outcome={outcome} id={String(id)} cle={String(cle)} />
}
