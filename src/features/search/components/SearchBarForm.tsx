import { Fragment, type ReactNode } from 'react'
import { behaviourAttribute } from '../bar-behaviour'
import { searchedKinds, type BarSettings } from '../bar-settings'
import type { FacetGroup } from '../facet-tree'
import { RESULTS_PATH } from '../results-path'
import { HEADER_SEARCH_ID } from '../search-ids'
import { SettingsBox } from './SettingsBox'
import { Magnifier, Sliders } from './SearchIcons'
import './header-search.css'
import './search-layout.css'
// The live results use the results page's markup and styles.
import './search-results.css'

type Props = {
  bar: BarSettings
  facets: FacetGroup[]
  /** Prefix of the ids of the bar's parts: each bar of a page has its own. */
  idPrefix: string
  /** Classes beside the bar's own (header-search and its layout). */
  className?: string
  /** The field's hint, when not the bar's own. */
  placeholder?: string
  /** Whether the bar has its settings box of filters (and the button that opens it). */
  showSettings?: boolean
  /** The form's own attributes: its id or name, its instance, settings only one bar carries. */
  attributes?: Record<string, string>
  children?: ReactNode
}

/**
 * A search bar's form, as the header and the blocks editors place draw it: a field that sends the phrase
 * to the results page (without JavaScript, the phrase alone), and the parts its script (client/live-search.ts)
 * wakes up: the completion, the loader, the × button, the settings box of filters, « Essayez », the
 * results and their announcement. The form carries the bar's settings for that script.
 */
export function SearchBarForm({
  bar,
  facets,
  idPrefix,
  className = '',
  placeholder = bar.placeholder,
  showSettings = true,
  attributes = {},
  children,
}: Props) {
  const ids = {
    input: `${idPrefix}-s`,
    hint: `${idPrefix}-hint`,
    settings: `${idPrefix}-settings`,
    results: `${idPrefix}-results`,
  }
  const behaviour = behaviourAttribute(bar)
  return (
    <form
      className={`header-search header-search--${bar.layout} ${className}`.trim()}
      action={RESULTS_PATH}
      method="get"
      role="search"
      data-live-search={bar.id}
      data-min-length={bar.minLength}
      data-close-outside={bar.closeOnDocumentClick ? '1' : '0'}
      {...(behaviour ? { 'data-bar': behaviour } : {})}
      {...attributes}
    >
      <label className="visually-hidden" htmlFor={ids.input}>
        Rechercher sur le site
      </label>
      {/* Another search than the header's: its results page is that search's (its kinds, its filters). */}
      {bar.id !== HEADER_SEARCH_ID && <input type="hidden" name="p_asid" value={bar.id} />}
      <span className="header-search__field">
        {/* The completion, shown behind what was typed; Right arrow at the end of the field takes it. */}
        <input
          className="header-search__twin"
          data-live-search-twin=""
          aria-hidden="true"
          tabIndex={-1}
          readOnly
          defaultValue=""
        />
        <input
          id={ids.input}
          className="header-search__input"
          type="search"
          name="s"
          placeholder={placeholder}
          maxLength={200}
          autoComplete="off"
          role="combobox"
          aria-expanded="false"
          aria-controls={ids.results}
          aria-autocomplete="both"
          aria-describedby={ids.hint}
        />
      </span>
      <span id={ids.hint} className="visually-hidden">
        Résultats sous le champ pendant la saisie ; flèche bas pour les parcourir, Entrée pour la page de
        recherche.
      </span>
      <span className="header-search__loader" data-live-search-loader="" hidden aria-hidden="true" />
      <button
        type="button"
        className="header-search__close"
        data-live-search-close=""
        hidden
        aria-label="Effacer la recherche"
      >
        ×
      </button>
      {/* Shown by the bar's script: without it the box cannot open, and its fields stay out of the form. */}
      {showSettings && (
        <button
          type="button"
          className="header-search__button header-search__toggle"
          data-live-search-settings-toggle=""
          aria-expanded="false"
          aria-controls={ids.settings}
          aria-label="Filtres de la recherche"
          hidden
        >
          <Sliders />
        </button>
      )}
      <button type="submit" className="header-search__button" aria-label="Lancer la recherche">
        <Magnifier />
      </button>
      <div className="header-search__panel">
        {showSettings && (
          <SettingsBox
            id={ids.settings}
            fields={{
              facets,
              idPrefix: `${idPrefix}-filtre`,
              required: bar.requiredFilters,
              kinds: searchedKinds(bar),
            }}
          >
            <button type="button" className="header-search__reset" data-live-search-reset="">
              Réinitialiser les filtres
            </button>
          </SettingsBox>
        )}
        {bar.tryThis.length > 0 && (
          <p className="header-search__try" data-live-search-try="" hidden>
            Essayez :{' '}
            {bar.tryThis.map((keyword, i) => (
              <Fragment key={keyword}>
                {i > 0 && ', '}
                <button type="button" className="header-search__try-word" data-keyword={keyword}>
                  {keyword}
                </button>
              </Fragment>
            ))}
          </p>
        )}
        <div
          id={ids.results}
          className="header-search__results"
          data-live-search-results=""
          role="region"
          aria-label="Résultats de la recherche"
          hidden
        />
      </div>
      <p className="visually-hidden" role="status" data-live-search-status="" />
      {children}
    </form>
  )
}
