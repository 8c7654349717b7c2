import { HEADER_LINK_TARGET, type BarSettings } from '../bar-settings'
import type { FacetGroup } from '../facet-tree'
import { LiveSearchLoader } from './LiveSearchLoader'
import { RESULTS_PATH } from '../results-path'
import { SearchBarForm } from './SearchBarForm'
import { Magnifier } from './SearchIcons'
import './search-overlay.css'

/** The settings only the header's bar acts on, as attributes of its form: set otherwise than by default. */
function headerData(bar: BarSettings): Record<string, string> {
  const data: Record<string, string> = {}
  if (bar.autop !== 'disabled') data['data-autop'] = bar.autop
  if (bar.headerLinks !== 'none') data['data-header-links'] = bar.headerLinks
  return data
}

type Props = { variant: 'desktop' | 'phone'; bar: BarSettings; facets?: FacetGroup[] }

/**
 * The header's search: on wide screens a field that sends the phrase to the results page, with a settings
 * box of filters that the bar's script opens; on phones a magnifier link to that page, whose field then
 * takes the whole width, or with JavaScript the same bar in an overlay (client/compact-bar.ts). Both work
 * without JavaScript (the filters are then on the results page). The wide screens' bar holds the script
 * that wakes every bar of the page (LiveSearchLoader), the blocks editors place included.
 */
export function HeaderSearch({ variant, bar, facets = [] }: Props) {
  if (variant === 'phone')
    return (
      <a
        className="header-search__link"
        href={RESULTS_PATH}
        aria-label="Rechercher sur le site"
        data-live-search-compact={bar.id}
        aria-haspopup="dialog"
      >
        <Magnifier />
      </a>
    )
  return (
    <SearchBarForm
      bar={bar}
      facets={facets}
      idPrefix="header-search"
      attributes={{ id: HEADER_LINK_TARGET.slice(1), ...headerData(bar) }}
    >
      <LiveSearchLoader />
    </SearchBarForm>
  )
}
