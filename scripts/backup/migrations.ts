import { pendingMigrations, shippedMigrations } from '../../src/features/health/migrations-check'

/**
 * How a restored database's migrations compare with this code's: in step, behind (an older backup, which
 * `npm run migrate` or `npm start` brings forward), or ahead (a backup from a newer version of Escale).
 */
export function compareMigrations(kind: 'sqlite' | 'postgres', applied: string[]) {
  const shipped = shippedMigrations(kind)
  const known = new Set(shipped)
  return {
    shipped: shipped.length,
    pending: pendingMigrations(shipped, applied),
    unknown: applied.filter((n) => !known.has(n)),
  }
}

export function describeMigrations(kind: 'sqlite' | 'postgres', applied: string[]): string {
  const { shipped, pending, unknown } = compareMigrations(kind, applied)
  if (unknown.length > 0)
    return (
      `Migrations: the backup has ${unknown.length} migration(s) this code does not know (${unknown.join(', ')}): ` +
      `it comes from a newer version of Escale. Deploy that version (or newer) before starting the site.`
    )
  if (pending.length > 0)
    return (
      `Migrations: ${pending.length} of ${shipped} to apply (${pending.join(', ')}): the backup is older than this ` +
      `code. Run \`npm run migrate\` (npm start also does it) before serving.`
    )
  return `Migrations: all ${shipped} applied, in step with this code.`
}
