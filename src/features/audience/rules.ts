/**
 * Whether the audience measurement may run on this host: never on a development or test copy of the site
 * (the hosts of the settings, and any `*.localhost`), nor in the back office (its pages never load the
 * site's layout, so the measurement is not there at all).
 */
export function measuredHost(hostname: string, developmentHosts: readonly string[]): boolean {
  const host = hostname.toLowerCase()
  if (host.endsWith('.localhost')) return false
  return !developmentHosts.some((entry) => entry.trim().toLowerCase() === host)
}
