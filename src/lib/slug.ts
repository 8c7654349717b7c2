import type { Field, FieldHook } from 'payload'

/** Turns French text into a URL slug: "Fête de la mer 2026" -> "fete-de-la-mer-2026". */
export function slugify(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/œ/g, 'oe')
    .replace(/æ/g, 'ae')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 96)
}

const fillSlug =
  (fromField: string): FieldHook =>
  ({ value, data, originalDoc }) => {
    if (typeof value === 'string' && value.trim()) return slugify(value)
    const source = data?.[fromField] ?? originalDoc?.[fromField]
    return typeof source === 'string' ? slugify(source) : value
  }

/** A slug as typed or filled: empty (filled later) or lowercase words joined by dashes. */
export const validateSlug = (value: unknown) =>
  typeof value !== 'string' || value === '' || /^[a-z0-9]+(?:-[a-z0-9]+)*$/.test(value)
    ? true
    : 'Lettres minuscules, chiffres et tirets uniquement.'

/** A unique, indexed slug filled from another field when left empty; `reserved` slugs are refused. */
export function slugField(fromField = 'title', reserved: string[] = []): Field {
  return {
    name: 'slug',
    type: 'text',
    label: 'Identifiant d’URL (slug)',
    index: true,
    unique: true,
    admin: { position: 'sidebar', description: 'Rempli automatiquement à partir du titre si laissé vide.' },
    hooks: { beforeValidate: [fillSlug(fromField)] },
    validate: (value: unknown) =>
      typeof value === 'string' && reserved.includes(value)
        ? 'Identifiant réservé : choisissez-en un autre.'
        : validateSlug(value),
  }
}
