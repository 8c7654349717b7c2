import { SUBSCRIBERS } from '@/features/newsletter/collections'
import { subscribersCsv } from '@/features/newsletter/csv'
import { payloadClient } from '@/lib/payload'

export const dynamic = 'force-dynamic'

/** The subscribers as CSV, for logged-in editors and admins only (their admin session cookie). */
export async function GET(request: Request) {
  const payload = await payloadClient()
  const { user } = await payload.auth({ headers: request.headers })
  if (!user) {
    return Response.json(
      { error: 'Réservé aux éditeurs connectés à l’administration.' },
      { status: 403, headers: { 'Cache-Control': 'no-store' } },
    )
  }
  const found = await payload.find({
    collection: SUBSCRIBERS,
    depth: 1,
    limit: 0,
    pagination: false,
    sort: 'createdAt',
    user,
    overrideAccess: false,
  })
  const csv = subscribersCsv(
    found.docs.map((row) => ({
      ...row,
      lists: (row.lists ?? []).map((list) => (typeof list === 'object' ? list.title : String(list))),
    })),
  )
  return new Response(csv, {
    headers: {
      'Content-Type': 'text/csv; charset=utf-8',
      'Content-Disposition': 'attachment; filename="abonnes-lettre.csv"',
      'Cache-Control': 'no-store',
    },
  })
}
