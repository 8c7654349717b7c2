import 'server-only'
import { cachedRead } from '@/lib/cache/reads'
import { payloadClient } from '@/lib/payload'
import { runRawSql } from '@/lib/raw-sql'
import { ratingTag } from './expire'
import type { RatingSummary } from './rules'

type Row = { count?: unknown; average?: unknown }

/**
 * An article's vote count and average, counted by the database (an index on the article keeps it quick
 * however many votes there are). Both backends answer `{ rows }`; PostgreSQL gives numbers as strings.
 */
async function readSummary(articleId: number): Promise<RatingSummary> {
  const payload = await payloadClient()
  const raw = `SELECT count(*) AS count, avg(rating) AS average FROM post_ratings WHERE article_id = ${Math.trunc(articleId)}`
  const row: Row = (await runRawSql(payload, raw)).rows?.[0] ?? {}
  const count = Number(row.count ?? 0)
  return { count, average: count > 0 ? Number(row.average ?? 0) : 0 }
}

/** The summary as the post page shows it: cached, expired by a vote on that article only. */
export const getRatingSummary = cachedRead('rating-summary', readSummary, {
  tagsOf: (articleId) => [ratingTag(articleId)],
})

/** The summary straight from the database (the vote's reply must count the vote just made). */
export const freshRatingSummary = readSummary
