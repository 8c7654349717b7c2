/** The collections editors write with drafts (the dashboard lists their latest edits and scheduled changes), and the field naming a document. */
export const EDITED = [
  { collection: 'articles', titleField: 'title', kind: 'Article', nouns: ['article', 'articles'] },
  { collection: 'events', titleField: 'name', kind: 'Événement', nouns: ['événement', 'événements'] },
  { collection: 'pages', titleField: 'title', kind: 'Page', nouns: ['page', 'pages'] },
] as const

export type EditedSlug = (typeof EDITED)[number]['collection']
