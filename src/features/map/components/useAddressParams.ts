'use client'

import { useMemo, useSyncExternalStore } from 'react'
import { parsePinned } from '../pinned'

const never = () => () => {}

/**
 * The query string of the address, read in the browser so that the page itself stays static and
 * cached; the server (and the page without JavaScript) renders it as if it were empty.
 */
const useSearchString = () =>
  useSyncExternalStore(
    never,
    () => window.location.search,
    () => '',
  )

/** The `categorie` parameter (`/carte?categorie=plages`): the category checked on arrival. */
export const usePreselectedSlug = () => new URLSearchParams(useSearchString()).get('categorie')

/** The point pinned by `lat`, `lng` and `titre` (the event pages' "Voir sur la carte"), if valid. */
export function usePinnedPoint() {
  const search = useSearchString()
  return useMemo(() => parsePinned(search), [search])
}
