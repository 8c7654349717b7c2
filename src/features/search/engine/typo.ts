/**
 * One typo tolerated in words of 5 letters or more (`plaqe` finds `plage`), as visitors expect of a
 * search box: a word the index does not know is looked for as itself and as the indexed words one edit
 * away (a letter changed, added, removed, or two neighbours swapped). The index's words are grouped by
 * their one-letter deletions, so finding the neighbours of a word costs a few map lookups.
 */
export const TYPO_MIN_LENGTH = 5
/** At most this many alternatives per word, the most frequent first (shorter lists, faster queries). */
export const MAX_ALTERNATIVES = 6

const deletions = (word: string) => {
  const out = new Set<string>([word])
  for (let i = 0; i < word.length; i++) out.add(word.slice(0, i) + word.slice(i + 1))
  return out
}

/** Whether two words are at most one edit apart (Damerau: an adjacent swap counts as one). */
export function withinOneEdit(a: string, b: string): boolean {
  if (a === b) return true
  if (Math.abs(a.length - b.length) > 1) return false
  if (a.length === b.length) {
    const diff = [...a].flatMap((char, i) => (char === b[i] ? [] : [i]))
    if (diff.length === 1) return true
    return (
      diff.length === 2 &&
      diff[1] === diff[0]! + 1 &&
      a[diff[0]!] === b[diff[1]!] &&
      a[diff[1]!] === b[diff[0]!]
    )
  }
  const [short, long] = a.length < b.length ? [a, b] : [b, a]
  for (let i = 0; i < long.length; i++) if (long.slice(0, i) + long.slice(i + 1) === short) return true
  return false
}

export type Vocabulary = { has: (word: string) => boolean; near: (word: string) => string[] }

/** The index's words, ready for lookups: `near` lists the words one edit away from a word. */
export function buildVocabulary(words: readonly string[]): Vocabulary {
  const known = new Set(words)
  const byDeletion = new Map<string, string[]>()
  for (const word of known) {
    if (word.length < TYPO_MIN_LENGTH - 1) continue
    for (const key of deletions(word)) {
      const list = byDeletion.get(key)
      if (list) list.push(word)
      else byDeletion.set(key, [word])
    }
  }
  return {
    has: (word) => known.has(word),
    near: (word) => {
      const found = new Set<string>()
      for (const key of deletions(word))
        for (const candidate of byDeletion.get(key) ?? [])
          if (candidate !== word && withinOneEdit(candidate, word)) found.add(candidate)
      return [...found].slice(0, MAX_ALTERNATIVES)
    },
  }
}

/**
 * Each term with the words it stands for: itself, plus, for a word of 5 letters or more that the index
 * does not hold and that no indexed word begins, its neighbours one edit away.
 */
export function expandTerms(
  terms: readonly string[],
  vocabulary: Vocabulary,
  prefixKnown: (term: string) => boolean,
) {
  return terms.map((term) =>
    term.length >= TYPO_MIN_LENGTH && !vocabulary.has(term) && !prefixKnown(term)
      ? [term, ...vocabulary.near(term)]
      : [term],
  )
}
