import { Fragment } from 'react'
import { behaviourAttribute } from '../bar-behaviour'
import { HEADER_LINK_TARGET, type BarSettings } from '../bar-settings'
import type { FacetGroup } from '../facet-tree'
import { LiveSearchLoader } from './LiveSearchLoader'
import { RESULTS_PATH } from './SearchPage'
import { SearchFilterFields } from './SearchFilterFields'
import './header-search.css'
import './search-overlay.css'
import './search-layout.css'
// The live results use the results page's markup and styles.
import './search-results.css'

const Magnifier = () => (
  <svg
    className="header-search__icon"
    viewBox="0 0 24 24"
    width="20"
    height="20"
    aria-hidden="true"
    focusable="false"
  >
    <circle cx="10.5" cy="10.5" r="6.5" fill="none" stroke="currentColor" strokeWidth="2.2" />
    <path d="m15.5 15.5 5 5" stroke="currentColor" strokeWidth="2.2" strokeLinecap="round" />
  </svg>
)

const Sliders = () => (
  <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
    <path
      d="M4 7h9m4 0h3M4 17h3m4 0h9"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      fill="none"
    />
    <circle cx="15" cy="7" r="2.2" fill="none" stroke="currentColor" strokeWidth="2" />
    <circle cx="9" cy="17" r="2.2" fill="none" stroke="currentColor" strokeWidth="2" />
  </svg>
)

/**
 * The bar's settings for its script, as attributes of its form: only those set otherwise than by default
 * (every page carries them, in its HTML and its payload).
 */
function settingsData(bar: BarSettings): Record<string, string> {
  const data: Record<string, string> = {}
  const behaviour = behaviourAttribute(bar)
  if (behaviour) data['data-bar'] = behaviour
  if (bar.autop !== 'disabled') data['data-autop'] = bar.autop
  if (bar.headerLinks !== 'none') data['data-header-links'] = bar.headerLinks
  return data
}

type Props = { variant: 'desktop' | 'phone'; bar: BarSettings; facets?: FacetGroup[] }

/**
 * The header's search: on wide screens a field that sends the phrase to the results page, with a settings
 * box of filters that the bar's script opens; on phones a magnifier link to that page, whose field then
 * takes the whole width, or with JavaScript the same bar in an overlay (client/compact-bar.ts). Both work
 * without JavaScript (the filters are then on the results page).
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
    <form
      id={HEADER_LINK_TARGET.slice(1)}
      className={`header-search header-search--${bar.layout}`}
      action={RESULTS_PATH}
      method="get"
      role="search"
      data-live-search={bar.id}
      data-min-length={bar.minLength}
      data-close-outside={bar.closeOnDocumentClick ? '1' : '0'}
      {...settingsData(bar)}
    >
      <label className="visually-hidden" htmlFor="header-search-s">
        Rechercher sur le site
      </label>
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
          id="header-search-s"
          className="header-search__input"
          type="search"
          name="s"
          placeholder={bar.placeholder}
          maxLength={200}
          autoComplete="off"
          role="combobox"
          aria-expanded="false"
          aria-controls="header-search-results"
          aria-autocomplete="both"
          aria-describedby="header-search-hint"
        />
      </span>
      <span id="header-search-hint" className="visually-hidden">
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
      <button
        type="button"
        className="header-search__button header-search__toggle"
        data-live-search-settings-toggle=""
        aria-expanded="false"
        aria-controls="header-search-settings"
        aria-label="Filtres de la recherche"
        hidden
      >
        <Sliders />
      </button>
      <button type="submit" className="header-search__button" aria-label="Lancer la recherche">
        <Magnifier />
      </button>
      <div className="header-search__panel">
        <fieldset
          id="header-search-settings"
          className="header-search__settings"
          data-live-search-settings=""
          disabled
          hidden
        >
          <legend className="visually-hidden">Filtres de la recherche</legend>
          <SearchFilterFields
            facets={facets}
            idPrefix="header-search-filtre"
            required={bar.requiredFilters}
          />
          <button type="button" className="header-search__reset" data-live-search-reset="">
            Réinitialiser les filtres
          </button>
        </fieldset>
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
          id="header-search-results"
          className="header-search__results"
          data-live-search-results=""
          role="region"
          aria-label="Résultats de la recherche"
          hidden
        />
      </div>
      <p className="visually-hidden" role="status" data-live-search-status="" />
      <LiveSearchLoader />
    </form>
  )
}
