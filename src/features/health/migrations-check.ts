import fs from 'node:fs'
import path from 'node:path'

/** A migration file's name: the timestamp Payload gives it, then its title (`20261124_070403_…`). */
const MIGRATION_FILE = /^(\d{8}_\d{6}_[\w-]+)\.ts$/

/** The migrations checked in for a database kind, read from src/migrations/<kind> (once per process). */
const shipped = new Map<string, string[]>()

export function shippedMigrations(kind: 'sqlite' | 'postgres', root = process.cwd()): string[] {
  const known = shipped.get(kind)
  if (known) return known
  const names = fs
    .readdirSync(path.join(root, 'src', 'migrations', kind))
    .flatMap((file) => MIGRATION_FILE.exec(file)?.[1] ?? [])
    .sort()
  shipped.set(kind, names)
  return names
}

/** The shipped migrations the database has not applied, in order. */
export const pendingMigrations = (shippedNames: string[], applied: Iterable<string>): string[] => {
  const done = new Set(applied)
  return shippedNames.filter((name) => !done.has(name))
}
