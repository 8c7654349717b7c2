import type { PlaceDescriptions } from '../types'

export const DESCRIPTIONS_URL = '/carte/fiches.json'

let loading: Promise<PlaceDescriptions> | null = null
let loaded: PlaceDescriptions | null = null

/** The descriptions if they are already here (a popup then opens complete, with no second layout). */
export const loadedDescriptions = () => loaded

/**
 * The popups' descriptions, fetched once per page (the file is static and cached). A failure resolves
 * to "none" and lets a later popup try again: the popup still shows the title and the address.
 */
export function loadDescriptions(): Promise<PlaceDescriptions> {
  loading ??= fetch(DESCRIPTIONS_URL)
    .then((response) =>
      response.ok
        ? (response.json() as Promise<PlaceDescriptions>)
        : Promise.reject(new Error(String(response.status))),
    )
    .then((descriptions) => (loaded = descriptions))
    .catch(() => {
      loading = null
      return {}
    })
  return loading
}
