import { Pagination } from '@/features/articles/components/Pagination'
import type { FacetGroup } from '../facet-tree'
import { formToQuery } from '../filter-form'
import type { SearchResults } from '../results'
import type { ResultsPageParams } from '../url-params'
import { RESULTS_PAGE_SIZE } from '../url-params'
import { searchedKinds, type BarSettings } from '../bar-settings'
import { kindsSentence } from '../kinds'
import { REQUIRED_FILTER_LABELS, type MissingFilter } from '../required-filters'
import { HEADER_SEARCH_ID } from '../search-ids'
import { LiveLoad } from './LiveLoad'
import { SearchFilterFields } from './SearchFilterFields'
import { SearchResultsList } from './SearchResultsList'
import './search-page.css'
import { RESULTS_PATH } from '../results-path'

type Props = {
  params: ResultsPageParams
  found: SearchResults | null
  facets: FacetGroup[]
  /** The search these results belong to: its kinds, its required fieldsets, its name. */
  bar: Pick<BarSettings, 'id' | 'name' | 'kinds' | 'requiredFilters'>
  /** The required fieldsets the address left without a choice: nothing was searched. */
  missing?: MissingFilter[]
}

const FILTER_ID = 'recherche-filtre'

const plural = (n: number, one: string, many: string) => `${n.toLocaleString('fr-FR')} ${n > 1 ? many : one}`

/**
 * The results page: the search form with its filters (a GET form: it works without JavaScript), the
 * number of results, the list and its pager. `found` is null when nothing was searched yet, or when a
 * required filter lacks a choice: its fieldset is then marked with its message, and the results say
 * which filters wait, each a link to its fieldset.
 */
export function SearchPage({ params, found, facets, bar, missing = [] }: Props) {
  const { phrase, form, page, error } = params
  const required = bar.requiredFilters
  const kinds = searchedKinds(bar)
  // Another search than the header's names itself in its form and its links: its kinds stay.
  const own = bar.id !== HEADER_SEARCH_ID
  const totalPages = found ? Math.ceil(Math.min(found.total, 1000) / RESULTS_PAGE_SIZE) : 0
  const hrefOf = (n: number) => {
    const query = formToQuery(form)
    query.set('s', phrase)
    if (own) query.set('p_asid', String(bar.id))
    if (n > 1) query.set('page', String(n))
    return `${RESULTS_PATH}?${query}`
  }
  return (
    <main id="contenu" data-page="search" tabIndex={-1} className="container section search-page">
      <h1>{own ? bar.name : 'Recherche'}</h1>
      <form
        id="recherche-formulaire"
        className="search-page__form"
        action={RESULTS_PATH}
        method="get"
        role="search"
      >
        {own && <input type="hidden" name="p_asid" value={bar.id} />}
        <div className="search-page__phrase">
          <label htmlFor="recherche-s">Rechercher sur le site</label>
          <input
            id="recherche-s"
            type="search"
            name="s"
            defaultValue={phrase}
            maxLength={200}
            autoComplete="off"
          />
          <button type="submit" className="btn btn--primary">
            Rechercher
          </button>
        </div>
        <details
          className="search-page__filters"
          open={
            missing.length > 0 ||
            form.kind.length > 0 ||
            form.facet.length > 0 ||
            Boolean(form.date_from || form.date_to) ||
            undefined
          }
        >
          <summary>Filtres</summary>
          <SearchFilterFields
            form={form}
            facets={facets}
            idPrefix={FILTER_ID}
            required={required}
            missing={missing.map(({ filter }) => filter)}
            kinds={kinds}
          />
        </details>
      </form>
      {error && (
        <p className="search-page__error" role="alert">
          {error}
        </p>
      )}
      <div className="search-page__results" id="resultats" aria-live="polite">
        {found && (
          <p className="search-page__count" tabIndex={-1}>
            {found.total === 0
              ? `Aucun résultat pour « ${phrase} ».`
              : `${plural(found.total, 'résultat', 'résultats')} pour « ${phrase} »${totalPages > 1 ? `, page ${page} sur ${totalPages}` : ''}.`}
          </p>
        )}
        {missing.length > 0 && (
          <>
            <p className="search-page__count" tabIndex={-1}>
              Rien n’a été cherché : {missing.length > 1 ? 'ces filtres attendent' : 'ce filtre attend'} votre
              choix.
            </p>
            <ul className="search-page__missing">
              {missing.map(({ filter, message }) => (
                <li key={filter}>
                  <a href={`#${FILTER_ID}-${filter}`}>
                    {REQUIRED_FILTER_LABELS[filter]} : {message}
                  </a>
                </li>
              ))}
            </ul>
          </>
        )}
        {!found && missing.length === 0 && (
          <p className="search-page__count" tabIndex={-1}>
            Tapez au moins deux lettres pour chercher dans {kindsSentence(kinds)}.
          </p>
        )}
        {found && found.results.length > 0 && (
          <SearchResultsList results={found.results} first={(page - 1) * RESULTS_PAGE_SIZE} />
        )}
        {found && <Pagination basePath={RESULTS_PATH} page={page} totalPages={totalPages} hrefOf={hrefOf} />}
      </div>
      <LiveLoad formId="recherche-formulaire" searchId={String(bar.id)} />
    </main>
  )
}
