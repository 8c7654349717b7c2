import type { Payload } from 'payload'

/**
 * Starts Payload on the given database, migrated. The environment is set before the config module is
 * imported because the config reads it once: a test file must import server code that reaches the config
 * (queries, ajax actions) only after this, dynamically. Each test file runs in its own process.
 */
export async function startPayload(url: string, mediaDir: string): Promise<Payload> {
  process.env.DATABASE_URL = url
  process.env.MEDIA_DIR = mediaDir
  process.env.PAYLOAD_SECRET ||= 'integration-tests-secret-0123456789abcdef'
  process.env.LOG_LEVEL = 'warn'
  const [{ getPayload }, { default: config }, { migrateDatabase }] = await Promise.all([
    import('payload'),
    import('@/payload.config'),
    import('@/lib/migrate'),
  ])
  const payload = await getPayload({ config })
  await migrateDatabase(payload)
  return payload
}
