import { z } from 'zod'
import { cookieValue } from '@/lib/cookies'
import { VISIT_COOKIE } from './rules'

/** The anti-spam cookie as the page's script writes it (src/features/comments/client/visit-cookie.ts). */
const visitCookie = z.object({
  r: z.string().max(500),
  t: z.number().int().nonnegative(),
  h: z.number().int().min(0).max(1000),
  p: z.string().max(300),
})

const address = z.string().max(500).url()

export type Visit = { referrer: string | null; summary: string | null }

/**
 * What the form and the anti-spam cookie say of the visit, for the moderator: the referrer it came
 * from, when it started, the history length and the browser's plugins. Only shown beside the comment, never
 * trusted: a visitor's browser wrote all of it.
 */
export function readVisit(request: Request, postedReferrer: string | undefined): Visit {
  let cookie: z.infer<typeof visitCookie> | null = null
  try {
    const value = cookieValue(request.headers.get('cookie'), VISIT_COOKIE)
    cookie = value ? visitCookie.parse(JSON.parse(decodeURIComponent(value))) : null
  } catch {
    cookie = null
  }
  const referrer = address.safeParse(postedReferrer || cookie?.r || undefined)
  const summary = cookie
    ? `début ${new Date(cookie.t).toISOString()}, historique ${cookie.h}, extensions : ${cookie.p || 'aucune'}`
    : 'aucun cookie de visite'
  return { referrer: referrer.success ? referrer.data : null, summary }
}
