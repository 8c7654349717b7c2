import type { Block, Field } from 'payload'
import { WIDGET_TYPES } from './defaults'

const text = (name: string, label: string, description?: string): Field => ({
  name,
  type: 'text',
  label,
  maxLength: 200,
  ...(description ? { admin: { description } } : {}),
})

/**
 * A travel partner's activity widget that an editor places in a page or an article. Its fields are the
 * partner widget's attributes; a widget needs a type or a link (docs/behaviour/partners.md).
 */
export const PartnerWidgetBlock: Block = {
  slug: 'partnerWidget',
  labels: { singular: 'Widget d’activités', plural: 'Widgets d’activités' },
  interfaceName: 'PartnerWidgetBlockFields',
  fields: [
    {
      name: 'widget',
      type: 'select',
      label: 'Type de widget',
      defaultValue: 'activities',
      options: WIDGET_TYPES.map((value) => ({
        value,
        label: { activities: 'Activités', city: 'Ville', availability: 'Disponibilités d’une activité' }[
          value
        ],
      })),
    },
    {
      name: 'href',
      type: 'text',
      label: 'Lien vers la page du partenaire',
      admin: { description: 'Aussi le lien montré sans JavaScript ou sans accord du visiteur.' },
      validate: (value: unknown) =>
        value === null ||
        value === undefined ||
        value === '' ||
        (typeof value === 'string' && /^https:\/\/\S+$/.test(value))
          ? true
          : 'Adresse complète attendue (https://…).',
    },
    {
      type: 'row',
      fields: [
        text('locationId', 'Identifiant du lieu'),
        text('query', 'Recherche'),
        { name: 'latitude', type: 'number', label: 'Latitude', min: -90, max: 90 },
        { name: 'longitude', type: 'number', label: 'Longitude', min: -180, max: 180 },
      ],
    },
    {
      type: 'row',
      fields: [
        {
          name: 'numberOfItems',
          type: 'number',
          label: 'Nombre d’activités',
          min: 1,
          max: 20,
          defaultValue: 3,
        },
        text('tourIds', 'Activités choisies', 'Identifiants séparés par des virgules.'),
        text('excludedTourIds', 'Activités exclues', 'Identifiants séparés par des virgules.'),
        text('tourId', 'Activité (disponibilités)'),
      ],
    },
    {
      type: 'row',
      fields: [
        text('localeCode', 'Langue', 'Par exemple fr-FR.'),
        text('currency', 'Devise', 'Par exemple EUR.'),
        text('variant', 'Présentation', 'Par exemple vertical ou horizontal.'),
        { name: 'offset', type: 'number', label: 'Décalage', min: 0, max: 100 },
      ],
    },
    text('excludedKeywords', 'Mots exclus', 'Séparés par des virgules.'),
  ],
}
