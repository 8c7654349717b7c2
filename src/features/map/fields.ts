import type { Field, NumberField } from 'payload'

const inRange = (min: number, max: number, what: string) => (value: unknown) => {
  if (typeof value !== 'number' || Number.isNaN(value)) return `La ${what} est obligatoire.`
  return value >= min && value <= max ? true : `La ${what} doit être comprise entre ${min} et ${max}.`
}

/** A latitude and a longitude, required and within range, with an optional default position. */
export function coordinateFields(defaults: { latitude?: number; longitude?: number } = {}): NumberField[] {
  const coordinate = (name: 'latitude' | 'longitude', label: string, limit: number): NumberField => ({
    name,
    type: 'number',
    label,
    required: true,
    validate: inRange(-limit, limit, name),
    ...(defaults[name] === undefined ? {} : { defaultValue: defaults[name] }),
  })
  return [coordinate('latitude', 'Latitude', 90), coordinate('longitude', 'Longitude', 180)]
}

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
          ...coordinateFields({ latitude: 51.08, longitude: 2.58 }),
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
