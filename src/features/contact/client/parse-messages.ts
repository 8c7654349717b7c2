/**
 * The date and time parsers throw the date picker's English wording; the visitor reads it in French,
 * with the same meaning, under the field.
 */
const DATE_MESSAGES: Array<[RegExp, (match: RegExpExecArray) => string]> = [
  [/^Invalid arguments$/, () => 'Arguments invalides.'],
  [/^Missing number at position (\d+)$/, (m) => `Nombre manquant à la position ${m[1]}.`],
  [/^Unknown name at position (\d+)$/, (m) => `Nom inconnu à la position ${m[1]}.`],
  [/^Unexpected literal at position (\d+)$/, (m) => `Caractère inattendu à la position ${m[1]}.`],
  [/^Extra\/unparsed characters found in date: (.*)$/s, (m) => `Caractères en trop dans la date : ${m[1]}`],
  [/^Invalid date$/, () => 'Date invalide.'],
  [/^Wrong time format\.?$/, () => 'Format d’heure incorrect.'],
]

export function parseErrorMessage(error: unknown): string {
  const text = error instanceof Error ? error.message : String(error)
  for (const [pattern, french] of DATE_MESSAGES) {
    const match = pattern.exec(text)
    if (match) return french(match)
  }
  return 'Valeur non reconnue.'
}
