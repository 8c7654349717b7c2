import { getPlaceDescriptions } from '@/features/map/queries'

/**
 * The popups' descriptions as JSON, by place id: fetched once by the map when it is idle or when a popup
 * first opens. Static, and rebuilt when an editor saves a place.
 */
export const dynamic = 'force-static'

export async function GET() {
  return Response.json(await getPlaceDescriptions())
}
