import type { MapSettings } from '../queries'
import { CityMapLoader } from './CityMapLoader'

type Props = MapSettings & { title?: string; headingLevel?: 2 | 3; id?: string }

/**
 * The city map (docs/behaviour/map.md): one marker at the city position of the site settings, at the
 * configured zoom, titled by the city's street address. The page gives it the map settings it read
 * (`getMapSettings`); the map itself loads in the browser, and the address stays readable without it.
 */
export function CityMap({
  city,
  tileToken,
  title = 'Plan de la ville',
  headingLevel = 2,
  id = 'plan-de-la-ville',
}: Props) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3'
  const label = city.address?.trim() || 'Position de la ville'
  return (
    <section className="city-map map-controls" aria-labelledby={id}>
      <Heading id={id}>{title}</Heading>
      <CityMapLoader city={city} tileToken={tileToken} label={label} />
      {city.address && (
        <p className="city-map__address">
          <span className="visually-hidden">Adresse : </span>
          {city.address}
        </p>
      )}
    </section>
  )
}
