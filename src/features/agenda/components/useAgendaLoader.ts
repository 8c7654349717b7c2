'use client'

import { useCallback, useEffect, useRef, useState } from 'react'
import { postAjax } from '@/lib/ajax/client'
import {
  agendaLoadReducer,
  agendaRequestFields,
  initialAgendaState,
  parseAgendaReply,
  shouldLoadOnScroll,
  type AgendaLoadEvent,
  type AgendaReplyData,
} from '../agenda-loading'
import type { AgendaQuery } from '../url-state'

/**
 * Runs `get_agenda_events` for the agenda: new searches, next pages (button or scrolling within 1000 px
 * of the bottom) and retries, through the pure reducer of agenda-loading.ts.
 */
export function useAgendaLoader(
  initialQuery: AgendaQuery,
  initialReply: AgendaReplyData,
  initialPage: number,
) {
  const [state, setState] = useState(() => initialAgendaState(initialReply, initialPage))
  // Scroll events and awaited replies run outside React's render: the ref is the machine's truth.
  const machine = useRef(state)
  const serial = useRef(0)
  const [applied, setApplied] = useState(initialQuery)
  const appliedRef = useRef(initialQuery)

  const step = useCallback((event: AgendaLoadEvent) => {
    machine.current = agendaLoadReducer(machine.current, event)
    setState(machine.current)
    return machine.current
  }, [])

  const request = useCallback(
    async (page: number) => {
      const id = ++serial.current
      const before = machine.current
      if (step({ type: 'request', id, page }) === before) return
      try {
        const response = await postAjax(agendaRequestFields(appliedRef.current, page))
        step({ type: 'reply', id, reply: parseAgendaReply(await response.text()) })
      } catch {
        step({ type: 'failure', id })
      }
    },
    [step],
  )

  const search = useCallback(
    (query: AgendaQuery) => {
      appliedRef.current = query
      setApplied(query)
      void request(1)
    },
    [request],
  )
  const loadMore = useCallback(() => void request(machine.current.page + 1), [request])
  const retry = useCallback(() => {
    if (machine.current.failedPage !== null) void request(machine.current.failedPage)
  }, [request])

  useEffect(() => {
    const onScroll = () => {
      const root = document.documentElement
      if (shouldLoadOnScroll(machine.current, root.scrollHeight - (window.scrollY + window.innerHeight)))
        loadMore()
    }
    window.addEventListener('scroll', onScroll, { passive: true })
    return () => window.removeEventListener('scroll', onScroll)
  }, [loadMore])

  return { state, applied, search, loadMore, retry }
}
