import 'server-only'
import { defineAjaxAction } from '@/lib/ajax/types'
import { agendaFiltersSchema } from './filters'
import { findAgendaEvents, todayAsStored } from './queries'

/**
 * `action=get_agenda_events` with the filters → `{events, events_count, available_categories}`
 * (docs/behaviour/ajax.md).
 */
export const getAgendaEvents = defineAjaxAction({
  shared: true,
  schema: agendaFiltersSchema,
  async handle(filters) {
    return { json: await findAgendaEvents(filters, todayAsStored().slice(0, 10)) }
  },
})
