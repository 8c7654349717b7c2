import type { Field } from 'payload'
import { coordinateFields } from '@/features/map/fields'
import { FORECAST_DAYS, TOWN } from './rules'

/** A weather widget's settings: the place it shows, how many days ahead, in which unit. */
export function weatherWidgetFields(): Field[] {
  return [
    {
      name: 'place',
      type: 'text',
      label: 'Lieu affiché',
      required: true,
      defaultValue: TOWN.place,
      maxLength: 80,
    },
    { type: 'row', fields: coordinateFields({ latitude: TOWN.latitude, longitude: TOWN.longitude }) },
    {
      type: 'row',
      fields: [
        {
          name: 'forecastDays',
          type: 'number',
          label: 'Jours de prévision',
          required: true,
          min: FORECAST_DAYS.min,
          max: FORECAST_DAYS.max,
          defaultValue: FORECAST_DAYS.default,
        },
        {
          name: 'units',
          type: 'select',
          label: 'Unité',
          required: true,
          defaultValue: 'c',
          options: [
            { label: 'Degrés Celsius (°C)', value: 'c' },
            { label: 'Degrés Fahrenheit (°F)', value: 'f' },
          ],
        },
      ],
    },
  ]
}

/** The « Météo » tab of the site settings: the home page's widget. */
export const weatherSettingsFields: Field[] = [
  {
    name: 'weather',
    type: 'group',
    label: 'Widget météo de la page d’accueil',
    fields: [
      { name: 'showOnHome', type: 'checkbox', label: 'Afficher sur la page d’accueil', defaultValue: true },
      ...weatherWidgetFields(),
    ],
  },
]
