import { describe, expect, it } from 'vitest'
import {
  initialLoadMoreState,
  loadMoreReducer,
  shouldLoadOnScroll,
  type LoadMoreState,
} from './load-more-state'

const run = (state: LoadMoreState, ...events: Parameters<typeof loadMoreReducer>[1][]) =>
  events.reduce(loadMoreReducer, state)

describe('load-more state', () => {
  it('starts done when the first page is the last', () => {
    expect(initialLoadMoreState(1, 1).status).toBe('done')
    expect(initialLoadMoreState(1, 3).status).toBe('idle')
  })

  it('goes idle → loading → idle with the page number raised by one', () => {
    const state = run(initialLoadMoreState(1, 3), { type: 'request' })
    expect(state.status).toBe('loading')
    expect(run(state, { type: 'reply', empty: false })).toEqual({ status: 'idle', page: 2, maxPage: 3 })
  })

  it('ignores a second request while loading (one request at a time)', () => {
    const loading = run(initialLoadMoreState(1, 3), { type: 'request' })
    expect(loadMoreReducer(loading, { type: 'request' })).toBe(loading)
  })

  it('removes the button at the maximum page', () => {
    const state = run(initialLoadMoreState(2, 3), { type: 'request' }, { type: 'reply', empty: false })
    expect(state).toEqual({ status: 'done', page: 3, maxPage: 3 })
    expect(loadMoreReducer(state, { type: 'request' }).status).toBe('done')
  })

  it('blocks loading for good after an empty reply', () => {
    const state = run(initialLoadMoreState(1, 5), { type: 'request' }, { type: 'reply', empty: true })
    expect(state).toEqual({ status: 'done', page: 1, maxPage: 5 })
    expect(loadMoreReducer(state, { type: 'request' })).toBe(state)
  })

  it('offers a retry after a failure, keeping the page number', () => {
    const failed = run(initialLoadMoreState(1, 3), { type: 'request' }, { type: 'failure' })
    expect(failed).toEqual({ status: 'failed', page: 1, maxPage: 3 })
    expect(run(failed, { type: 'request' }, { type: 'reply', empty: false }).page).toBe(2)
  })

  it('loads on scroll only when idle and within 1000 px of the bottom', () => {
    const idle = initialLoadMoreState(1, 3)
    expect(shouldLoadOnScroll(idle, 1000)).toBe(true)
    expect(shouldLoadOnScroll(idle, 1001)).toBe(false)
    expect(shouldLoadOnScroll({ ...idle, status: 'loading' }, 0)).toBe(false)
    expect(shouldLoadOnScroll({ ...idle, status: 'failed' }, 0)).toBe(false)
    expect(shouldLoadOnScroll({ ...idle, status: 'done' }, 0)).toBe(false)
  })
})
