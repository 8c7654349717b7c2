/** Runs once when the server starts, before it handles requests through Next. */
export async function register() {
  if (process.env.NEXT_RUNTIME === 'nodejs') {
    // Client addresses for rate limits: see src/lib/client-ip/peer-stamp.ts for why this is needed.
    const { stampPeerAddresses } = await import('./lib/client-ip/peer-stamp')
    stampPeerAddresses()
  }
}
