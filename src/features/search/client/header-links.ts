import { attachLiveSearch } from './live-search'

/**
 * A header or menu link to « #recherche » in « fill » mode: its text searched in the header's bar, the
 * page brought to the bar and the focus in its field; on phones, where the header's bar is not shown,
 * in the compact bar's overlay.
 */
export async function fillFromLink(form: HTMLFormElement, text: string): Promise<void> {
  let target = form
  if (form.getClientRects().length === 0) {
    const trigger = document.querySelector<HTMLElement>(
      `a[data-live-search-compact="${CSS.escape(form.dataset.liveSearch ?? '')}"]`,
    )
    const { openCompactBar } = await import('./compact-bar')
    if (!trigger || !openCompactBar(trigger)) return
    const copy = document.querySelector<HTMLFormElement>(
      `form[data-live-search="${CSS.escape(form.dataset.liveSearch ?? '')}"][data-live-search-instance]`,
    )
    if (!copy) return
    target = copy
  } else {
    const reduced = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false
    form.scrollIntoView({ block: 'nearest', behavior: reduced ? 'auto' : 'smooth' })
  }
  target.querySelector<HTMLInputElement>('input[name="s"]')?.focus({ preventScroll: true })
  attachLiveSearch(target)?.searchFor(text)
}
