import type { SanitizedConfig } from 'payload'
import { adminsOnly } from './access'

/**
 * Payload adds a `payload-jobs-stats` global when a task is scheduled; it records when each schedule last
 * ran, and Payload's default lets any logged-in account read and overwrite it over REST, which would let
 * an editor hold the mail worker's schedule up. The server writes it with full access, so closing it to
 * everyone but admins changes nothing for the worker. Payload offers no override for this global: the
 * rule is set on the built config.
 */
export function closeJobStatsToEditors(config: SanitizedConfig): SanitizedConfig {
  const stats = config.globals.find((global) => global.slug === 'payload-jobs-stats')
  if (stats)
    stats.access = { ...stats.access, read: adminsOnly, update: adminsOnly, readVersions: adminsOnly }
  return config
}
