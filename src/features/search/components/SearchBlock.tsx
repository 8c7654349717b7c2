import type { SearchBarBlockFields } from '@/payload-types'
import { barSettings, getHeaderBar } from '../bars'
import { blockLabel, searchBlockOptions } from '../block-options'
import type { BlockPlacement } from '../block-placement'
import { getSearchFacets } from '../facets'
import { HEADER_SEARCH_ID } from '../search-ids'
import { SearchBarForm } from './SearchBarForm'
import { SearchBlockReady } from './SearchBlockReady'
import './search-block.css'

/**
 * A « Barre de recherche » block in a page's text: the search editors chose (one of the « Recherches »,
 * with its settings and kinds; the header's when none is chosen, or when the chosen one was deleted) as
 * another instance of it (`<asid>_<instance>`), its ids its own, with the title, filters and hint
 * editors chose. Without JavaScript, a form to that search's results page.
 */
export async function SearchBlock({
  fields,
  placement,
}: {
  fields: SearchBarBlockFields
  placement: BlockPlacement
}) {
  const options = searchBlockOptions(fields)
  const [bar, facets] = await Promise.all([
    barSettings(options.asid).then((found) => found ?? getHeaderBar()),
    options.showFilters ? getSearchFacets() : Promise.resolve([]),
  ])
  const own = bar.id !== HEADER_SEARCH_ID
  const prefix = `search-block-${placement.instance}`
  const titleId = `${prefix}-title`
  const Title = `h${placement.headingLevel}` as const
  return (
    <div className="search-block">
      {options.heading && (
        <Title id={titleId} className="search-block__title">
          {options.heading}
        </Title>
      )}
      <SearchBarForm
        bar={bar}
        facets={facets}
        idPrefix={prefix}
        className="header-search--inline"
        placeholder={options.placeholder ?? undefined}
        showSettings={options.showFilters}
        attributes={{
          'data-live-search-instance': String(placement.instance),
          // A search of its own may search by itself when its page opens; the header's does so in the header.
          ...(own && bar.autop !== 'disabled' ? { 'data-autop': bar.autop } : {}),
          ...(options.heading
            ? { 'aria-labelledby': titleId }
            : { 'aria-label': blockLabel(placement.order, own ? bar.name : undefined) }),
        }}
      >
        <SearchBlockReady id={bar.id} instance={placement.instance} />
      </SearchBarForm>
    </div>
  )
}
