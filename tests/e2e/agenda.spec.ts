import { expect, test, type Page, type Request } from '@playwright/test'
import { expectNoSeriousA11yViolations } from './support/a11y'
import { makeScrollable } from './support/viewport'

/**
 * The agenda (docs/behaviour/agenda.md): filters by text, date, period and category, the category
 * mirrored in the address without a reload, loading (button, scrolling, empty, failure and retry), the
 * event page with its JSON-LD, the iCalendar files, and accessibility. The demo content has 80+ events
 * over the next 12 months, so the default view has more than one page.
 */

const rows = (page: Page) => page.locator('.agenda-event')
const summary = (page: Page) => page.locator('.agenda-results__summary')
const moreButton = (page: Page) => page.getByRole('button', { name: "Voir plus d'événements" })
const calendarButton = (page: Page, label: string) =>
  page.getByRole('button', { name: `Choisir dans le calendrier : ${label}` })
const calendar = (page: Page, label: string) => page.getByRole('dialog', { name: `Calendrier : ${label}` })

async function openAgenda(page: Page, path = '/agenda') {
  const response = await page.goto(path)
  expect(response?.status()).toBe(200)
  // Before hydration the form is the plain GET form: wait for the app to take over.
  await expect(page.locator('[data-agenda-ready]')).toBeAttached()
}

/** Below the desktop breakpoint the filters are in a modal behind 'Filtres': opens it (wide: nothing to do). */
async function showFilters(page: Page) {
  if ((page.viewportSize()?.width ?? 1366) >= 1024) return
  await page.getByRole('button', { name: /^Filtres( \(\d+\))?$/ }).click()
  await expect(filtersModal(page)).toBeVisible()
}
const filtersModal = (page: Page) => page.getByRole('dialog', { name: 'Filtres', exact: true })

const isAgendaCall = (request: Request) =>
  new URL(request.url()).pathname === '/ajax' &&
  request.method() === 'POST' &&
  (request.postData() ?? '').includes('action=get_agenda_events')
const nextAgendaCall = (page: Page) => page.waitForRequest(isAgendaCall)
const fieldsOf = (request: Request) => new URLSearchParams(request.postData() ?? '')

/** "12 événements sur 85" → [12, 85] */
async function counts(page: Page): Promise<[number, number]> {
  await expect(summary(page)).toHaveText(/^\d+ événements? sur \d+$/)
  const [loaded, total] = ((await summary(page).textContent()) ?? '').match(/\d+/g)!.map(Number)
  return [loaded, total]
}

/** Today in Paris plus `days`, as yyyy-mm-dd and as the fields show it (dd/mm/yy). */
function parisDay(days = 0) {
  const day = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Paris' }).format(
    new Date(Date.now() + days * 86_400_000),
  )
  return { iso: day, text: `${day.slice(8, 10)}/${day.slice(5, 7)}/${day.slice(2, 4)}` }
}

/** Counts the agenda calls the page makes from now on. */
function countAgendaCalls(page: Page) {
  const seen: Request[] = []
  page.on('request', (request) => {
    if (isAgendaCall(request)) seen.push(request)
  })
  return seen
}

/** A marker that only survives if the page is never reloaded. */
async function markPage(page: Page) {
  await page.evaluate(() => ((window as unknown as { agendaMarker: number }).agendaMarker = 42))
}
async function expectSamePage(page: Page) {
  expect(await page.evaluate(() => (window as unknown as { agendaMarker?: number }).agendaMarker)).toBe(42)
  expect(await page.evaluate(() => performance.getEntriesByType('navigation').length)).toBe(1)
}

test.describe('agenda list', () => {
  // The server-rendered list and its markup (counts, attributes, links), the same at every width.
  test(
    'the first page comes from the server with its pager, and rows show every field',
    { tag: '@desktop' },
    async ({ page }) => {
      // The agenda visitors land on is a cached static page, not rendered per request.
      const head = await page.request.get('/agenda')
      expect(head.headers()['cache-control']).not.toMatch(/no-store|private/)
      await openAgenda(page)
      await expect(page.locator('main#contenu[data-page="agenda"]')).toBeVisible()
      await expect(rows(page)).toHaveCount(12)
      const [loaded, total] = await counts(page)
      expect(loaded).toBe(12)
      expect(total).toBeGreaterThan(12)
      await expect(moreButton(page)).toHaveAttribute('data-page', '1')
      await expect(moreButton(page)).toHaveAttribute('data-loaded', '12')

      const first = rows(page).first()
      await expect(first.locator('time')).toHaveAttribute('datetime', /^\d{4}-\d{2}-\d{2}$/)
      await expect(first.getByRole('link').first()).toHaveAttribute('href', /^\/agenda\/[a-z0-9-]+$/)
      for (const term of ['Horaire', 'Prix', 'Lieu'])
        await expect(first.locator('dt', { hasText: term })).toHaveCount(1)
      // A site typed without scheme gets http://; external links open safely, with a name.
      const site = page.locator('a.agenda-event__site[href="http://www.lumieres-du-nord.example"]')
      await expect(site).toHaveAttribute('rel', /noopener/)
      await expect(site).toHaveAccessibleName(/Site de l’événement « Exposition « Lumières du Nord » »/)
      // Missing hour, price or place read N.C. somewhere in the demo agenda.
      await expect(page.locator('.agenda-event dd', { hasText: /^N\.C\.$/ }).first()).toBeAttached()
    },
  )

  // The search itself, the same at every width: checked once (the field at both widths: the next test).
  test(
    'searches text without caring for accents: "fete" finds "Fête…"',
    { tag: '@desktop' },
    async ({ page }) => {
      await openAgenda(page)
      const [, all] = await counts(page)
      await page.getByLabel('Rechercher un événement').fill('fete')
      const call = nextAgendaCall(page)
      await page.getByRole('button', { name: 'Rechercher', exact: true }).click()
      expect(fieldsOf(await call).get('search')).toBe('fete')
      await expect(rows(page).getByRole('heading', { name: /Fête/ }).first()).toBeVisible()
      const [, found] = await counts(page)
      expect(found).toBeLessThan(all)
      await expect(page).toHaveURL(/\/agenda\?search=fete$/)
    },
  )

  test('says "Aucun résultat pour cette recherche" and hides the pager when nothing matches', async ({
    page,
  }) => {
    await openAgenda(page)
    await showFilters(page)
    await page.getByLabel('Rechercher un événement').fill('zzzxqw introuvable')
    await page.getByLabel('Rechercher un événement').press('Enter')
    await expect(
      page.getByRole('status').filter({ hasText: 'Aucun résultat pour cette recherche' }),
    ).toBeVisible()
    await expect(rows(page)).toHaveCount(0)
    await expect(moreButton(page)).toHaveCount(0)
    await expect(page.locator('.agenda-pager')).toBeHidden()
  })

  // The button's states, the request and the focus, the same at every width: checked once (the button at
  // both widths: the failed-request test).
  test(
    'loads the next page by the button: hidden and disabled while loading, then 12 more',
    { tag: '@desktop' },
    async ({ page }) => {
      await openAgenda(page)
      const [, total] = await counts(page)
      // Room below the list, so that bringing the button into view does not load by scrolling first.
      await makeScrollable(page)
      let release!: () => void
      const held = new Promise<void>((resolve) => (release = resolve))
      await page.route('**/ajax', async (route) => {
        await held
        await route.continue()
      })
      const call = nextAgendaCall(page)
      await moreButton(page).click()
      expect(fieldsOf(await call).get('page')).toBe('2')
      expect(fieldsOf(await call).get('limit')).toBe('12')
      const hiddenButton = page.locator('.agenda-pager__button')
      await expect(hiddenButton).toBeHidden()
      await expect(hiddenButton).toBeDisabled()
      await expect(summary(page)).toHaveText('Chargement des événements…')
      await expect(rows(page)).toHaveCount(12)
      release()
      await expect(rows(page)).toHaveCount(24)
      expect(await counts(page)).toEqual([24, total])
      await expect(moreButton(page)).toHaveAttribute('data-page', '2')
      await expect(moreButton(page)).toHaveAttribute('data-loaded', '24')
      // The keyboard focus was not lost with the button: it is on the first new event.
      await expect(rows(page).nth(12).getByRole('link').first()).toBeFocused()
    },
  )

  test('loads the following pages by scrolling to the end, then clears the pager', async ({ page }) => {
    await openAgenda(page)
    const [, total] = await counts(page)
    const calls = countAgendaCalls(page)
    // Scrolling near the bottom loads the next page, one at a time, until everything is there. Tries every
    // 250 ms rather than backing off to 1 s: a page comes in well under a second, so long pauses are waste.
    await expect(async () => {
      await page.evaluate(() =>
        window.scrollTo({ top: document.documentElement.scrollHeight, behavior: 'instant' }),
      )
      expect(await rows(page).count()).toBe(total)
    }).toPass({ timeout: 40_000, intervals: [250] })
    const pages = calls.map((call) => Number(fieldsOf(call).get('page')))
    expect(pages).toEqual(Array.from({ length: Math.ceil(total / 12) - 1 }, (_, i) => i + 2))
    expect(await counts(page)).toEqual([total, total])
    await expect(moreButton(page)).toHaveCount(0)
    await expect(page.locator('.agenda-pager')).toBeHidden()
    const slugs = await rows(page)
      .locator('h3 a')
      .evaluateAll((links) => links.map((link) => link.getAttribute('href')))
    expect(new Set(slugs).size).toBe(total)
  })

  test('a failed request shows a French message and "Réessayer" loads it again', async ({ page }) => {
    await openAgenda(page)
    await makeScrollable(page)
    await page.route('**/ajax', (route) => route.abort(), { times: 1 })
    await moreButton(page).click()
    const alert = page.getByRole('alert').filter({ hasText: 'Le chargement des événements a échoué' })
    await expect(alert).toBeVisible()
    await expect(moreButton(page)).toHaveCount(0)
    await expect(rows(page)).toHaveCount(12)
    // Nothing loads by scrolling after a failure: the visitor decides.
    const calls = countAgendaCalls(page)
    await page.evaluate(() =>
      window.scrollTo({ top: document.documentElement.scrollHeight, behavior: 'instant' }),
    )
    await page.waitForTimeout(300)
    expect(calls).toHaveLength(0)
    await expect(page.getByRole('button', { name: 'Réessayer' })).toBeFocused()
    await page.getByRole('button', { name: 'Réessayer' }).click()
    await expect(rows(page)).toHaveCount(24)
    await expect(alert).toHaveCount(0)
  })
})

test.describe('date filters', () => {
  test('a single day with the keyboard: French calendar from Monday, weekends marked, closes on choice', async ({
    page,
  }) => {
    await openAgenda(page)
    await showFilters(page)
    await calendarButton(page, 'Un jour').focus()
    await page.keyboard.press('Enter')
    const dialog = calendar(page, 'Un jour')
    await expect(dialog).toBeVisible()
    await expect(dialog.locator('.rdp-weekday').first()).toHaveAttribute('aria-label', 'lundi')
    await expect(dialog.locator('.rdp-weekday').last()).toHaveAttribute('aria-label', 'dimanche')
    await expect(dialog.locator('td.rdp-weekend:not(.rdp-outside)').first()).toBeVisible()
    await expect(dialog.locator('td.rdp-weekend:not(.rdp-outside)')).toHaveCount(
      await dialog
        .locator('td.rdp-day:not(.rdp-outside)')
        .evaluateAll(
          (cells) =>
            cells.filter((cell) =>
              [0, 6].includes(new Date(`${cell.getAttribute('data-day')}T12:00:00`).getDay()),
            ).length,
        ),
    )
    // Years: ten either side of this one.
    const years = await dialog.getByLabel("Choisir l'année").locator('option').allTextContents()
    const thisYear = new Date().getFullYear()
    expect(years.map(Number)).toEqual(Array.from({ length: 21 }, (_, i) => thisYear - 10 + i))
    // Focus starts on today; the arrow keys move it; Enter chooses and closes the calendar.
    await expect(dialog.locator('button:focus')).toHaveAttribute('aria-label', /^Aujourd'hui/)
    await page.keyboard.press('ArrowRight')
    const call = nextAgendaCall(page)
    await page.keyboard.press('Enter')
    const tomorrow = parisDay(1)
    expect(fieldsOf(await call).get('date')).toBe(tomorrow.iso)
    await expect(dialog).toBeHidden()
    await expect(calendarButton(page, 'Un jour')).toBeFocused()
    await expect(page.getByLabel('Un jour', { exact: true })).toHaveValue(tomorrow.text)
    await expect(page).toHaveURL(new RegExp(`[?&]date=${tomorrow.iso}`))
    await counts(page)

    // The clear control shows only while the field has a value; clearing searches again.
    const clear = page.getByRole('button', { name: 'Effacer la date : Un jour' })
    await expect(page.getByRole('button', { name: 'Effacer la date : Du' })).toHaveCount(0)
    const cleared = nextAgendaCall(page)
    await clear.click()
    expect(fieldsOf(await cleared).get('date')).toBe('null')
    await expect(clear).toHaveCount(0)
    await expect(page.getByLabel('Un jour', { exact: true })).toHaveValue('')
    await expect(page).toHaveURL(/\/agenda$/)
  })

  test('a period with the mouse: the end calendar cannot go before the start; Escape closes', async ({
    page,
  }) => {
    await openAgenda(page)
    await showFilters(page)
    await calendarButton(page, 'Du').click()
    const start = calendar(page, 'Du')
    await start.getByRole('button', { name: 'Aller au mois suivant' }).click()
    const startCall = nextAgendaCall(page)
    await start.locator('td.rdp-day:not(.rdp-outside) button', { hasText: /^10$/ }).click()
    const startDay = fieldsOf(await startCall).get('dateStart')!
    expect(startDay).toMatch(/^\d{4}-\d{2}-10$/)
    await expect(start).toBeHidden()
    await expect(page.getByRole('main').getByLabel('Du', { exact: true })).toHaveValue(
      `10/${startDay.slice(5, 7)}/${startDay.slice(2, 4)}`,
    )

    await calendarButton(page, 'Au').click()
    const end = calendar(page, 'Au')
    // It opens on the start's month, with the days before the start disabled.
    await expect(end.locator('td.rdp-disabled:not(.rdp-outside)')).toHaveCount(9)
    await expect(end.locator('td.rdp-disabled:not(.rdp-outside) button').first()).toBeDisabled()
    const endCall = nextAgendaCall(page)
    await end.locator('td.rdp-day:not(.rdp-outside) button', { hasText: /^15$/ }).click()
    const fields = fieldsOf(await endCall)
    expect(fields.get('dateStart')).toBe(startDay)
    expect(fields.get('dateEnd')).toBe(`${startDay.slice(0, 8)}15`)
    expect(fields.get('date')).toBe('null')
    await expect(page).toHaveURL(new RegExp(`dateStart=${startDay}&dateEnd=${startDay.slice(0, 8)}15`))
    const [loaded, total] = await counts(page)
    expect(loaded).toBeGreaterThan(0)
    expect(total).toBeGreaterThanOrEqual(loaded)

    // Escape closes without choosing, focus goes back to the button.
    await calendarButton(page, 'Un jour').click()
    await expect(calendar(page, 'Un jour')).toBeVisible()
    await page.keyboard.press('Escape')
    await expect(calendar(page, 'Un jour')).toBeHidden()
    await expect(calendarButton(page, 'Un jour')).toBeFocused()
    // On a phone, that Escape was the calendar's: the filters modal is still open.
    await expect(calendarButton(page, 'Un jour')).toBeVisible()
  })

  // The date check, the same at every width: checked once.
  test(
    'a typed date that is not a date gets a French message and no request',
    { tag: '@desktop' },
    async ({ page }) => {
      await openAgenda(page)
      const calls = countAgendaCalls(page)
      await page.getByRole('main').getByLabel('Du', { exact: true }).fill('31/02/26')
      await page.getByRole('button', { name: 'Rechercher', exact: true }).click()
      await expect(page.getByText('« 31/02/26 » n’est pas une date valide')).toBeVisible()
      await expect(page.getByRole('main').getByLabel('Du', { exact: true })).toHaveAttribute(
        'aria-invalid',
        'true',
      )
      expect(calls).toHaveLength(0)
    },
  )
})

test.describe('category filter and the address', () => {
  test('ticking categories searches and mirrors ?category= in the address, without a reload', async ({
    page,
  }) => {
    await openAgenda(page)
    await markPage(page)
    await showFilters(page)
    const filter = page.locator('details.category-select')
    // Keyboard: the summary opens the options; Tab reaches 'Tout voir' then the first checkbox.
    await filter.locator('summary').focus()
    await page.keyboard.press('Enter')
    await expect(filter).toHaveAttribute('open', '')
    const options = filter.getByRole('checkbox')
    expect(await options.count()).toBeGreaterThanOrEqual(6)
    await expect(filter.locator('.category-select__panel > *').first()).toHaveText('Tout voir')

    let call = nextAgendaCall(page)
    await page.getByRole('checkbox', { name: 'Concerts' }).check()
    expect(fieldsOf(await call).getAll('category[]')).toEqual(['concerts'])
    await expect(page).toHaveURL(/\/agenda\?category=concerts$/)
    await counts(page)

    call = nextAgendaCall(page)
    await page.getByRole('checkbox', { name: 'Sport' }).check()
    expect(fieldsOf(await call).getAll('category[]')).toEqual(['concerts', 'sport'])
    await expect(page).toHaveURL(/\/agenda\?category=concerts,sport$/)

    call = nextAgendaCall(page)
    await page.getByRole('checkbox', { name: 'Concerts' }).uncheck()
    expect(fieldsOf(await call).getAll('category[]')).toEqual(['sport'])
    await expect(page).toHaveURL(/\/agenda\?category=sport$/)
    await expect(filter.locator('.category-select__value')).toHaveText('Sport')

    call = nextAgendaCall(page)
    await page.getByRole('checkbox', { name: 'Sport' }).focus()
    await page.keyboard.press('Space')
    expect(fieldsOf(await call).getAll('category[]')).toEqual([])
    await expect(page).toHaveURL(/\/agenda$/)
    await expectSamePage(page)

    await page.keyboard.press('Escape')
    await expect(filter).not.toHaveAttribute('open', '')
    await expect(filter.locator('summary')).toBeFocused()
    await expect(filter.locator('summary')).toBeVisible()
  })

  // The server's reading of the address, the same at every width: checked once.
  test(
    'a shared link opens with the same categories, on the server-rendered list',
    { tag: '@desktop' },
    async ({ page, request }) => {
      const reply = await request.post('/ajax', {
        form: { action: 'get_agenda_events', limit: '12', page: '1', category: 'concerts,sport' },
      })
      const expected = (await reply.json()) as { events_count: number; events: { nom: string }[] }
      await openAgenda(page, '/agenda?category=concerts,sport')
      await expect(
        page.getByRole('main').getByRole('checkbox', { name: 'Concerts', includeHidden: true }),
      ).toBeChecked()
      await expect(
        page.getByRole('main').getByRole('checkbox', { name: 'Sport', includeHidden: true }),
      ).toBeChecked()
      await expect(page.locator('.category-select__value')).toHaveText('Concerts, Sport')
      expect((await counts(page))[1]).toBe(expected.events_count)
      await expect(rows(page).first().getByRole('heading')).toHaveText(expected.events[0].nom)
    },
  )

  // The filter's logic, the same at every width: checked once (the panel at both widths: the test above).
  test('"Tout voir" deselects everything without a new request', { tag: '@desktop' }, async ({ page }) => {
    await openAgenda(page, '/agenda?category=concerts,nature')
    await markPage(page)
    await page.locator('details.category-select summary').click()
    const calls = countAgendaCalls(page)
    await page.getByRole('button', { name: 'Tout voir' }).click()
    await expect(page.getByRole('checkbox', { checked: true })).toHaveCount(0)
    await expect(page).toHaveURL(/\/agenda$/)
    await expect(page.locator('.category-select__value')).toHaveText('Toutes')
    await expect(page.getByText('Filtres modifiés')).toBeVisible()
    await page.waitForTimeout(500)
    expect(calls).toHaveLength(0)
    await expectSamePage(page)
  })
})

test.describe('filters on a phone', () => {
  // The modal exists only below the desktop breakpoint, where the form would push the list off the screen.
  test(
    '"Filtres" opens the form in a modal, which counts what it finds and closes on "Rechercher"',
    { tag: '@phone' },
    async ({ page }) => {
      // A shared link: the button counts its filters, the line beside it names them.
      await openAgenda(page, '/agenda?category=concerts,sport')
      await expect(page.getByRole('button', { name: 'Filtres (1)' })).toBeVisible()
      await expect(page.locator('#agenda-filtres-actifs')).toHaveText('Concerts, Sport')

      await openAgenda(page)
      await markPage(page)
      const opener = page.getByRole('button', { name: 'Filtres', exact: true })
      await expect(page.getByText('Aucun filtre : tous les événements à venir.')).toBeVisible()
      // The form is not in the page's flow: the first events are on the first screen.
      await expect(page.getByLabel('Rechercher un événement')).toHaveCount(0)
      await expect(rows(page).first()).toBeInViewport()
      const [, total] = await counts(page)

      await opener.click()
      const modal = filtersModal(page)
      await expect(modal).toBeVisible()
      await expect(modal.getByRole('status')).toHaveText(`${total} événements trouvés`)
      // A ticked category searches at once; the modal stays open and counts again.
      await modal.locator('details.category-select summary').click()
      const ticked = nextAgendaCall(page)
      await modal.getByRole('checkbox', { name: 'Concerts' }).check()
      await ticked
      await expect(page).toHaveURL(/\/agenda\?category=concerts$/)
      const [, concerts] = await counts(page)
      expect(concerts).toBeLessThan(total)
      await expect(modal.getByRole('status')).toHaveText(
        concerts > 1 ? `${concerts} événements trouvés` : '1 événement trouvé',
      )
      await page.keyboard.press('Escape')
      await expect(modal).toBeVisible()

      // "Rechercher" searches and closes; focus goes back to the button, which now counts two filters.
      await modal.getByLabel('Rechercher un événement').fill('concert')
      const searched = nextAgendaCall(page)
      await modal.getByRole('button', { name: 'Rechercher', exact: true }).click()
      expect(fieldsOf(await searched).get('search')).toBe('concert')
      await expect(modal).toBeHidden()
      await expect(page.getByRole('button', { name: 'Filtres (2)' })).toBeFocused()
      await expect(page.locator('#agenda-filtres-actifs')).toHaveText('« concert » · Concerts')

      // Escape closes it without searching.
      await page.getByRole('button', { name: 'Filtres (2)' }).click()
      await expect(modal).toBeVisible()
      await page.keyboard.press('Escape')
      await expect(modal).toBeHidden()
      await expect(page.getByRole('button', { name: 'Filtres (2)' })).toBeFocused()
      await expectSamePage(page)
    },
  )
})

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false })

  test('the filter form is a plain GET form that the server reads', async ({ page }) => {
    await page.goto('/agenda')
    await page.getByLabel('Rechercher un événement').fill('fete')
    await page.locator('details.category-select summary').click()
    await page.getByRole('checkbox', { name: 'Fêtes et traditions' }).check()
    await page.getByRole('button', { name: 'Rechercher', exact: true }).click()
    await expect(page).toHaveURL(/\/agenda\/resultats\?search=fete&.*category=fetes-et-traditions/)
    await expect(
      page.getByRole('main').getByRole('checkbox', { name: 'Fêtes et traditions', includeHidden: true }),
    ).toBeChecked()
    await expect(rows(page).getByRole('heading', { name: /Fête/ }).first()).toBeVisible()
  })

  // The server's reading of the address, the same at every width: checked once.
  test(
    'bad filters in the address give a French message, not an error page',
    { tag: '@desktop' },
    async ({ page }) => {
      for (const query of [
        'date=31/02/26',
        'dateStart=2026-07-10&dateEnd=2026-07-01',
        'page=0',
        `search=${'x'.repeat(201)}`,
      ]) {
        const response = await page.goto(`/agenda/resultats?${query}`)
        expect(response?.status(), query).toBe(200)
        await expect(page.getByRole('alert')).toContainText('Ces filtres ne sont pas valides')
        await expect(rows(page)).toHaveCount(12)
      }
    },
  )

  // Server-rendered filters and page links, the same at every width: checked once.
  test(
    'server-filtered addresses and page links work without scripts',
    { tag: '@desktop' },
    async ({ page }) => {
      await page.goto('/agenda/resultats?category=concerts')
      await expect(
        page.getByRole('main').getByRole('checkbox', { name: 'Concerts', includeHidden: true }),
      ).toBeChecked()
      await expect(page.locator('.category-select__value')).toHaveText('Concerts')
      await page.goto('/agenda')
      const first = await rows(page).first().locator('h3').textContent()
      await page.getByRole('link', { name: 'Page suivante' }).click()
      await expect(page).toHaveURL(/\/agenda\/resultats\?page=2$/)
      await expect(rows(page)).toHaveCount(12)
      await expect(rows(page).first().locator('h3')).not.toHaveText(first!)
      await expect(page.getByRole('link', { name: 'Page précédente' })).toHaveAttribute(
        'href',
        '/agenda/resultats',
      )
    },
  )
})

// Server output (the page's facts and JSON-LD, the 404, the iCalendar files), the same at every width: run
// once. The event page's layout is checked at both widths by its axe test below.
test.describe('event page and calendars', { tag: '@desktop' }, () => {
  test('an event page has its details, JSON-LD Event and an .ics to add it', async ({ page, request }) => {
    await openAgenda(page)
    const link = rows(page).first().locator('h3 a')
    const name = (await link.textContent())!.trim()
    await link.click()
    await expect(page).toHaveURL(/\/agenda\/[a-z0-9-]+$/)
    await expect(page.locator('main#contenu[data-page="event"]')).toBeVisible()
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(name)
    for (const term of ['Date', 'Horaire', 'Prix', 'Lieu'])
      await expect(page.locator('.event-page__facts dt', { hasText: term })).toHaveCount(1)

    const blocks = await page.locator('script[type="application/ld+json"]').allTextContents()
    const event = blocks.map((text) => JSON.parse(text)).find((data) => data['@type'] === 'Event')
    expect(event).toMatchObject({
      '@context': 'https://schema.org',
      name,
      eventAttendanceMode: 'https://schema.org/OfflineEventAttendanceMode',
      url: page.url(),
    })
    expect(event.startDate).toMatch(/^\d{4}-\d{2}-\d{2}/)
    expect(event.eventStatus).toMatch(/^https:\/\/schema\.org\/Event(Scheduled|Cancelled|Postponed)$/)

    const ics = page.getByRole('link', { name: 'Ajouter à mon agenda' })
    const response = await request.get((await ics.getAttribute('href'))!)
    expect(response.headers()['content-type']).toBe('text/calendar; charset=utf-8')
    const body = await response.text()
    expectCalendar(body, 1)
    // Cancelled and postponed events say so before the name.
    const summaryLine = body
      .replace(/\r\n /g, '')
      .split('\r\n')
      .find((line) => line.startsWith('SUMMARY:'))
    expect(summaryLine).toMatch(/^SUMMARY:((Annulé|Reporté) : )?/)
    expect(summaryLine?.endsWith(name.replace(/([,;])/g, '\\$1'))).toBe(true)
  })

  test('an unknown event is the French 404', async ({ page }) => {
    const response = await page.goto('/agenda/cet-evenement-n-existe-pas')
    expect(response?.status()).toBe(404)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Page introuvable')
  })

  test('/agenda.ics is a subscribable iCalendar feed of the upcoming events', async ({ request }) => {
    const response = await request.get('/agenda.ics')
    expect(response.status()).toBe(200)
    expect(response.headers()['content-type']).toBe('text/calendar; charset=utf-8')
    const body = await response.text()
    const events = (body.match(/^BEGIN:VEVENT$/gm) ?? []).length
    expect(events).toBeGreaterThan(12)
    expectCalendar(body, events)
    for (const line of ['VERSION:2.0', 'CALSCALE:GREGORIAN', 'X-WR-TIMEZONE:Europe/Paris'])
      expect(body).toContain(`\r\n${line}\r\n`)
    expect(body).toMatch(/\r\nPRODID:[^\r\n]+\r\n/)
    expect(body).toMatch(/\r\nX-WR-CALNAME:[^\r\n]+\r\n/)
  })
})

/** CRLF only, balanced blocks, lines within 75 octets, and every event with its all-day dates. */
function expectCalendar(body: string, events: number) {
  expect(body.startsWith('BEGIN:VCALENDAR\r\n')).toBe(true)
  expect(body.endsWith('END:VCALENDAR\r\n')).toBe(true)
  expect(body.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/)
  const lines = body.split('\r\n').slice(0, -1)
  for (const line of lines) expect(Buffer.byteLength(line), line).toBeLessThanOrEqual(75)
  const unfolded = body.replace(/\r\n /g, '')
  const vevents = unfolded.split('BEGIN:VEVENT').slice(1)
  expect(vevents).toHaveLength(events)
  expect((unfolded.match(/^END:VEVENT$/gm) ?? []).length).toBe(events)
  for (const vevent of vevents) {
    const start = vevent.match(/\r\nDTSTART;VALUE=DATE:(\d{8})\r\n/)?.[1]
    const end = vevent.match(/\r\nDTEND;VALUE=DATE:(\d{8})\r\n/)?.[1]
    expect(start, vevent).toBeTruthy()
    expect(end! > start!, vevent).toBe(true)
    for (const name of ['UID', 'DTSTAMP', 'SUMMARY', 'URL', 'STATUS'])
      expect(vevent).toMatch(new RegExp(`\\r\\n${name}:`))
  }
}

test.describe('accessibility', () => {
  test('the agenda, with a calendar and the categories open, has no serious axe violation', async ({
    page,
  }) => {
    await openAgenda(page)
    await expectNoSeriousA11yViolations(page)
    await showFilters(page)
    await calendarButton(page, 'Du').click()
    await expect(calendar(page, 'Du').locator('.rdp-root')).toBeVisible()
    await expectNoSeriousA11yViolations(page)
    await page.keyboard.press('Escape')
    await page.locator('details.category-select summary').click()
    await expectNoSeriousA11yViolations(page)
  })

  test('an event page has no serious axe violation', async ({ page }) => {
    await openAgenda(page)
    await rows(page).first().locator('h3 a').click()
    await expect(page.locator('main[data-page="event"]')).toBeVisible()
    await expectNoSeriousA11yViolations(page)
  })
})
