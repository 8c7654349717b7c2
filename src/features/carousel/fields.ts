import type { Field } from 'payload'

/** The home page's carousel: articles and videos chosen by the editors, in their order. */
export const homeCarouselField: Field = {
  name: 'homeCarousel',
  type: 'array',
  label: 'Carrousel de la page d’accueil',
  labels: { singular: 'Diapositive', plural: 'Diapositives' },
  admin: { description: 'Laisser vide pour montrer les derniers articles illustrés.' },
  fields: [
    {
      name: 'kind',
      type: 'select',
      label: 'Type',
      required: true,
      defaultValue: 'article',
      options: [
        { label: 'Article', value: 'article' },
        { label: 'Vidéo', value: 'video' },
      ],
    },
    {
      name: 'article',
      type: 'relationship',
      relationTo: 'articles',
      label: 'Article',
      admin: { condition: (_, sibling) => sibling?.kind === 'article' },
    },
    {
      name: 'videoUrl',
      type: 'text',
      label: 'Adresse de la vidéo (YouTube)',
      admin: { condition: (_, sibling) => sibling?.kind === 'video' },
    },
    { name: 'title', type: 'text', label: 'Titre affiché (facultatif)' },
  ],
}
