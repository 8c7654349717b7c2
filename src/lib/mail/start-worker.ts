import config from '@payload-config'
import { getPayload } from 'payload'

/**
 * Starts Payload with its job runner, so the outbox worker runs every minute from the server's start.
 * Payload would otherwise start the runner only on the first admin or API request, and mail queued by
 * the public site would wait for an editor to log in.
 */
export async function startMailWorker() {
  try {
    await getPayload({ config, cron: true })
  } catch (error) {
    // The site serves cached pages without Payload; the next request that needs it reports the cause.
    console.error('Démarrage de la file d’envoi des e-mails impossible :', error)
  }
}
