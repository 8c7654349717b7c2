import fs from 'node:fs'
import path from 'node:path'

export const ROLES = ['visitor', 'editor', 'admin'] as const
export const OPERATIONS = ['read', 'create', 'update', 'delete'] as const
export type Role = (typeof ROLES)[number]
export type Operation = (typeof OPERATIONS)[number]
export type Cell = 'yes' | 'no' | 'published' | 'own' | 'none' | '-'
const CELLS: readonly string[] = ['yes', 'no', 'published', 'own', 'none', '-']

/** One subject of the table: a collection slug, or `global <slug>`. */
export type AccessTable = Map<string, Map<Operation, Record<Role, Cell>>>

/**
 * Reads the expected access rules from docs/access-control.md: the rows of its table whose second column
 * is an operation. Throws on a malformed row, so a typo in the document fails loudly.
 */
export function readAccessTable(file = path.resolve('docs/access-control.md')): AccessTable {
  const table: AccessTable = new Map()
  for (const line of fs.readFileSync(file, 'utf8').split('\n')) {
    const cells = line
      .split('|')
      .slice(1, -1)
      .map((cell) => cell.trim())
    if (cells.length !== 5 || !(OPERATIONS as readonly string[]).includes(cells[1])) continue
    const [subject, operation, ...values] = cells
    for (const value of values) {
      if (!CELLS.includes(value))
        throw new Error(`docs/access-control.md: unknown value "${value}" in "${line}"`)
    }
    const row = table.get(subject) ?? new Map()
    if (row.has(operation as Operation)) throw new Error(`docs/access-control.md: duplicate row "${line}"`)
    row.set(operation as Operation, Object.fromEntries(ROLES.map((role, i) => [role, values[i]])))
    table.set(subject, row)
  }
  return table
}
