import { TZDate } from '@date-fns/tz'
import { z } from 'zod'
import { MONTHS, PARIS } from '@/lib/dates'

/**
 * What a listing shows: every article, one category (with its sub-categories), or one month. The page
 * hands it to the load-more script as JSON, which sends it back; the server re-validates it strictly, so a
 * tampered query is refused rather than trusted.
 */
export const listingQuerySchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('all') }).strict(),
  z
    .object({
      kind: z.literal('category'),
      slug: z
        .string()
        .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/)
        .max(96),
    })
    .strict(),
  z
    .object({
      kind: z.literal('archive'),
      year: z.number().int().min(1990).max(2100),
      month: z.number().int().min(1).max(12),
    })
    .strict(),
])

export type ListingQuery = z.infer<typeof listingQuerySchema>

/** The wire form: a JSON string, parsed then validated. */
export const listingQueryField = z
  .string()
  .max(300)
  .transform((text, ctx) => {
    try {
      return JSON.parse(text) as unknown
    } catch {
      ctx.addIssue({ code: 'custom', message: 'query doit être du JSON.' })
      return z.NEVER
    }
  })
  .pipe(listingQuerySchema)

export const serializeListingQuery = (query: ListingQuery) => JSON.stringify(query)

/** The month of an archive as an interval of instants: Paris midnight to the next Paris midnight. */
export function monthInterval(year: number, month: number): { from: string; to: string } {
  const from = new TZDate(year, month - 1, 1, PARIS)
  const to = new TZDate(year, month, 1, PARIS)
  return { from: new Date(from.getTime()).toISOString(), to: new Date(to.getTime()).toISOString() }
}

/** "juillet 2026" */
export const monthLabel = (year: number, month: number) => `${MONTHS[month - 1]} ${year}`
