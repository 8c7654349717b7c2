import { describe, expect, it } from 'vitest'
import { pendingMigrations, shippedMigrations } from './migrations-check'

describe('the migrations a health check expects', () => {
  it('are the checked-in files of each database kind, in order', () => {
    for (const kind of ['sqlite', 'postgres'] as const) {
      const names = shippedMigrations(kind)
      expect(names.length).toBeGreaterThan(5)
      expect(names[0]).toMatch(/^\d{8}_\d{6}_initial$/)
      expect([...names].sort()).toEqual(names)
      expect(names.some((name) => name.endsWith('.ts') || name === 'index')).toBe(false)
    }
  })

  it('are pending when the database has not applied them', () => {
    const names = ['20260101_000000_initial', '20260102_000000_more', '20260103_000000_last']
    expect(pendingMigrations(names, names)).toEqual([])
    expect(pendingMigrations(names, ['20260101_000000_initial'])).toEqual(names.slice(1))
    expect(pendingMigrations(names, [])).toEqual(names)
    // A database ahead of the code (a newer deploy migrated it) is not this check's concern.
    expect(pendingMigrations(names.slice(0, 2), names)).toEqual([])
  })
})
