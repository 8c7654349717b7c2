import type { Block, Field } from 'payload'

/**
 * The field types an editor can put in a contact form, one block each. Every block has the field's
 * posted name, its label, whether it is required and a help text; the typed blocks add their limits.
 * src/features/contact/server/definition.ts maps them to the browser's ContactField shape.
 */

const NAME_PATTERN = /^[a-z][a-z0-9_-]*$/

const nameField: Field = {
  name: 'name',
  type: 'text',
  label: 'Nom du champ (envoyé avec le message)',
  required: true,
  validate: (value: unknown) =>
    typeof value === 'string' && NAME_PATTERN.test(value) && !value.startsWith('_')
      ? true
      : 'Lettres minuscules, chiffres, « _ » et « - », en commençant par une lettre.',
}

const base: Field[] = [
  { type: 'row', fields: [nameField, { name: 'label', type: 'text', label: 'Libellé', required: true }] },
  { name: 'required', type: 'checkbox', label: 'Obligatoire', defaultValue: false },
  { name: 'description', type: 'textarea', label: 'Aide sous le champ' },
]

const lengths: Field[] = [
  {
    type: 'row',
    fields: [
      { name: 'minLength', type: 'number', label: 'Longueur minimale', min: 0 },
      { name: 'maxLength', type: 'number', label: 'Longueur maximale', min: 1 },
      {
        name: 'counter',
        type: 'select',
        label: 'Compteur de caractères',
        options: [
          { label: 'Croissant', value: 'up' },
          { label: 'Décroissant', value: 'down' },
        ],
      },
    ],
  },
]

const textLike: Field[] = [
  ...base,
  { name: 'placeholder', type: 'text', label: 'Texte indicatif' },
  { name: 'defaultValue', type: 'text', label: 'Valeur par défaut' },
  ...lengths,
]

const options: Field = {
  name: 'options',
  type: 'array',
  label: 'Choix',
  required: true,
  minRows: 1,
  fields: [
    {
      type: 'row',
      fields: [
        { name: 'label', type: 'text', label: 'Libellé', required: true },
        { name: 'value', type: 'text', label: 'Valeur', required: true },
        { name: 'freeText', type: 'checkbox', label: 'Zone de texte libre à côté', defaultValue: false },
      ],
    },
  ],
}

const block = (slug: string, singular: string, fields: Field[]): Block => ({
  slug,
  labels: { singular, plural: singular },
  fields,
})

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/
const HH_MM = /^([01]\d|2[0-3]):[0-5]\d$/
const pattern = (regex: RegExp, message: string) => (value: unknown) =>
  value == null || value === '' || (typeof value === 'string' && regex.test(value)) ? true : message

export const CONTACT_BLOCKS: Block[] = [
  block('text', 'Texte', textLike),
  block('email', 'Adresse e-mail', textLike),
  block('url', 'Adresse web', textLike),
  block('tel', 'Téléphone', textLike),
  block('textarea', 'Zone de texte', textLike),
  block('number', 'Nombre', [
    ...base,
    {
      type: 'row',
      fields: [
        { name: 'min', type: 'number', label: 'Minimum' },
        { name: 'max', type: 'number', label: 'Maximum' },
        { name: 'step', type: 'number', label: 'Pas' },
        { name: 'defaultValue', type: 'number', label: 'Valeur par défaut' },
      ],
    },
  ]),
  block('date', 'Date', [
    ...base,
    {
      type: 'row',
      fields: [
        ...(['min', 'max'] as const).map((name): Field => ({
          name,
          type: 'text',
          label: name === 'min' ? 'Date au plus tôt (AAAA-MM-JJ)' : 'Date au plus tard (AAAA-MM-JJ)',
          validate: pattern(ISO_DATE, 'Format attendu : AAAA-MM-JJ.'),
        })),
        {
          name: 'format',
          type: 'select',
          label: 'Format affiché',
          defaultValue: 'd MM yy',
          required: true,
          options: [
            { label: '5 novembre 2026', value: 'd MM yy' },
            { label: '05/11/2026', value: 'dd/mm/yy' },
          ],
        },
      ],
    },
  ]),
  block('time', 'Heure', [
    ...base,
    {
      type: 'row',
      fields: (['min', 'max'] as const).map((name): Field => ({
        name,
        type: 'text',
        label: name === 'min' ? 'Heure au plus tôt (HH:mm)' : 'Heure au plus tard (HH:mm)',
        validate: pattern(HH_MM, 'Format attendu : HH:mm.'),
      })),
    },
  ]),
  block('select', 'Liste déroulante', [
    ...base,
    options,
    { name: 'multiple', type: 'checkbox', label: 'Plusieurs choix', defaultValue: false },
    { name: 'includeBlank', type: 'checkbox', label: 'Premier choix vide', defaultValue: true },
  ]),
  block('checkbox', 'Cases à cocher', [
    ...base,
    options,
    { name: 'exclusive', type: 'checkbox', label: 'Une seule case à la fois', defaultValue: false },
  ]),
  block('radio', 'Boutons radio', [...base, options]),
  block('acceptance', 'Case d’acceptation', [
    ...base,
    { name: 'optional', type: 'checkbox', label: 'Facultative', defaultValue: false },
    { name: 'invert', type: 'checkbox', label: 'Inversée (à laisser décochée)', defaultValue: false },
  ]),
  block('quiz', 'Question anti-robot', [
    ...base,
    {
      name: 'questions',
      type: 'array',
      label: 'Questions (une est tirée au hasard)',
      required: true,
      minRows: 1,
      fields: [
        { name: 'question', type: 'text', label: 'Question', required: true },
        {
          name: 'answers',
          type: 'text',
          label: 'Réponses acceptées, séparées par « | »',
          required: true,
        },
      ],
    },
  ]),
  block('captcha', 'Image à recopier', base),
  block('message', 'Texte d’information', [
    nameField,
    { name: 'text', type: 'textarea', label: 'Texte', required: true },
  ]),
]
