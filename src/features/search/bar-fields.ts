import type { Field } from 'payload'
import {
  AUTOP_LABELS,
  AUTOP_MODES,
  AUTOP_PHRASE_MAX,
  DEFAULT_BAR,
  GRID_LIMITS,
  HEADER_LINK_LABELS,
  HEADER_LINK_MODES,
  HEADER_LINK_TARGET,
  isCustomUrl,
  LAYOUT_LABELS,
  REDIRECT_LABELS,
  REDIRECT_TARGETS,
  RESET_LABELS,
  RESET_MODES,
  RESULT_LAYOUTS,
  SHOW_MORE_ACTIONS,
  SHOW_MORE_LABELS,
} from './bar-settings'
import {
  DEFAULT_REQUIRED_MESSAGES,
  REQUIRED_FILTER_LABELS,
  REQUIRED_FILTERS,
  REQUIRED_MESSAGE_MAX,
  type RequiredFilter,
} from './required-filters'

/** Limits of the editors' settings: the form refuses a value outside them. */
export const BAR_LIMITS = {
  minLength: { min: 1, max: 10 },
  perPage: { min: 5, max: 50 },
  tryThis: { maxRows: 8, maxChars: 60 },
  placeholder: { maxChars: 60 },
} as const

const options = <T extends string>(values: readonly T[], labels: Record<T, string>) =>
  values.map((value) => ({ value, label: labels[value] }))

/** A custom address field: required when its action is chosen, and a path of the site or an http(s) URL. */
const customUrlField = (name: string, label: string, when: (data: Record<string, unknown>) => boolean) => ({
  name,
  type: 'text' as const,
  label,
  maxLength: 300,
  admin: {
    condition: (data: Record<string, unknown>) => when(data),
    description:
      'Un chemin du site (/agenda?q={phrase}) ou une adresse http(s). {phrase} : le texte cherché ; {facet} : les filtres choisis (kind[]=…&facet[]=…).',
  },
  validate: (value: unknown, { data }: { data: Record<string, unknown> }) =>
    !when(data) || (typeof value === 'string' && isCustomUrl(value))
      ? true
      : 'Indiquez un chemin commençant par / ou une adresse http(s), sans espace.',
})

/**
 * A filter fieldset editors may make required, and what it then says while nothing is chosen (its
 * default when left empty).
 */
const requiredFilterField = (filter: RequiredFilter): Field => ({
  name: filter,
  type: 'group',
  label: REQUIRED_FILTER_LABELS[filter],
  admin: filter === 'dates' ? { description: 'Obligatoire, les deux dates sont demandées.' } : undefined,
  fields: [
    {
      type: 'row',
      fields: [
        { name: 'required', type: 'checkbox', label: 'Obligatoire', defaultValue: false },
        {
          name: 'message',
          type: 'text',
          label: 'Message si rien n’est choisi',
          defaultValue: DEFAULT_REQUIRED_MESSAGES[filter],
          maxLength: REQUIRED_MESSAGE_MAX,
          admin: { condition: (_data, siblingData) => Boolean(siblingData?.required) },
        },
      ],
    },
  ],
})

/** What the header's menu links to « #recherche » do: only the header's search has them. */
const headerLinksField: Field = {
  name: 'headerLinks',
  type: 'select',
  label: `Liens du menu vers « ${HEADER_LINK_TARGET} »`,
  required: true,
  defaultValue: DEFAULT_BAR.headerLinks,
  options: options(HEADER_LINK_MODES, HEADER_LINK_LABELS),
  admin: {
    description: `Un lien du menu principal dont la cible est « ${HEADER_LINK_TARGET} » est lié à la recherche : son libellé devient le texte cherché.`,
  },
}

/**
 * The settings of a search as editors set them: when it starts searching, how many results each request
 * shows, whether a click elsewhere closes them, the field's hint, the « Essayez » keywords, the results'
 * layout, « Afficher plus », the redirect, the automatic first search, the reset and the required filters.
 * The header's search (`header`) also ties the menu's links to itself; the « Recherches » have no menu.
 */
export const barSettingsFields = ({ header }: { header: boolean }): Field[] => [
  {
    name: 'placeholder',
    type: 'text',
    label: 'Texte indicatif du champ',
    defaultValue: DEFAULT_BAR.placeholder,
    maxLength: BAR_LIMITS.placeholder.maxChars,
  },
  {
    name: 'minLength',
    type: 'number',
    label: 'Lettres tapées avant de chercher',
    required: true,
    defaultValue: DEFAULT_BAR.minLength,
    min: BAR_LIMITS.minLength.min,
    max: BAR_LIMITS.minLength.max,
    admin: { step: 1 },
  },
  {
    name: 'perPage',
    type: 'number',
    label: 'Résultats par envoi (et par « Afficher plus »)',
    required: true,
    defaultValue: DEFAULT_BAR.perPage,
    min: BAR_LIMITS.perPage.min,
    max: BAR_LIMITS.perPage.max,
    admin: { step: 1 },
  },
  {
    name: 'closeOnDocumentClick',
    type: 'checkbox',
    label: 'Fermer les résultats sur un clic ailleurs dans la page',
    defaultValue: DEFAULT_BAR.closeOnDocumentClick,
  },
  {
    name: 'tryThis',
    type: 'array',
    label: 'Essayez : recherches proposées sous le champ',
    labels: { singular: 'Recherche proposée', plural: 'Recherches proposées' },
    maxRows: BAR_LIMITS.tryThis.maxRows,
    fields: [
      {
        name: 'keyword',
        type: 'text',
        label: 'Recherche',
        required: true,
        maxLength: BAR_LIMITS.tryThis.maxChars,
      },
    ],
  },
  {
    name: 'layout',
    type: 'select',
    label: 'Disposition des résultats',
    required: true,
    defaultValue: DEFAULT_BAR.layout,
    options: options(RESULT_LAYOUTS, LAYOUT_LABELS),
  },
  {
    type: 'row',
    admin: { condition: (data) => data?.layout === 'isotopic' },
    fields: [
      {
        name: 'isotopicColumns',
        type: 'number',
        label: 'Grille : colonnes',
        required: true,
        defaultValue: DEFAULT_BAR.isotopicColumns,
        min: GRID_LIMITS.columns.min,
        max: GRID_LIMITS.columns.max,
        admin: { step: 1 },
      },
      {
        name: 'isotopicRows',
        type: 'number',
        label: 'Grille : lignes par page',
        required: true,
        defaultValue: DEFAULT_BAR.isotopicRows,
        min: GRID_LIMITS.rows.min,
        max: GRID_LIMITS.rows.max,
        admin: { step: 1 },
      },
      {
        name: 'isotopicPagination',
        type: 'checkbox',
        label: 'Grille : une page à la fois, avec ses numéros',
        defaultValue: DEFAULT_BAR.isotopicPagination,
      },
    ],
  },
  {
    name: 'showMore',
    type: 'select',
    label: 'Action de « Afficher plus de résultats »',
    required: true,
    defaultValue: DEFAULT_BAR.showMore,
    options: options(SHOW_MORE_ACTIONS, SHOW_MORE_LABELS),
  },
  customUrlField('showMoreUrl', 'Adresse de « Afficher plus »', (data) => data?.showMore === 'custom_url'),
  {
    name: 'infiniteScroll',
    type: 'checkbox',
    label: 'Défilement infini : charger la suite en arrivant au dernier résultat',
    defaultValue: DEFAULT_BAR.infiniteScroll,
    admin: {
      condition: (data) => data?.showMore === 'ajax',
      description: 'Seulement quand « Afficher plus » charge la suite sous les résultats.',
    },
  },
  {
    name: 'redirect',
    type: 'select',
    label: 'Entrée et la loupe mènent à',
    required: true,
    defaultValue: DEFAULT_BAR.redirect,
    options: options(REDIRECT_TARGETS, REDIRECT_LABELS),
  },
  customUrlField('redirectUrl', 'Adresse de la recherche', (data) => data?.redirect === 'custom_url'),
  {
    name: 'redirectNewWindow',
    type: 'checkbox',
    label: 'Ouvrir la recherche dans une nouvelle fenêtre',
    defaultValue: DEFAULT_BAR.redirectNewWindow,
  },
  {
    name: 'autop',
    type: 'select',
    label: 'Recherche automatique à l’ouverture des pages',
    required: true,
    defaultValue: DEFAULT_BAR.autop,
    options: options(AUTOP_MODES, AUTOP_LABELS),
    admin: {
      description:
        'Les résultats s’ouvrent sous la barre dès le chargement (sur téléphone, à l’ouverture de la recherche).',
    },
  },
  {
    name: 'autopPhrase',
    type: 'text',
    label: 'Recherche automatique : le texte cherché',
    maxLength: AUTOP_PHRASE_MAX,
    admin: { condition: (data) => data?.autop === 'phrase' },
    validate: (value: unknown, { data }: { data: Record<string, unknown> }) =>
      data?.autop !== 'phrase' ||
      (typeof value === 'string' && value.trim() !== '' && value.length <= AUTOP_PHRASE_MAX)
        ? true
        : 'Indiquez le texte de la recherche automatique.',
  },
  ...(header ? [headerLinksField] : []),
  {
    name: 'resetMode',
    type: 'select',
    label: '« Réinitialiser les filtres »',
    required: true,
    defaultValue: DEFAULT_BAR.resetMode,
    options: options(RESET_MODES, RESET_LABELS),
  },
  {
    name: 'requiredFilters',
    type: 'group',
    label: 'Filtres obligatoires',
    admin: {
      description:
        'Une recherche attend un choix dans chaque filtre obligatoire : le filtre est marqué, son message s’affiche à côté, et rien n’est cherché avant (la recherche automatique n’attend pas).',
    },
    fields: REQUIRED_FILTERS.map(requiredFilterField),
  },
]
