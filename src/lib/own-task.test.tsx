// @vitest-environment jsdom
import { act } from 'react'
import { createRoot } from 'react-dom/client'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { nextTask, useOwnTaskEffect } from './own-task'

declare global {
  var IS_REACT_ACT_ENVIRONMENT: boolean | undefined
}

function Probe({ log, value }: { log: string[]; value: number }) {
  useOwnTaskEffect(() => {
    log.push(`setup ${value}`)
    return () => log.push(`undo ${value}`)
  }, [value])
  return null
}

describe('an effect in a task of its own', () => {
  beforeEach(() => {
    globalThis.IS_REACT_ACT_ENVIRONMENT = true
    vi.useFakeTimers()
  })
  afterEach(() => vi.useRealTimers())

  it('runs after the commit, in a later task, then is undone and run again as deps change', () => {
    const log: string[] = []
    const root = createRoot(document.createElement('div'))
    act(() => root.render(<Probe log={log} value={1} />))
    expect(log, 'not in the task that committed').toEqual([])
    act(() => vi.runAllTimers())
    expect(log).toEqual(['setup 1'])
    act(() => root.render(<Probe log={log} value={2} />))
    act(() => vi.runAllTimers())
    expect(log).toEqual(['setup 1', 'undo 1', 'setup 2'])
    act(() => root.unmount())
    expect(log).toEqual(['setup 1', 'undo 1', 'setup 2', 'undo 2'])
  })

  it('never runs when the component is gone before its task', () => {
    const log: string[] = []
    const root = createRoot(document.createElement('div'))
    act(() => root.render(<Probe log={log} value={1} />))
    act(() => root.unmount())
    act(() => vi.runAllTimers())
    expect(log).toEqual([])
  })
})

describe('nextTask', () => {
  it('resolves in a later task, not in a microtask of the current one', async () => {
    const order: string[] = []
    const waited = nextTask().then(() => order.push('next task'))
    setTimeout(() => order.push('timer set after it'), 0)
    await Promise.resolve()
    order.push('microtask')
    await waited
    expect(order).toEqual(['microtask', 'next task'])
    await new Promise((resolve) => setTimeout(resolve, 0))
    expect(order).toEqual(['microtask', 'next task', 'timer set after it'])
  })
})
