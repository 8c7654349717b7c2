import type { Field, TextField } from 'payload'
import { AUTO_DEFAULTS, PARTNER_DEFAULTS } from './defaults'

const httpsUrl = (value: unknown) =>
  value === null ||
  value === undefined ||
  value === '' ||
  (typeof value === 'string' && /^https?:\/\/[^\s/]+\/?\S*$/.test(value))
    ? true
    : 'Adresse complète attendue (https://…).'

const urlField = (name: keyof typeof PARTNER_DEFAULTS, label: string): TextField => ({
  name,
  type: 'text',
  label,
  required: true,
  defaultValue: PARTNER_DEFAULTS[name],
  validate: httpsUrl,
})

/**
 * The « Partenaires » tab of the site settings: the travel partner's account and addresses, where its
 * widgets may be inserted automatically, the travel-rental affiliate's host, and the audience
 * measurement script. Nothing of it loads before the visitor's consent (docs/behaviour/partners.md).
 */
export const partnerSettingsFields: Field[] = [
  {
    name: 'partners',
    type: 'group',
    label: 'Widgets d’activités du partenaire de voyage',
    fields: [
      {
        name: 'partnerId',
        type: 'text',
        label: 'Identifiant de partenaire',
        maxLength: 40,
        admin: { description: 'Vide : aucun widget n’est affiché, ni placé automatiquement.' },
      },
      urlField('activitiesFrameUrl', 'Adresse du cadre des widgets'),
      urlField('autoActivitiesFrameUrl', 'Adresse du cadre des widgets placés automatiquement'),
      urlField('visitorUrl', 'Adresse du suivi des visiteurs'),
      urlField('widgetContextUrl', 'Adresse du contexte des widgets'),
      urlField('autoWidgetContextUrl', 'Adresse du contexte des widgets placés automatiquement'),
      urlField('metadataUrl', 'Adresse des métadonnées de page'),
      {
        name: 'autoInsert',
        type: 'group',
        label: 'Placement automatique',
        fields: [
          {
            name: 'enabled',
            type: 'checkbox',
            label: 'Placer des widgets dans les articles',
            defaultValue: false,
          },
          {
            type: 'row',
            fields: [
              {
                name: 'maxWidgets',
                type: 'number',
                label: 'Widgets par page, au plus',
                required: true,
                min: 1,
                max: 5,
                defaultValue: AUTO_DEFAULTS.maxWidgets,
              },
              {
                name: 'items',
                type: 'number',
                label: 'Activités par widget',
                required: true,
                min: 1,
                max: 10,
                defaultValue: AUTO_DEFAULTS.items,
              },
            ],
          },
          {
            name: 'pathPrefix',
            type: 'text',
            label: 'Seulement sous l’adresse',
            defaultValue: '/articles/',
            admin: { description: 'Par exemple /articles/. Vide : partout où le sélecteur trouve sa place.' },
          },
          {
            name: 'selector',
            type: 'text',
            label: 'Ou là où ce sélecteur trouve un élément',
            admin: { description: 'Sélecteur CSS du contenu, par exemple .prose.' },
          },
          {
            name: 'excludedUrls',
            type: 'textarea',
            label: 'Adresses exclues',
            admin: {
              description: 'Une adresse par ligne (chemin ou adresse complète) : aucun widget n’y est placé.',
            },
          },
        ],
      },
    ],
  },
  {
    name: 'affiliateHost',
    type: 'text',
    label: 'Hôte du partenaire de location (liens affiliés)',
    admin: {
      description:
        'Par exemple www.exemple-location.fr : les liens vers ce site reçoivent le paramètre sharedid. Vide : aucun.',
    },
    validate: (value: unknown) =>
      value === null ||
      value === undefined ||
      value === '' ||
      (typeof value === 'string' && /^[a-z0-9.-]+\.[a-z]{2,}$/i.test(value))
        ? true
        : 'Un nom d’hôte attendu, sans https:// ni chemin.',
  },
  {
    name: 'audience',
    type: 'group',
    label: 'Mesure d’audience',
    fields: [
      {
        name: 'scriptUrl',
        type: 'text',
        label: 'Adresse du script de mesure d’audience',
        validate: httpsUrl,
        admin: { description: 'Vide : aucune mesure. Chargé seulement après l’accord du visiteur.' },
      },
      {
        name: 'developmentHosts',
        type: 'textarea',
        label: 'Hôtes où ne jamais mesurer',
        defaultValue: 'localhost\n127.0.0.1',
        admin: { description: 'Un nom d’hôte par ligne : les copies de développement et de test.' },
      },
    ],
  },
]
