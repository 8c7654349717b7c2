/**
 * What the account avatar shows: the initials of the editor's name ("Camille Martin" → "CM", first and
 * last words), else the first letter of the e-mail address; "?" when there is neither.
 */
export function initialsOf(name: string | null | undefined, email?: string | null): string {
  const firstLetter = (word: string) => Array.from(word.replace(/^[^\p{L}\p{N}]+/u, ''))[0] ?? ''
  const words = (name ?? '').split(/[\s-]+/).filter((word) => firstLetter(word) !== '')
  const letters =
    words.length > 1
      ? firstLetter(words[0]!) + firstLetter(words[words.length - 1]!)
      : words.length === 1
        ? firstLetter(words[0]!)
        : firstLetter(email ?? '')
  return letters === '' ? '?' : letters.toLocaleUpperCase('fr-FR')
}
