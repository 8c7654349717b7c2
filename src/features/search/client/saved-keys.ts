/**
 * Where a bar keeps the visitor's last search and the phrase to highlight (saved-state.ts reads them):
 * apart, so that every page's first script can see whether there is anything without loading the rest.
 */
export const STATE_KEY = 'escale-search:state'
export const HIGHLIGHT_KEY = 'escale-search:highlight'

/** localStorage that may be missing or refuse (private browsing, storage full): nothing kept then. */
export const store = {
  get(key: string): string | null {
    try {
      return window.localStorage.getItem(key)
    } catch {
      return null
    }
  },
  set(key: string, value: unknown) {
    try {
      window.localStorage.setItem(key, JSON.stringify(value))
    } catch {
      // Nothing kept: the bar works the same without.
    }
  },
  remove(...keys: string[]) {
    try {
      for (const key of keys) window.localStorage.removeItem(key)
    } catch {
      // Nothing was kept.
    }
  },
}
