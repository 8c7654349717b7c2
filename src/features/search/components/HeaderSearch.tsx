import { RESULTS_PATH } from './SearchPage'
import './header-search.css'

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

/**
 * The header's search: on wide screens a field that sends the phrase to the results page; on phones a
 * magnifier link to that page, whose field then takes the whole width. Both work without JavaScript.
 */
export function HeaderSearch({ variant }: { variant: 'desktop' | 'phone' }) {
  if (variant === 'phone')
    return (
      <a className="header-search__link" href={RESULTS_PATH} aria-label="Rechercher sur le site">
        <Magnifier />
      </a>
    )
  return (
    <form className="header-search" action={RESULTS_PATH} method="get" role="search">
      <label className="visually-hidden" htmlFor="header-search-s">
        Rechercher sur le site
      </label>
      <input
        id="header-search-s"
        className="header-search__input"
        type="search"
        name="s"
        placeholder="Rechercher…"
        maxLength={200}
        autoComplete="off"
      />
      <button type="submit" className="header-search__button" aria-label="Lancer la recherche">
        <Magnifier />
      </button>
    </form>
  )
}
