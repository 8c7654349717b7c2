import type { Field } from 'payload'
import {
  OVERLAY_CAPTION_MAX,
  OVERLAY_MAX_SIZE,
  OVERLAY_MIN_SIZE,
  OVERLAY_NAME,
  type OverlayLinkFields,
} from './overlay-links'

/**
 * The fields added to the rich-text link dialog so that an editor can open a link in the overlay
 * (docs/behaviour/overlay.md). The renderer reads them back through overlay-links.ts, which checks them
 * again: what is stored in the rich-text JSON is never trusted as is.
 */

/** The overlay's settings show only once the box is ticked. */
const whenOverlay = (_data: unknown, siblingData: OverlayLinkFields | undefined) =>
  Boolean(siblingData?.overlay)

const validName = (value: unknown) =>
  value == null || value === '' || (typeof value === 'string' && OVERLAY_NAME.test(value.trim()))
    ? true
    : 'Lettres sans accent, chiffres, « - » et « _ » seulement, sans espace (64 caractères au plus).'

const validSize = (value: unknown) =>
  value == null ||
  (typeof value === 'number' &&
    Number.isInteger(value) &&
    value >= OVERLAY_MIN_SIZE &&
    value <= OVERLAY_MAX_SIZE)
    ? true
    : `Un nombre entier de pixels, de ${OVERLAY_MIN_SIZE} à ${OVERLAY_MAX_SIZE}.`

const size = (name: 'overlayWidth' | 'overlayHeight', label: string): Field => ({
  name,
  type: 'number',
  label,
  min: OVERLAY_MIN_SIZE,
  max: OVERLAY_MAX_SIZE,
  validate: validSize,
  admin: {
    step: 10,
    placeholder: name === 'overlayWidth' ? '630' : '440',
    description: 'En pixels, pour une page ou un bloc de cette page (une image prend sa propre taille).',
    width: '50%',
  },
})

export const overlayLinkFields: Field[] = [
  {
    name: 'overlay',
    type: 'checkbox',
    label: 'Ouvrir dans la fenêtre superposée',
    admin: {
      description:
        'Le lien s’ouvre dans une fenêtre au-dessus de la page : une image, une page du site ou un bloc de cette page.',
    },
  },
  {
    name: 'overlayCaption',
    type: 'text',
    label: 'Légende',
    maxLength: OVERLAY_CAPTION_MAX,
    admin: {
      condition: whenOverlay,
      description: 'Affichée dans la barre de la fenêtre, et en info-bulle du lien.',
    },
  },
  {
    name: 'overlayGroup',
    type: 'text',
    label: 'Groupe',
    validate: validName,
    admin: {
      condition: whenOverlay,
      description:
        'Les images d’un même groupe (par exemple « digue ») se parcourent avec « Préc. » et « Suiv. ».',
    },
  },
  {
    type: 'row',
    admin: { condition: whenOverlay },
    fields: [size('overlayWidth', 'Largeur'), size('overlayHeight', 'Hauteur')],
  },
  {
    name: 'overlayModal',
    type: 'checkbox',
    label: 'Fenêtre modale',
    admin: {
      condition: whenOverlay,
      description: 'Un clic à côté de la fenêtre ne la ferme pas ; « Fermer » et Échap la ferment.',
    },
  },
  {
    name: 'overlayInlineId',
    type: 'text',
    label: 'Identifiant du bloc en ligne',
    validate: validName,
    admin: {
      condition: whenOverlay,
      description:
        'Pour montrer un bloc de cette page : l’identifiant d’un de ses éléments, par exemple un intertitre (« Notre check-list » devient notre-check-list). L’adresse du lien n’est alors pas utilisée.',
    },
  },
  {
    name: 'overlayIframe',
    type: 'checkbox',
    label: 'Afficher dans un cadre',
    admin: {
      condition: whenOverlay,
      description:
        'La page du site s’affiche entière, avec ses liens, dans un cadre. Sinon seul son texte est repris, sans scripts.',
    },
  },
]
