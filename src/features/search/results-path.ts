/**
 * The results page's address. A module of its own: the header's bar needs it on every page, and taking it
 * from the results page's component would bring that page's client code (live load, filters) and styles
 * into every page.
 */
export const RESULTS_PATH = '/recherche'
