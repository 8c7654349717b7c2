import type { GlobalConfig } from 'payload'
import { homeCarouselField } from '@/features/carousel/fields'
import { footerField } from '@/features/footer/fields'
import { mainMenuField } from '@/features/header/fields'
import { cityMapFields } from '@/features/map/fields'
import { weatherSettingsFields } from '@/features/weather/fields'
import { partnerSettingsFields } from '@/features/partners/fields'
import { updateCspExtras } from '@/features/partners/csp-hook'
import { anyone, editorsOnly } from '@/lib/access'
import { revalidateGlobal } from '@/lib/revalidate'

/**
 * The site's settings, one tab per part of the site. Each feature owns the fields of its tab (the
 * carousel, the map, the header's menu, the footer); the general tab is the site's own.
 */
export const SiteSettings: GlobalConfig = {
  slug: 'site-settings',
  label: 'Réglages du site',
  admin: { group: 'Administration' },
  access: { read: anyone, update: editorsOnly },
  hooks: { afterChange: [revalidateGlobal, updateCspExtras] },
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
        { label: 'Accueil', fields: [homeCarouselField] },
        { label: 'Carte', fields: cityMapFields },
        { label: 'Météo', fields: weatherSettingsFields },
        { label: 'Partenaires', fields: partnerSettingsFields },
        { label: 'Menu', fields: [mainMenuField] },
        { label: 'Pied de page', fields: [footerField] },
      ],
    },
  ],
}
