import type { AgendaFilters } from '../filters'
import { findAgendaEvents, todayAsStored } from '../queries'
import type { AgendaQuery } from '../url-state'
import { AgendaApp } from './AgendaApp'
import { NoScriptPager } from './NoScriptPager'

export const AGENDA_DESCRIPTION =
  'Concerts, marchés, fêtes, sorties nature et spectacles : tous les événements à venir à Bray-Dunes et alentour.'

/** Where filtered views are rendered on the server (the GET form without JavaScript, its page links). */
export const FILTERED_PATH = '/agenda/resultats'

/**
 * Until the app has read the address, a static /agenda opened with filters (a shared link) would show the
 * unfiltered list for a moment: it stays hidden instead, for three seconds at most if scripts fail.
 */
const HIDE_UNTIL_READ = `if(location.pathname==='/agenda'&&location.search){var d=document.documentElement;d.classList.add('agenda-reading');setTimeout(function(){d.classList.remove('agenda-reading')},3000)}`

type Props = { query: AgendaQuery; filters: AgendaFilters; error: string | null }

/** The agenda page: heading, the address's error if any, the filters and the first page of events. */
export async function AgendaView({ query, filters, error }: Props) {
  const reply = await findAgendaEvents(filters, todayAsStored().slice(0, 10))
  return (
    <main id="contenu" data-page="agenda" tabIndex={-1} className="container section">
      <script dangerouslySetInnerHTML={{ __html: HIDE_UNTIL_READ }} />
      <h1>Agenda</h1>
      <p className="page__lead">{AGENDA_DESCRIPTION}</p>
      {error && (
        <p className="agenda-address-error" role="alert">
          {error} Voici tous les événements à venir.
        </p>
      )}
      <AgendaApp
        initialQuery={query}
        initialReply={reply}
        initialPage={filters.page}
        addressRefused={Boolean(error)}
        formAction={FILTERED_PATH}
        noScriptPager={
          <NoScriptPager
            query={query}
            page={filters.page}
            total={reply.events_count}
            pageSize={filters.limit}
            path={FILTERED_PATH}
          />
        }
      />
      <p className="agenda-subscribe">
        <a href="/agenda.ics" type="text/calendar">
          S’abonner à l’agenda (iCalendar)
        </a>
      </p>
    </main>
  )
}
