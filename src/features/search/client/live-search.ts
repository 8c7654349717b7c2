import { postAjax } from '@/lib/ajax/client'
import { fillCustomUrl, readBehaviour } from '../bar-behaviour'
import { barOptions, resultsPageUrl } from './filter-state'
import { autopRuns, waitUntil } from './autop'
import { HEADER_SEARCH_ID } from '../search-ids'
import { instanceGuard } from './instance-guard'
import { arrangeResults, type Arranged } from './layouts'
import { HIGHLIGHT_KEY, readState, STATE_KEY, store } from './saved-state'
import { DELAYS, MESSAGES, parseSearchReply } from './reply'
import { wireSettingsBox } from './settings-box'
import { RESULTS_PATH } from '../results-path'

/** The page a search was saved on: its path and query. */
const here = () => location.pathname + location.search

/** The bar's DOM events, on its form: what a page's own script may listen to. */
export type LiveSearchEvent =
  | 'asp_init'
  | 'asp_search_start'
  | 'asp_search_end'
  | 'asp_results_show'
  | 'asp_results_hide'
  | 'asp_settings_show'
  | 'asp_settings_hide'

type Parts = {
  form: HTMLFormElement
  input: HTMLInputElement
  twin: HTMLInputElement | null
  results: HTMLElement
  loader: HTMLElement | null
  close: HTMLButtonElement | null
  status: HTMLElement | null
}

/** What the public operations do to a bar (window.EscaleSearch, LiveSearchLoader.tsx). */
export type BarControls = {
  searchFor: (phrase: string) => void
  closeResults: () => void
  resetSearch: () => void
  /** Opens or closes the settings box; without `open`, switches it. */
  toggleSettings: (open?: boolean) => void
  /** The automatic first search editors set (autop), once the bar's styles are there. */
  autoSearch: () => Promise<void>
  /** The search the visitor left this page from, shown again (saved-state.ts). */
  restoreState: () => void
}

const ATTACHED = new WeakMap<HTMLFormElement, BarControls>()

/**
 * The live search of a bar (a form marked `data-live-search` with its search id): results under the field
 * as one types, after a short pause, the completion in the field's twin, « show more » over ajax, the
 * results page on Enter, and the keyboard: Down into the results, Up and Down among them, Escape to close,
 * Right at the end of the field to take the completion. A search identical to the last one (same phrase,
 * same filters) only shows its results again; a phrase shorter than the minimum hides them. The settings
 * box holds the filters: a change searches again shortly after; the form's state (as drawn or changed)
 * is kept on the form as `data-filters-changed` for the public operations. While a required filter lacks
 * a choice, no search leaves (typing, a filter, Enter, « show more »; the automatic one excepted): the
 * box opens on it, marked with its message.
 */
export function attachLiveSearch(form: HTMLFormElement): BarControls | null {
  const known = ATTACHED.get(form)
  if (known) return known
  const input = form.querySelector<HTMLInputElement>('input[name="s"]')
  const results = form.querySelector<HTMLElement>('[data-live-search-results]')
  if (!input || !results) return null
  const controls = wire(form, input, results)
  ATTACHED.set(form, controls)
  return controls
}

function wire(form: HTMLFormElement, input: HTMLInputElement, results: HTMLElement): BarControls {
  const parts: Parts = {
    form,
    input,
    results,
    twin: form.querySelector('[data-live-search-twin]'),
    loader: form.querySelector('[data-live-search-loader]'),
    close: form.querySelector('[data-live-search-close]'),
    status: form.querySelector('[data-live-search-status]'),
  }
  const id = form.dataset.liveSearch || '1'
  const instance = form.dataset.liveSearchInstance || '1'
  const instanceNumber = Number(instance)
  const minLength = Number(form.dataset.minLength) || 2
  let timer: number | undefined
  let controller: AbortController | null = null
  let lastKey = ''
  let loaded = 0
  let total = 0
  let lastEnter = 0
  let callNumber = 0
  let filterTimer: number | undefined
  const behaviour = readBehaviour(form.dataset.bar)
  let arranged: Arranged | null = null
  let loadingMore = false
  let endWatch: IntersectionObserver | null = null
  let endTimer: number | undefined
  // The results on screen come from the automatic first search: « show more » asks for them the same way.
  let automatic = false

  const emit = (name: LiveSearchEvent, detail: Record<string, unknown> = {}) =>
    form.dispatchEvent(new CustomEvent(name, { bubbles: true, detail: { id, instance, ...detail } }))
  const settings = wireSettingsBox(form, {
    onToggle: (open) => emit(open ? 'asp_settings_show' : 'asp_settings_hide'),
    onChange: () => {
      window.clearTimeout(filterTimer)
      filterTimer = window.setTimeout(() => void search(), DELAYS.facet)
    },
  })
  const filters = settings.filters
  const announce = (text: string) => {
    if (parts.status) parts.status.textContent = text
  }
  const setLoading = (on: boolean) => {
    if (parts.loader) parts.loader.hidden = !on
    form.classList.toggle('is-searching', on)
  }
  const setTwin = (completion: string) => {
    if (!parts.twin) return
    const typed = input.value
    parts.twin.value =
      completion &&
      completion.toLowerCase().startsWith(typed.toLowerCase()) &&
      completion.length > typed.length
        ? typed + completion.slice(typed.length)
        : ''
  }
  const tryList = form.querySelector<HTMLElement>('[data-live-search-try]')
  // « Essayez » shows while the bar has the focus (not in its settings) and no results: the field empty
  // or too short.
  const syncTry = () => {
    if (!tryList) return
    const active = document.activeElement
    tryList.hidden = !(
      form.contains(active) &&
      !settings.contains(active) &&
      phrase().length < minLength &&
      results.hidden
    )
  }
  const show = () => {
    if (!results.hidden) return
    results.hidden = false
    input.setAttribute('aria-expanded', 'true')
    syncTry()
    emit('asp_results_show')
  }
  const hide = () => {
    if (results.hidden) return
    results.hidden = true
    input.setAttribute('aria-expanded', 'false')
    syncTry()
    emit('asp_results_hide')
  }
  const syncClose = () => {
    if (parts.close) parts.close.hidden = input.value === ''
  }

  const phrase = () => input.value.trim()
  // Another search than the header's names itself: its results page keeps to its kinds and filters.
  const resultsPage = (text: string) =>
    resultsPageUrl(
      form.getAttribute('action') || RESULTS_PATH,
      text,
      filters(),
      id === String(HEADER_SEARCH_ID) ? undefined : { p_asid: id },
    )
  const searchKey = (text: string) => `${text}\n${filters()}`

  /**
   * « Afficher plus » (only while the total exceeds what is shown), as editors chose it: the next results
   * under these, the results page, or their custom address; and the link to all the results.
   */
  function renderFooter(text: string) {
    results.querySelector('.header-search__footer')?.remove()
    const footer = document.createElement('p')
    footer.className = 'header-search__footer'
    if (total > loaded && behaviour.showMore === 'ajax') {
      const more = document.createElement('button')
      more.type = 'button'
      more.className = 'header-search__more'
      more.textContent = 'Afficher plus de résultats'
      more.addEventListener('click', () => void showMore(text, false))
      footer.append(more)
    } else if (total > loaded && text !== '') {
      const more = document.createElement('a')
      more.className = 'header-search__more'
      more.href =
        behaviour.showMore === 'custom_url'
          ? fillCustomUrl(behaviour.showMoreUrl, text, filters())
          : resultsPage(text)
      more.textContent = 'Afficher plus de résultats'
      footer.append(more)
    }
    // The results page's link, unless « Afficher plus » already leads there.
    if (total > 0 && text !== '' && !(total > loaded && behaviour.showMore === 'results_page')) {
      const all = document.createElement('a')
      all.href = resultsPage(text)
      all.className = 'header-search__all'
      all.textContent = `Voir les ${total} résultats`
      footer.append(all)
    }
    if (footer.childElementCount > 0) results.append(footer)
    watchEnd(text)
  }

  /**
   * Infinite scroll: once the last result comes into view, the next ones load as « Afficher plus » would
   * (only for the ajax action: the others leave the page, which no scroll should do by itself).
   */
  function watchEnd(text: string) {
    endWatch?.disconnect()
    endWatch = null
    if (!behaviour.infiniteScroll || behaviour.showMore !== 'ajax' || total <= loaded) return
    const last = results.querySelector('ol.search-results__list > li:last-child')
    if (!last || typeof IntersectionObserver === 'undefined') return
    endWatch = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return
        window.clearTimeout(endTimer)
        endTimer = window.setTimeout(() => void showMore(text, true), DELAYS.infiniteScroll)
      },
      { root: arranged?.scroller ?? null },
    )
    endWatch.observe(last)
  }

  function fail(message: string) {
    results.replaceChildren()
    const error = document.createElement('p')
    error.className = 'header-search__error'
    error.setAttribute('role', 'alert')
    error.textContent = message
    results.append(error)
    show()
  }

  async function request(text: string, offset: number) {
    controller?.abort()
    const own = new AbortController()
    controller = own
    setLoading(true)
    instanceGuard.start(id, instanceNumber)
    emit('asp_search_start', { phrase: text })
    try {
      const response = await postAjaxAbortable(
        {
          action: 'ajaxsearchpro_search',
          aspp: text,
          asid: id,
          asp_inst_id: `${id}_${instance}`,
          options: barOptions(filters(), settings.initial, offset),
          asp_call_num: String(++callNumber),
          ...(automatic ? { autop: '1' } : {}),
        },
        own.signal,
      )
      const reply = parseSearchReply(await response.text())
      if (!reply) {
        console.warn('Recherche : réponse sans ses marqueurs.')
        fail(MESSAGES.missingMarkers)
        return null
      }
      return reply
    } catch (error) {
      if (own.signal.aborted) return null
      fail(
        error instanceof AjaxStatusError
          ? (error.refusal ?? MESSAGES.failed(error.status))
          : MESSAGES.failed(0),
      )
      return null
    } finally {
      if (controller === own) {
        controller = null
        setLoading(false)
      }
      emit('asp_search_end', { phrase: text })
      instanceGuard.end(id, instanceNumber)
    }
  }

  async function search() {
    const text = phrase()
    if (text.length < minLength) {
      controller?.abort()
      lastKey = ''
      setTwin('')
      hide()
      return
    }
    // A required filter without a choice: nothing is searched, and results of other filters would mislead.
    if (!settings.checkRequired()) {
      controller?.abort()
      lastKey = ''
      hide()
      return
    }
    const key = searchKey(text)
    if (key === lastKey) return show()
    // Another bar of this search is searching (a page's script driving two at once): this search is
    // skipped, and the bar searches what its field holds once that one is over.
    if (instanceGuard.othersSearching(id, instanceNumber)) return instanceGuard.whenIdle(id, searchSoon)
    lastKey = key
    automatic = false
    const reply = await request(text, 0)
    if (!reply || searchKey(text) !== key) return
    render(text, reply)
    announce(total === 0 ? `Aucun résultat pour « ${text} ».` : `${total} résultat${total > 1 ? 's' : ''}.`)
    void postAjax({ action: 'ajaxsearchpro_addkeyword', id, keyword: text }).catch(() => {})
    void complete(text)
  }

  function render(text: string, reply: { html: string; resultsCount: number; fullResultsCount: number }) {
    loaded = reply.resultsCount
    total = reply.fullResultsCount
    results.innerHTML = reply.html
    arranged = arrangeResults(results, behaviour)
    renderFooter(text)
    show()
  }

  /**
   * The automatic first search (autop): the editors' phrase or the newest documents, sent with `autop=1`
   * once the bar's own styles apply (results unstyled would cover the page), not when the page's address
   * carries a live-loaded search, nor once the visitor has typed. Not counted in the statistics: nobody
   * searched.
   */
  async function autoSearch() {
    if (!autopRuns(behaviour.autop, location.search)) return
    const styled = await waitUntil(() => getComputedStyle(form).position === 'relative')
    if (!styled || phrase() !== '' || lastKey !== '' || instanceGuard.othersSearching(id, instanceNumber))
      return
    const text = behaviour.autop === 'phrase' ? behaviour.autopPhrase : ''
    automatic = true
    const reply = await request(text, 0)
    if (!reply || !automatic || phrase() !== '') return
    render(text, reply)
    announce(
      behaviour.autop === 'latest'
        ? `Les contenus les plus récents : ${total} résultat${total > 1 ? 's' : ''}.`
        : `${total} résultat${total > 1 ? 's' : ''} pour « ${text} ».`,
    )
  }

  /** The next results after those shown; `auto` (infinite scroll) leaves the focus and the view alone. */
  async function showMore(text: string, auto: boolean) {
    if (loadingMore || total <= loaded) return
    // The automatic search's next results are still the automatic search's: no filter is waited for.
    if (!automatic && !settings.checkRequired()) return
    loadingMore = true
    const reply = await request(text, loaded).finally(() => (loadingMore = false))
    if (!reply) return
    const list = results.querySelector('ol')
    const holder = document.createElement('div')
    holder.innerHTML = reply.html
    const items = [...holder.querySelectorAll('ol > li')]
    const firstNew = list?.children.length ?? 0
    list?.append(...items)
    loaded += reply.resultsCount
    arranged?.update(firstNew, !auto)
    renderFooter(text)
    if (!auto) items[0]?.querySelector<HTMLElement>('a')?.focus()
    announce(`${loaded} résultats affichés sur ${total}.`)
  }

  async function complete(text: string) {
    try {
      const response = await postAjax({
        action: 'ajaxsearchpro_autocomplete',
        sauto: input.value,
        asid: id,
        asp_inst_id: `${id}_${instance}`,
        options: '',
      })
      if (phrase() === text) setTwin(await response.text())
    } catch {
      setTwin('')
    }
  }

  // What the keyboard moves among: the results and controls on screen (not a grid's other pages, nor the
  // cards behind the polaroid stack's first).
  const focusables = () =>
    [...results.querySelectorAll<HTMLElement>('a[href], button')].filter(
      (element) => !element.closest('[hidden], [inert]'),
    )

  const searchSoon = () => {
    window.clearTimeout(timer)
    timer = window.setTimeout(() => void search(), DELAYS.typing)
  }
  input.addEventListener('input', () => {
    syncClose()
    setTwin('')
    syncTry()
    searchSoon()
  })
  form.addEventListener('focusin', syncTry)
  form.addEventListener('focusout', (event) => {
    if (tryList && !(event.relatedTarget instanceof Node && form.contains(event.relatedTarget)))
      tryList.hidden = true
  })
  tryList?.addEventListener('click', (event) => {
    const word = event.target instanceof HTMLElement ? event.target.closest('button')?.dataset.keyword : null
    if (!word) return
    input.value = word
    syncClose()
    input.focus()
    window.clearTimeout(timer)
    void search()
  })
  // Back in the field, the last results show again; not when Escape sent the focus back to close them.
  let closing = false
  input.addEventListener('focus', () => {
    if (!closing && lastKey && searchKey(phrase()) === lastKey) show()
    closing = false
  })
  input.addEventListener('keydown', (event) => {
    if (event.key === 'ArrowDown' && !results.hidden) {
      event.preventDefault()
      focusables()[0]?.focus()
    } else if (event.key === 'Escape' && !results.hidden) {
      // Closes the results and keeps the phrase (the browser's own Escape would empty a search field).
      event.preventDefault()
      hide()
    } else if (
      event.key === 'ArrowRight' &&
      parts.twin?.value &&
      input.selectionStart === input.value.length
    ) {
      event.preventDefault()
      input.value = parts.twin.value
      setTwin('')
      void search()
    } else if (event.key === 'Enter') {
      const now = Date.now()
      if (now - lastEnter < DELAYS.enterGuard) event.preventDefault()
      lastEnter = now
    }
  })
  results.addEventListener('keydown', (event) => {
    const items = focusables()
    const at = items.indexOf(document.activeElement as HTMLElement)
    if (event.key === 'ArrowDown' && at < items.length - 1) {
      event.preventDefault()
      items[at + 1]?.focus()
    } else if (event.key === 'ArrowUp') {
      event.preventDefault()
      if (at <= 0) input.focus()
      else items[at - 1]?.focus()
    } else if (event.key === 'Escape') {
      hide()
      closing = true
      input.focus()
    }
  })
  // Opening a result keeps the search, to show it again when the visitor comes back here, and its phrase,
  // for the page opened to mark its words (in this browser only: saved-state.ts).
  results.addEventListener('click', (event) => {
    const link = event.target instanceof Element ? event.target.closest('a.search-results__link') : null
    const text = phrase()
    if (!(link instanceof HTMLAnchorElement) || text === '') return
    const at = Date.now()
    store.set(HIGHLIGHT_KEY, { id, phrase: text, url: link.href, at })
    store.set(STATE_KEY, { id, instance, phrase: text, settings: filters(), page: here(), at })
  })
  const forget = () => store.remove(STATE_KEY, HIGHLIGHT_KEY)
  parts.close?.addEventListener('click', () => {
    forget()
    controller?.abort()
    input.value = ''
    lastKey = ''
    setTwin('')
    syncClose()
    hide()
    input.focus()
  })
  // Enter and the magnifier lead to the results page with the filters that narrow something, or to the
  // editors' custom address, in this window or a new one.
  form.addEventListener('submit', (event) => {
    event.preventDefault()
    if (!settings.checkRequired()) return
    const target =
      behaviour.redirect === 'custom_url'
        ? fillCustomUrl(behaviour.redirectUrl, phrase(), filters())
        : resultsPage(phrase())
    if (behaviour.redirectNewWindow) window.open(target, '_blank', 'noopener')
    else window.location.assign(target)
  })
  // « Réinitialiser les filtres »: the filters as the page drew them; then, in live mode, the search
  // again if that changed it, or in close mode the results hidden.
  form.querySelector('[data-live-search-reset]')?.addEventListener('click', () => {
    settings.reset()
    if (behaviour.resetMode === 'close') {
      controller?.abort()
      lastKey = ''
      hide()
    } else if (searchKey(phrase()) !== lastKey) {
      window.clearTimeout(filterTimer)
      void search()
    }
  })
  // A click elsewhere closes the results and the settings, unless editors turned that off.
  const closeOutside = form.dataset.closeOutside !== '0'
  document.addEventListener('click', (event) => {
    if (!closeOutside || !(event.target instanceof Node) || form.contains(event.target)) return
    hide()
    settings.toggle(false)
  })
  syncClose()
  syncTry()
  emit('asp_init')
  // The field may already hold text when the bar wakes up (typed before the script arrived).
  if (phrase().length >= minLength) searchSoon()
  return {
    searchFor(text) {
      input.value = text
      syncClose()
      window.clearTimeout(timer)
      void search()
    },
    closeResults: hide,
    toggleSettings: settings.toggle,
    autoSearch,
    restoreState() {
      const { state: saved, stale } = readState(
        store.get(STATE_KEY),
        { id, instance, page: here() },
        Date.now(),
      )
      // Used once; kept for the page it was saved on; forgotten once it can serve no page.
      if (saved || stale) store.remove(STATE_KEY)
      if (!saved || phrase() !== '') return
      input.value = saved.phrase
      settings.apply(saved.settings)
      syncClose()
      window.clearTimeout(timer)
      timer = window.setTimeout(() => void search(), DELAYS.restore)
    },
    resetSearch() {
      forget()
      controller?.abort()
      settings.reset()
      input.value = ''
      lastKey = ''
      setTwin('')
      syncClose()
      hide()
    },
  }
}

/**
 * A failed answer's status, for the bar's message; and the server's own message when it refused a
 * required filter without a choice (a page drawn before editors made it required cannot mark it).
 */
class AjaxStatusError extends Error {
  constructor(
    readonly status: number,
    readonly refusal: string | null = null,
  ) {
    super(`HTTP ${status}`)
  }
}

async function refusalOf(response: Response): Promise<string | null> {
  if (response.status !== 400) return null
  try {
    const body = (await response.json()) as { error?: unknown; details?: { required?: unknown } }
    return typeof body.error === 'string' && Array.isArray(body.details?.required) ? body.error : null
  } catch {
    return null
  }
}

async function postAjaxAbortable(fields: Record<string, string>, signal: AbortSignal): Promise<Response> {
  const meta = document.querySelector<HTMLMetaElement>('meta[name="ajax-url"]')?.content || '/ajax'
  const response = await fetch(meta, {
    method: 'POST',
    body: new URLSearchParams(fields),
    credentials: 'same-origin',
    cache: 'no-store',
    signal,
  })
  if (!response.ok) throw new AjaxStatusError(response.status, await refusalOf(response))
  return response
}
