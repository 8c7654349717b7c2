import type { Metadata } from 'next'
import { notFound } from 'next/navigation'
import { ContactFormBlock } from '@/features/contact/components/ContactFormBlock'
import { getPageBySlug, getPageDraftBySlug } from '@/features/pages/queries'
import { previewingEditor } from '@/features/publishing/previewing-editor'
import { RichText } from '@/features/richtext/components/RichText'
import { NOT_FOUND_METADATA, pageMetadata } from '@/features/seo/metadata'
import { getSiteSettings } from '@/features/site/queries'

// Rendered on first request, then cached until an editor's save expires it, and at most 12 hours: its
// nonces (rating, comments, gallery and weather blocks) stay valid 24 to 48 hours (src/lib/nonce.ts).
export const revalidate = 43200
export const dynamicParams = true
export const generateStaticParams = () => []

type Props = { params: Promise<{ slug: string }> }

/** The published page, or its latest draft for an editor previewing it. */
async function loadPage(slug: string) {
  const editor = await previewingEditor()
  return editor ? getPageDraftBySlug(slug, editor) : getPageBySlug(slug)
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const page = await loadPage((await params).slug)
  if (!page) return NOT_FOUND_METADATA
  return pageMetadata({ title: page.title, description: page.excerpt, path: `/${page.slug}` })
}

/** A page written by editors (practical information, about, legal notice...). */
export default async function EditorPage({ params }: Props) {
  const page = await loadPage((await params).slug)
  if (!page) notFound()
  const settings = await getSiteSettings()
  return (
    <main id="contenu" data-page="page" tabIndex={-1} className="page">
      <article className="container container--narrow">
        <header className="page__header">
          <h1>{page.title}</h1>
          {page.excerpt ? <p className="page__lead">{page.excerpt}</p> : null}
        </header>
        <RichText
          content={page.content}
          affiliate={{ host: settings.affiliateHost, pagePath: `/${page.slug}` }}
        />
        <ContactFormBlock form={page.contactForm} />
      </article>
    </main>
  )
}
