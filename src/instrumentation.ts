/** Next calls this once when a server starts (`next start`, `next dev`), before it answers requests. */
export async function register() {
  if (process.env.NEXT_RUNTIME !== 'nodejs') return
  // Client addresses for rate limits: see src/lib/client-ip/peer-stamp.ts for why this is needed.
  const { stampPeerAddresses } = await import('./lib/client-ip/peer-stamp')
  stampPeerAddresses()
  if (process.env.NEXT_PHASE === 'phase-production-build') return
  const { startMailWorker } = await import('./lib/mail/start-worker')
  // Not awaited: the server answers at once (cached pages need no database) while Payload starts.
  void startMailWorker()
  const { startScheduledRuns } = await import('./features/publishing/scheduled-runs')
  startScheduledRuns()
  // The hosts editors configured (partner widgets, audience script) for the proxy's CSP.
  const { startCspExtras } = await import('./features/partners/csp-refresh')
  void startCspExtras().catch((error: unknown) => console.error('CSP extras not read at start', error))
}
