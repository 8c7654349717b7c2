/**
 * Text folded for accent- and case-insensitive matching: "Événement à l'Été" -> "evenement a l'ete".
 * Stored beside searchable fields and applied to what visitors type, so a plain substring match finds
 * `Événement` when they type `evenement`.
 */
export function foldText(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/œ/gi, 'oe')
    .replace(/æ/gi, 'ae')
    .replace(/[’‘]/g, "'")
    .toLowerCase()
    .replace(/\s+/g, ' ')
    .trim()
}
