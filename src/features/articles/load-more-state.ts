/**
 * The load-more button's states, as a pure reducer:
 * idle → loading → idle (next page added) | done (last page or empty reply) | failed (retry offered).
 * The original left the button spinning after a failed request; here the visitor sees a message and can
 * try again.
 */
export type LoadMoreState = {
  status: 'idle' | 'loading' | 'failed' | 'done'
  /** The last page shown. */
  page: number
  maxPage: number
}

export type LoadMoreEvent = { type: 'request' } | { type: 'reply'; empty: boolean } | { type: 'failure' }

export const initialLoadMoreState = (page: number, maxPage: number): LoadMoreState => ({
  status: page >= maxPage ? 'done' : 'idle',
  page,
  maxPage,
})

export function loadMoreReducer(state: LoadMoreState, event: LoadMoreEvent): LoadMoreState {
  switch (event.type) {
    case 'request':
      return state.status === 'idle' || state.status === 'failed' ? { ...state, status: 'loading' } : state
    case 'reply': {
      if (state.status !== 'loading') return state
      if (event.empty) return { ...state, status: 'done' }
      const page = state.page + 1
      return { ...state, page, status: page >= state.maxPage ? 'done' : 'idle' }
    }
    case 'failure':
      return state.status === 'loading' ? { ...state, status: 'failed' } : state
  }
}

/** Distance from the page bottom under which scrolling loads the next page. */
export const SCROLL_TRIGGER_PX = 1000
/** The grid is laid out again this long after an insertion (images and fonts settle). */
export const RELAYOUT_DELAY_MS = 800

/** Scrolling loads only from idle: never while loading, never after a failure (the visitor retries). */
export const shouldLoadOnScroll = (state: LoadMoreState, distanceToBottom: number) =>
  state.status === 'idle' && distanceToBottom <= SCROLL_TRIGGER_PX
