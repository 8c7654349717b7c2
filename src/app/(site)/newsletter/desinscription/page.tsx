import type { Metadata } from 'next'
import { LinkResult } from '@/features/newsletter/components/LinkResult'
import { applyLink } from '@/features/newsletter/link-action'

export const metadata: Metadata = { title: 'Désinscription', robots: { index: false } }

/** The unsubscribe link every newsletter mail carries (signed, see src/features/newsletter/links.ts). */
export default async function UnsubscribePage({
  searchParams,
}: {
  searchParams: Promise<Record<string, unknown>>
}) {
  const { id, cle } = await searchParams
  return <LinkResult purpose="desinscription" outcome={await applyLink('desinscription', id, cle)} />
}
