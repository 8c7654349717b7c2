import type { Metadata } from 'next'
import { AGENDA_DESCRIPTION, AgendaView } from '@/features/agenda/components/AgendaView'
import { agendaFiltersSchema } from '@/features/agenda/filters'
import { EMPTY_QUERY } from '@/features/agenda/url-state'
import { pageMetadata } from '@/features/seo/metadata'

/**
 * The agenda without filters, static and cached: it is the page visitors land on. The upcoming events
 * move on with the day, hence the hourly refresh; an editor's save of an event expires it at once.
 * Filters in the address are read by the client app (shared links); without JavaScript the form goes to
 * /agenda/resultats, rendered on the server.
 */
export const revalidate = 3600

export const generateMetadata = (): Promise<Metadata> =>
  pageMetadata({
    title: 'Agenda',
    description: AGENDA_DESCRIPTION,
    path: '/agenda',
    formats: { 'text/calendar': '/agenda.ics' },
  })

export default function AgendaPage() {
  return <AgendaView query={EMPTY_QUERY} filters={agendaFiltersSchema.parse({})} error={null} />
}
