import { afterEach, describe, expect, it, vi } from 'vitest'
import { CONFIG_MESSAGE, SIZE_MESSAGE, debouncer, readMessage, senderOf } from './messages'

afterEach(() => vi.useRealTimers())

describe('readMessage', () => {
  it('reads size and config messages, as objects or JSON text', () => {
    expect(readMessage({ type: SIZE_MESSAGE, height: 420 })).toEqual({
      type: 'partner-widget:size',
      height: 420,
      width: undefined,
    })
    expect(readMessage(JSON.stringify({ type: SIZE_MESSAGE, height: '50%', width: '300px' }))).toEqual({
      type: SIZE_MESSAGE,
      height: '50%',
      width: '300px',
    })
    expect(readMessage({ type: CONFIG_MESSAGE, numberOfItems: 2 })).toEqual({
      type: 'partner-widget:config',
      numberOfItems: 2,
    })
  })

  it('keeps a config message without a usable count of activities', () => {
    expect(readMessage({ type: CONFIG_MESSAGE })).toEqual({ type: CONFIG_MESSAGE })
    expect(readMessage({ type: CONFIG_MESSAGE, numberOfItems: 2.5 })).toEqual({ type: CONFIG_MESSAGE })
    expect(readMessage({ type: CONFIG_MESSAGE, numberOfItems: 101 })).toEqual({ type: CONFIG_MESSAGE })
  })

  it.each([null, 42, 'texte', '{"type":', {}, { type: 'autre' }, []])('ignores %j', (data) => {
    expect(readMessage(data)).toBeNull()
  })
})

describe('senderOf', () => {
  const windowA = {} as Window
  const windowB = {} as Window
  const frame = (contentWindow: Window, src: string) => ({
    frame: { contentWindow, src } as HTMLIFrameElement,
  })
  const records = [
    frame(windowA, 'https://widget.example/a.frame?x=1'),
    frame(windowB, 'https://autre.example/b'),
  ]

  it('finds the frame whose window sent the message, from its own origin', () => {
    expect(senderOf(records, windowA, 'https://widget.example')).toBe(records[0])
    expect(senderOf(records, windowB, 'https://autre.example')).toBe(records[1])
  })

  it('ignores a message from an unknown window, from another origin, or without a source', () => {
    expect(senderOf(records, {} as Window, 'https://widget.example')).toBeNull()
    expect(senderOf(records, windowA, 'https://autre.example')).toBeNull()
    expect(senderOf(records, null, 'https://widget.example')).toBeNull()
    expect(senderOf([frame(windowA, '')], windowA, 'null')).toBeNull()
  })
})

describe('debouncer', () => {
  it('runs the last task of a key once 100 ms passed without another', () => {
    vi.useFakeTimers()
    const debounce = debouncer(100)
    const task = vi.fn()
    debounce.run('a', () => task('first'))
    vi.advanceTimersByTime(99)
    debounce.run('a', () => task('second'))
    debounce.run('b', () => task('other'))
    vi.advanceTimersByTime(99)
    expect(task).not.toHaveBeenCalled()
    vi.advanceTimersByTime(1)
    expect(task.mock.calls).toEqual([['second'], ['other']])
  })

  it('runs nothing once cancelled', () => {
    vi.useFakeTimers()
    const debounce = debouncer(100)
    const task = vi.fn()
    debounce.run('a', task)
    debounce.cancelAll()
    vi.advanceTimersByTime(200)
    expect(task).not.toHaveBeenCalled()
  })
})
