import type { Metadata } from 'next'
import { LinkResult } from '@/features/newsletter/components/LinkResult'
import { applyLink } from '@/features/newsletter/link-action'

export const metadata: Metadata = { title: 'Confirmation d’inscription', robots: { index: false } }

/** The confirm link of the sign-up mail (signed, see src/features/newsletter/links.ts). */
export default async function ConfirmPage({
  searchParams,
}: {
  searchParams: Promise<Record<string, unknown>>
}) {
  const { id, cle } = await searchParams
  return <LinkResult purpose="confirmer" outcome={await applyLink('confirmer', id, cle)} />
}
