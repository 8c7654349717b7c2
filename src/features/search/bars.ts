import { DEFAULT_BAR, type BarSettings } from './bar-settings'

/** The header's bar: the search instance every page carries. */
export const HEADER_BAR: BarSettings = { id: 1, name: 'En-tête', ...DEFAULT_BAR }

/** A search instance by its id (`asid`); null when there is none. */
export const barSettings = (id: number): BarSettings | null => (id === HEADER_BAR.id ? HEADER_BAR : null)
