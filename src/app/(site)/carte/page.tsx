import type { Metadata } from 'next'
import { preconnect } from 'react-dom'
import { CityMap } from '@/features/map/components/CityMap'
import { MapApp } from '@/features/map/components/MapApp'
import { getMapData, getMapSettings } from '@/features/map/queries'
import { tileOrigin } from '@/features/map/tiles'
import { pageMetadata } from '@/features/seo/metadata'

const DESCRIPTION =
  'Plages, dunes, restaurants, hébergements, patrimoine et loisirs : tous les lieux de Bray-Dunes et alentour sur une carte, avec leur liste.'

// `?categorie=` only preselects a filter: one page for search engines.
export const generateMetadata = (): Promise<Metadata> =>
  pageMetadata({ title: 'Carte des lieux', description: DESCRIPTION, path: '/carte' })

/**
 * The map of places. Static and cached: the data comes from cached reads that editors' saves expire
 * (a place, a category, an icon, the site settings); the preselected category (`?categorie=`) is applied in the browser.
 */
export default async function MapPage() {
  const [{ categories, places }, { city, tileToken }] = await Promise.all([getMapData(), getMapSettings()])
  // The tiles come from another host once the map's script runs: its connection is opened meanwhile.
  preconnect(tileOrigin(tileToken))
  return (
    <main id="contenu" data-page="map" tabIndex={-1} className="container section">
      <h1>Carte des lieux</h1>
      <p className="page__lead">{DESCRIPTION}</p>
      <MapApp categories={categories} places={places} city={city} tileToken={tileToken} />
      <div className="section">
        <CityMap city={city} tileToken={tileToken} />
      </div>
    </main>
  )
}
