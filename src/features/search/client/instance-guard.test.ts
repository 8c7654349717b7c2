import { describe, expect, it, vi } from 'vitest'
import { createInstanceGuard } from './instance-guard'

describe('the guard of a search’s instances', () => {
  it('tells an instance when another of the same search is searching, not of another search', () => {
    const guard = createInstanceGuard()
    guard.start('1', 1)
    expect(guard.othersSearching('1', 3)).toBe(true)
    expect(guard.othersSearching('1', 1)).toBe(false)
    expect(guard.othersSearching('2', 1)).toBe(false)
    guard.end('1', 1)
    expect(guard.othersSearching('1', 3)).toBe(false)
  })

  it('counts requests: an instance that started a new one before the aborted one ended is still busy', () => {
    const guard = createInstanceGuard()
    guard.start('1', 3)
    guard.start('1', 3)
    guard.end('1', 3)
    expect(guard.othersSearching('1', 1)).toBe(true)
    guard.end('1', 3)
    expect(guard.othersSearching('1', 1)).toBe(false)
    // An end without its start changes nothing.
    guard.end('1', 3)
    guard.start('1', 2)
    guard.end('1', 4)
    expect(guard.othersSearching('1', 1)).toBe(true)
  })

  it('looks only at the first instances', () => {
    const guard = createInstanceGuard(25)
    guard.start('1', 26)
    expect(guard.othersSearching('1', 1)).toBe(false)
    guard.start('1', 25)
    expect(guard.othersSearching('1', 1)).toBe(true)
  })

  it('runs what waits once no instance of the search is searching, each function once', () => {
    const guard = createInstanceGuard()
    const retry = vi.fn()
    const other = vi.fn()
    guard.start('1', 1)
    guard.start('1', 2)
    guard.whenIdle('1', retry)
    guard.whenIdle('1', retry)
    guard.whenIdle('2', other)
    expect(other).toHaveBeenCalledTimes(1)
    guard.end('1', 1)
    expect(retry).not.toHaveBeenCalled()
    guard.end('1', 2)
    expect(retry).toHaveBeenCalledTimes(1)
    guard.start('1', 1)
    guard.end('1', 1)
    expect(retry).toHaveBeenCalledTimes(1)
  })
})
