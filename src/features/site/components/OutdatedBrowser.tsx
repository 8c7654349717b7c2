import './outdated-browser.css'

/**
 * A notice for browsers too old to run the site's scripts (public/navigateur-ancien.js): a `nomodule`
 * script is fetched and run only by browsers that do not know JavaScript modules, so current browsers
 * never see it, nor download it.
 */
export function OutdatedBrowser() {
  return <script noModule defer src="/navigateur-ancien.js" />
}
