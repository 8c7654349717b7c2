import 'server-only'
import { sql as sqliteSql } from '@payloadcms/db-sqlite'
import { sql as postgresSql } from '@payloadcms/db-postgres'
import { env, isPostgres } from '@/lib/env'
import { payloadClient } from '@/lib/payload'

/** The longest phrase kept: longer ones are cut (nobody searches a paragraph; the table stays small). */
export const MAX_KEYWORD_CHARS = 100

/** A phrase as the statistics keep it: trimmed, spaces folded, lower case, cut. Empty: nothing to keep. */
export const keywordOf = (phrase: string) =>
  phrase.replace(/\s+/g, ' ').trim().toLowerCase().slice(0, MAX_KEYWORD_CHARS)

/**
 * Counts one search of a phrase (call 20), and one without results when it found nothing: a single
 * upsert, so two instances counting the same phrase at once both count. Nothing about the visitor is kept.
 */
export async function recordKeyword(keyword: string, found: number): Promise<void> {
  const payload = await payloadClient()
  const now = new Date().toISOString()
  const miss = found === 0 ? 1 : 0
  if (isPostgres(env().DATABASE_URL)) {
    const db = payload.db.drizzle as unknown as { execute(query: unknown): Promise<unknown> }
    await db.execute(postgresSql`
      INSERT INTO search_keywords (keyword, count, no_results, last_searched_at, updated_at, created_at)
      VALUES (${keyword}, 1, ${miss}, ${now}, ${now}, ${now})
      ON CONFLICT (keyword) DO UPDATE SET count = search_keywords.count + 1,
        no_results = search_keywords.no_results + ${miss}, last_searched_at = ${now}, updated_at = ${now}`)
    return
  }
  const db = payload.db.drizzle as unknown as { run(query: unknown): Promise<unknown> }
  await db.run(sqliteSql`
    INSERT INTO search_keywords (keyword, count, no_results, last_searched_at, updated_at, created_at)
    VALUES (${keyword}, 1, ${miss}, ${now}, ${now}, ${now})
    ON CONFLICT (keyword) DO UPDATE SET count = count + 1, no_results = no_results + ${miss},
      last_searched_at = ${now}, updated_at = ${now}`)
}
