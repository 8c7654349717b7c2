import type { Field } from 'payload'

/** A link target: a path on this site ("/agenda") or a full http(s) address. */
export const isLinkTarget = (value: unknown) =>
  typeof value === 'string' && /^(\/(?!\/)[^\s]*|https?:\/\/[^\s]+|#[\w-]*)$/.test(value)
    ? true
    : 'Indiquez un chemin du site (« /agenda ») ou une adresse complète (« https://… »).'

/** A link an editor writes: its label, and its target under `name`. */
export const linkFields = (name = 'url'): Field[] => [
  { name: 'label', type: 'text', label: 'Libellé', required: true },
  { name, type: 'text', label: 'Lien', required: true, validate: isLinkTarget },
]
