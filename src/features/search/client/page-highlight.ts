import { foldText } from '@/lib/text'
import { HIGHLIGHT_KEY, readHighlight, store } from './saved-state'

/** How far above the first highlighted word the page stops (the sticky header's room). */
export const HIGHLIGHT_OFFSET_PX = 120

const WORD = /[\p{L}\p{N}]+/gu

/** The searched words to mark: folded, two letters or more, eight at most (as the search itself). */
export const highlightTerms = (phrase: string): string[] =>
  foldText(phrase)
    .split(/[^a-z0-9]+/)
    .filter((term) => term.length > 1)
    .slice(0, 8)

/** Where a text holds words that a searched term begins (accents and case aside), as [start, end). */
export function wordRanges(value: string, terms: readonly string[]): Array<[number, number]> {
  if (terms.length === 0) return []
  const out: Array<[number, number]> = []
  for (const match of value.matchAll(WORD))
    if (terms.some((term) => foldText(match[0]).startsWith(term)))
      out.push([match.index, match.index + match[0].length])
  return out
}

/** Marks the words in `root`'s text (not in scripts, forms or marks already there); the marks made. */
export function markWords(root: HTMLElement, terms: readonly string[]): HTMLElement[] {
  const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT, {
    acceptNode: (node) =>
      node.parentElement?.closest('script, style, noscript, textarea, form, mark, [aria-hidden="true"]')
        ? NodeFilter.FILTER_REJECT
        : NodeFilter.FILTER_ACCEPT,
  })
  const nodes: Text[] = []
  while (walker.nextNode()) nodes.push(walker.currentNode as Text)
  const marks: HTMLElement[] = []
  for (const node of nodes) {
    // From the node's end, so that the offsets before stay right; its marks then in reading order.
    const own: HTMLElement[] = []
    for (const [start, end] of wordRanges(node.data, terms).reverse()) {
      const word = node.splitText(start)
      word.splitText(end - start)
      const mark = document.createElement('mark')
      mark.dataset.searchHighlight = ''
      word.replaceWith(mark)
      mark.append(word)
      own.unshift(mark)
    }
    marks.push(...own)
  }
  return marks
}

/**
 * On the page a visitor opened from the bar's results: the searched words marked in its main content and
 * the page scrolled to the first, 120 px below the top. The saved phrase is used once, then forgotten.
 */
export function highlightFromState(): void {
  const state = readHighlight(store.get(HIGHLIGHT_KEY), location.pathname, Date.now())
  store.remove(HIGHLIGHT_KEY)
  const root = document.querySelector<HTMLElement>('main')
  if (!state || !root) return
  const first = markWords(root, highlightTerms(state.phrase))[0]
  if (!first) return
  const reduced = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false
  window.scrollTo({
    top: first.getBoundingClientRect().top + window.scrollY - HIGHLIGHT_OFFSET_PX,
    behavior: reduced ? 'auto' : 'smooth',
  })
}
