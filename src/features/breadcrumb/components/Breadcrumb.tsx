import { SiteLink } from '@/features/site/components/SiteLink'
import { JsonLd } from '@/features/seo/components/JsonLd'
import { breadcrumbJsonLd, type Crumb } from '@/features/seo/jsonld'
import './breadcrumb.css'

type Props = {
  /** From the home page to the page itself, which comes last. */
  crumbs: Crumb[]
  siteUrl: string
}

/**
 * The trail above a page's title: a link to each page above this one, and the whole trail, the page
 * included, as schema.org data for search engines. The page itself is not a link: its title follows.
 */
export function Breadcrumb({ crumbs, siteUrl }: Props) {
  return (
    <>
      <JsonLd data={breadcrumbJsonLd(siteUrl, crumbs)} />
      <nav aria-label="Fil d’Ariane" className="breadcrumb">
        <ol className="breadcrumb__list">
          {crumbs.slice(0, -1).map((crumb) => (
            <li key={crumb.path} className="breadcrumb__item">
              <SiteLink href={crumb.path}>{crumb.name}</SiteLink>
            </li>
          ))}
        </ol>
      </nav>
    </>
  )
}
