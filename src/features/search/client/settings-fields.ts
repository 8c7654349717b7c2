import type { SearchFilterFields } from '../components/SearchFilterFields'

/**
 * A bar's settings box comes empty (components/SettingsBox.tsx): it is hidden and disabled until the
 * bar's script wakes it, and its fields (135 elements with the demo's categories) were most of the
 * header's markup and navigation data on every page. The bar's script (live-search.ts, through
 * settings-box.ts) brings the fields' component with it and hands it over here as it loads; the box
 * draws them, synchronously, when DRAW_SETTINGS comes.
 */
export const DRAW_SETTINGS = 'escale-search:draw-settings'

type Fields = typeof SearchFilterFields

let fields: Fields | null = null

/** Called once by the bar's script as it loads. */
export function provideSettingsFields(component: Fields): void {
  fields = component
}

/** The fields' component, once the bar's script has loaded. */
export const settingsFields = (): Fields | null => fields

/** Has the settings box of a bar draw its fields now, if they are not there yet. */
export function drawSettings(form: HTMLFormElement): void {
  form.querySelector('[data-live-search-settings]')?.dispatchEvent(new Event(DRAW_SETTINGS))
}
