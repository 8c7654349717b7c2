import 'server-only'
import { setCspExtras, setCspExtrasRefresh } from '@/lib/csp/extras'
import { payloadClient } from '@/lib/payload'
import { type CspSettings, cspExtrasOf } from './csp'

/** Reads the site settings and gives the proxy the hosts they ask the CSP for. */
async function refreshCspExtras() {
  const settings = await (await payloadClient()).findGlobal({ slug: 'site-settings', depth: 0 })
  setCspExtras(cspExtrasOf(settings as CspSettings))
}

/**
 * At the server's start: the first read, and the refresher the proxy calls once what it has is older
 * than a minute (an edit made through another instance). Until the first read ends, pages get the static
 * CSP: partner widgets and the audience script wait for it, nothing else does.
 */
export function startCspExtras() {
  setCspExtrasRefresh(refreshCspExtras)
  return refreshCspExtras()
}
