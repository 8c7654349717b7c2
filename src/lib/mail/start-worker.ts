import config from '@payload-config'
import { getPayload, type Payload } from 'payload'
import { onShutdown } from '@/lib/shutdown'

/**
 * Starts Payload with its job runner, so the outbox worker runs every minute from the server's start.
 * Payload would otherwise start the runner only on the first admin or API request, and mail queued by
 * the public site would wait for an editor to log in.
 */
export async function startMailWorker() {
  try {
    const payload = await getPayload({ config, cron: true })
    onShutdown('mail-worker', () => stopMailWorker(payload))
  } catch (error) {
    // The site serves cached pages without Payload; the next request that needs it reports the cause.
    console.error('Démarrage de la file d’envoi des e-mails impossible :', error)
  }
}

/**
 * Starts no new run of the queue and waits for the one in progress: a mail cut mid-send would wait for its
 * claim to lapse (10 minutes) and might reach its recipient twice. The server's shutdown limit bounds it.
 */
async function stopMailWorker(payload: Payload) {
  const crons = payload.crons.splice(0)
  for (const cron of crons) cron.stop()
  while (crons.some((cron) => cron.isBusy())) await new Promise((resolve) => setTimeout(resolve, 100))
}
