import { checkHealth } from '@/features/health/health'
import { payloadClient } from '@/lib/payload'

export const dynamic = 'force-dynamic'

/**
 * Health of this instance, for a load balancer or a monitor: 200 when the database answers and has
 * applied every shipped migration, 503 otherwise, with a short French reason. Never cached.
 */
export async function GET() {
  const health = await checkHealth(payloadClient)
  return Response.json(
    health.ok
      ? { statut: 'ok', base: health.database, migrations: health.migrations }
      : { statut: 'indisponible', base: health.database, message: health.message },
    { status: health.ok ? 200 : 503, headers: { 'Cache-Control': 'no-store' } },
  )
}
