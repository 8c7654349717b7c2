import { RichText as LexicalRichText, type JSXConvertersFunction } from '@payloadcms/richtext-lexical/react'
import { SiteLink } from '@/features/site/components/SiteLink'
import type { ReactNode } from 'react'
import type {
  Media,
  PartnerWidgetBlockFields,
  SearchBarBlockFields,
  VideoGalleryBlockFields,
  WeatherBlockFields,
} from '@/payload-types'
import { affiliateHref } from '@/features/partners/affiliate'
import { PartnerWidget } from '@/features/partners/components/PartnerWidget'
import { searchBlockPlacements } from '@/features/search/block-placement'
import { SearchBlock } from '@/features/search/components/SearchBlock'
import { GalleryBlock } from '@/features/videos/components/GalleryBlock'
import { WeatherWidget } from '@/features/weather/components/WeatherWidget'
import { env } from '@/lib/env'
import { headingIndex, type RichTextContent, type RichTextNode } from '../headings'
import { isSitePath, linkAttributes, type LinkFields } from '../links'
import { overlayLinkAttributes } from '../overlay-links'
import { UploadImage } from './UploadImage'

export { headingsOf, type Heading, type RichTextContent } from '../headings'

type Props = {
  content: RichTextContent | null | undefined
  className?: string
  siteUrl?: string
  /** The travel-rental affiliate's host (site settings) and the page's path: its links get `sharedid`. */
  affiliate?: { host: string | null | undefined; pagePath: string }
}

/**
 * Editors' rich text (Payload Lexical JSON) as HTML inside `<div class="prose">`. Headings get stable
 * ids from their text (see headings.ts) for anchors and the table of contents; links and uploaded
 * images follow this feature's rules (links.ts, overlay-links.ts, UploadImage.tsx).
 */
export function RichText({ content, className, siteUrl = env().SITE_URL, affiliate }: Props) {
  if (!content?.root) return null
  const headings = headingIndex(content)
  const searchBars = searchBlockPlacements(content)
  const converters: JSXConvertersFunction = ({ defaultConverters }) => {
    const anchor = (fields: unknown, children: ReactNode) => {
      const link = linkAttributes((fields ?? {}) as LinkFields, siteUrl)
      const plain = affiliate
        ? { ...link, href: affiliateHref(link.href, affiliate.host, affiliate.pagePath) }
        : link
      // A link the editor sends to the overlay gets its markup (overlay-links.ts) and stays a plain <a>.
      const attributes = overlayLinkAttributes(fields, plain)
      // Links to other pages of the site navigate client-side; in-page and external links stay plain.
      if (attributes === plain && isSitePath(attributes.href) && !attributes.target)
        return <SiteLink href={attributes.href}>{children}</SiteLink>
      return <a {...attributes}>{children}</a>
    }
    return {
      ...defaultConverters,
      heading: ({ node, nodesToJSX }) => {
        const heading = headings.get(node as unknown as RichTextNode)
        const Tag = heading ? (`h${heading.level}` as const) : 'h2'
        return <Tag id={heading?.id}>{nodesToJSX({ nodes: node.children })}</Tag>
      },
      link: ({ node, nodesToJSX }) => anchor(node.fields, nodesToJSX({ nodes: node.children })),
      autolink: ({ node, nodesToJSX }) => anchor(node.fields, nodesToJSX({ nodes: node.children })),
      upload: ({ node }) => {
        const media = node.value as unknown as Media | number | null
        const alt = (node.fields as { alt?: string | null } | undefined)?.alt
        return media && typeof media === 'object' ? (
          <UploadImage media={media} alt={alt} siteUrl={siteUrl} />
        ) : null
      },
      // The blocks editors place in the text (src/payload.config.ts), by slug.
      blocks: {
        partnerWidget: ({ node }: { node: { fields: PartnerWidgetBlockFields } }) => (
          <PartnerWidget fields={node.fields} />
        ),
        searchBar: ({ node }: { node: { fields: SearchBarBlockFields } }) => {
          const placement = searchBars.get(node as unknown as RichTextNode)
          return placement ? <SearchBlock fields={node.fields} placement={placement} /> : null
        },
        videoGallery: ({ node }: { node: { fields: VideoGalleryBlockFields } }) => (
          <GalleryBlock fields={node.fields} />
        ),
        weather: ({ node }: { node: { fields: WeatherBlockFields } }) => (
          <WeatherWidget id={`bloc-${node.fields.id ?? node.fields.place}`} settings={node.fields} />
        ),
      },
    }
  }
  return (
    <LexicalRichText
      data={content as unknown as Parameters<typeof LexicalRichText>[0]['data']}
      converters={converters}
      className={className ? `prose ${className}` : 'prose'}
    />
  )
}
