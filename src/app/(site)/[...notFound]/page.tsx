import type { Metadata } from 'next'
import { NOT_FOUND_METADATA } from '@/features/seo/metadata'
import { notFound } from 'next/navigation'

// Next does not apply not-found.tsx's metadata when a page calls notFound(): the page gives the title.
export const metadata: Metadata = NOT_FOUND_METADATA

/**
 * Every address no other route claims lands here and gets the site's French 404 (not-found.tsx) inside
 * the site layout, with a 404 status. Rendered per request: unknown addresses are not worth caching.
 */
export default function UnknownPage(): never {
  notFound()
}
