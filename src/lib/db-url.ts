import os from 'node:os'

/**
 * `postgres://127.0.0.1:5432/test` names no user; libpq would use the login name, but node-postgres only
 * reads $USER, which services and CI often lack. Fill in the same default libpq uses.
 * Kept apart from db.ts so that command-line tools (backups) can use it without loading Payload's adapters.
 */
export function withDefaultUser(url: string): string {
  const parsed = new URL(url)
  if (!parsed.username) parsed.username = process.env.PGUSER || process.env.USER || os.userInfo().username
  return parsed.toString()
}
