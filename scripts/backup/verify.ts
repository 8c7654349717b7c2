/** Each table whose rows differ between the manifest and the restored database, in words. */
export function countDifferences(expected: Record<string, number>, actual: Record<string, number>): string[] {
  const tables = [...new Set([...Object.keys(expected), ...Object.keys(actual)])].sort()
  return tables.flatMap((table) => {
    if (!(table in actual)) return [`${table}: missing from the restored database`]
    if (!(table in expected)) return [`${table}: not in the backup`]
    return expected[table] === actual[table]
      ? []
      : [`${table}: ${actual[table]} rows, the manifest says ${expected[table]}`]
  })
}
