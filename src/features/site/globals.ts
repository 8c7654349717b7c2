import type { Field, GlobalConfig } from 'payload'
import { anyone, editorsOnly } from '@/lib/access'
import { revalidateGlobal } from '@/lib/revalidate'

/** A link target: a path on this site ("/agenda") or a full http(s) address. */
export const isLinkTarget = (value: unknown) =>
  typeof value === 'string' && /^(\/(?!\/)[^\s]*|https?:\/\/[^\s]+|#[\w-]*)$/.test(value)
    ? true
    : 'Indiquez un chemin du site (« /agenda ») ou une adresse complète (« https://… »).'

const link = (name = 'url'): Field[] => [
  { name: 'label', type: 'text', label: 'Libellé', required: true },
  { name, type: 'text', label: 'Lien', required: true, validate: isLinkTarget },
]

export const SiteSettings: GlobalConfig = {
  slug: 'site-settings',
  label: 'Réglages du site',
  admin: { group: 'Administration' },
  access: { read: anyone, update: editorsOnly },
  hooks: { afterChange: [revalidateGlobal] },
  fields: [
    {
      type: 'tabs',
      tabs: [
        {
          label: 'Général',
          fields: [
            { name: 'siteName', type: 'text', label: 'Nom du site', required: true, defaultValue: 'Escale' },
            { name: 'tagline', type: 'text', label: 'Slogan' },
            {
              name: 'description',
              type: 'textarea',
              label: 'Description (moteurs de recherche)',
              maxLength: 300,
            },
          ],
        },
        {
          label: 'Accueil',
          fields: [
            {
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
            },
          ],
        },
        {
          label: 'Carte',
          fields: [
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
          ],
        },
        {
          label: 'Menu',
          fields: [
            {
              name: 'mainMenu',
              type: 'array',
              label: 'Menu principal',
              labels: { singular: 'Entrée', plural: 'Entrées' },
              fields: [
                ...link(),
                {
                  name: 'children',
                  type: 'array',
                  label: 'Sous-menu',
                  labels: { singular: 'Lien', plural: 'Liens' },
                  fields: link(),
                },
              ],
            },
          ],
        },
        {
          label: 'Pied de page',
          fields: [
            {
              name: 'footer',
              type: 'group',
              label: 'Pied de page',
              fields: [
                { name: 'about', type: 'textarea', label: 'Présentation' },
                { name: 'address', type: 'textarea', label: 'Adresse de l’association' },
                {
                  name: 'columns',
                  type: 'array',
                  label: 'Colonnes de liens',
                  fields: [
                    { name: 'title', type: 'text', label: 'Titre', required: true },
                    { name: 'links', type: 'array', label: 'Liens', fields: link() },
                  ],
                },
                { name: 'copyright', type: 'text', label: 'Mention de copyright' },
              ],
            },
          ],
        },
      ],
    },
  ],
}
