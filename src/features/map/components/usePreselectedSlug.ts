'use client'

import { useSyncExternalStore } from 'react'

const never = () => () => {}

/**
 * The `categorie` parameter of the address (`/carte?categorie=plages`). Read in the browser so that
 * the page itself stays static and cached; the server (and the page without JavaScript) shows every
 * category.
 */
export const usePreselectedSlug = () =>
  useSyncExternalStore(
    never,
    () => new URLSearchParams(window.location.search).get('categorie'),
    () => null,
  )
