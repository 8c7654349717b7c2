import type { Metadata } from 'next'
import { AGENDA_DESCRIPTION, AgendaView } from '@/features/agenda/components/AgendaView'
import { readAgendaParams } from '@/features/agenda/url-params'

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> }

/**
 * The agenda filtered on the server, from the address (`search`, `date`, `dateStart`, `dateEnd`,
 * `category`, `page`): the target of the GET form and page links without JavaScript, and of a rewrite of
 * `/agenda?…` when the site config routes filtered addresses here. Dynamic, on cached queries. Bad values
 * show a French message over the unfiltered agenda.
 */
export const metadata: Metadata = {
  title: 'Agenda',
  description: AGENDA_DESCRIPTION,
  alternates: { canonical: '/agenda' },
  // Filtered views are for visitors; search engines get the one canonical agenda.
  robots: { index: false, follow: true },
}

export default async function FilteredAgendaPage({ searchParams }: Props) {
  const { query, filters, error } = readAgendaParams(await searchParams)
  return <AgendaView query={query} filters={filters} error={error} />
}
