import type { Field } from 'payload'

/** The city's position and marker on the maps, and the tile provider's token. */
export const cityMapFields: Field[] = [
  {
    name: 'city',
    type: 'group',
    label: 'Position de la ville',
    fields: [
      {
        type: 'row',
        fields: [
          {
            name: 'latitude',
            type: 'number',
            label: 'Latitude',
            required: true,
            min: -90,
            max: 90,
            defaultValue: 51.08,
          },
          {
            name: 'longitude',
            type: 'number',
            label: 'Longitude',
            required: true,
            min: -180,
            max: 180,
            defaultValue: 2.58,
          },
          {
            name: 'zoom',
            type: 'number',
            label: 'Zoom',
            required: true,
            min: 1,
            max: 20,
            defaultValue: 13,
          },
        ],
      },
      { name: 'address', type: 'text', label: 'Adresse du marqueur de la ville' },
    ],
  },
  {
    name: 'mapTileToken',
    type: 'text',
    label: 'Jeton du fournisseur de tuiles',
    admin: { description: 'Laisser vide pour utiliser les tuiles OpenStreetMap.' },
  },
]
