import type { SearchBarBlockFields } from '@/payload-types'
import { getHeaderBar } from '../bars'
import { blockLabel, searchBlockOptions } from '../block-options'
import type { BlockPlacement } from '../block-placement'
import { getSearchFacets } from '../facets'
import { SearchBarForm } from './SearchBarForm'
import { SearchBlockReady } from './SearchBlockReady'
import './search-block.css'

/**
 * A « Barre de recherche » block in a page's text: the site's search (the header's, with its settings)
 * as another instance of it, its ids its own, with the title, filters and hint editors chose. Without
 * JavaScript, a form to the results page.
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
    getHeaderBar(),
    options.showFilters ? getSearchFacets() : Promise.resolve([]),
  ])
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
          ...(options.heading
            ? { 'aria-labelledby': titleId }
            : { 'aria-label': blockLabel(placement.order) }),
        }}
      >
        <SearchBlockReady id={bar.id} instance={placement.instance} />
      </SearchBarForm>
    </div>
  )
}
