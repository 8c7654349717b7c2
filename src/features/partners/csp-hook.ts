import type { GlobalAfterChangeHook } from 'payload'
import { setCspExtras } from '@/lib/csp/extras'
import { type CspSettings, cspExtrasOf } from './csp'

/**
 * A save of the site settings gives the proxy's CSP its new hosts at once on the instance that saved it
 * (the others read them again within a minute: src/lib/csp/extras.ts).
 */
export const updateCspExtras: GlobalAfterChangeHook = ({ doc }) => {
  setCspExtras(cspExtrasOf(doc as CspSettings))
  return doc
}
