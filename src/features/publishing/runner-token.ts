import { createHmac } from 'node:crypto'

/**
 * The bearer token the server sends to its own jobs run endpoint (scheduled-runs.ts), from PAYLOAD_SECRET:
 * every instance derives the same one, and it reveals nothing of the secret. Apart from the server's
 * modules so that tests outside the server can make it too.
 */
export const runnerToken = (secret: string): string =>
  createHmac('sha256', secret).update('escale-scheduled-runs').digest('base64url')
