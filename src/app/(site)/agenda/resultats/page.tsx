import type { Metadata } from 'next'
import { AGENDA_DESCRIPTION, AgendaView } from '@/features/agenda/components/AgendaView'
import { readAgendaParams } from '@/features/agenda/url-params'
import { pageMetadata } from '@/features/seo/metadata'

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> }

/**
 * The agenda filtered on the server, from the address (`search`, `date`, `dateStart`, `dateEnd`,
 * `category`, `page`): the target of the GET form and page links without JavaScript, and of a rewrite of
 * `/agenda?…` when the site config routes filtered addresses here. Dynamic, on cached queries. Bad values
 * show a French message over the unfiltered agenda.
 */
// Filtered views are for visitors; search engines get the one canonical agenda.
export const generateMetadata = (): Promise<Metadata> =>
  pageMetadata({ title: 'Agenda', description: AGENDA_DESCRIPTION, path: '/agenda', noindex: true })

export default async function FilteredAgendaPage({ searchParams }: Props) {
  const { query, filters, error } = readAgendaParams(await searchParams)
  return <AgendaView query={query} filters={filters} error={error} />
}
