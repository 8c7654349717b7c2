import 'server-only'
import { z } from 'zod'
import { ajaxError } from '@/lib/ajax/dispatch'
import { defineAjaxAction } from '@/lib/ajax/types'
import { cameOverHttps } from '@/lib/client-ip/client-ip'
import { createNonce, verifyNonce } from '@/lib/nonce'
import { payloadClient } from '@/lib/payload'
import { publishedAnd } from '@/lib/access'
import { type RatingBlock, ratingBlockHtml } from './block-html'
import { POST_RATINGS } from './collection'
import { expireRatingOf } from './expire'
import { NONCE_PURPOSE, nonceField, parseRating } from './rules'
import { freshRatingSummary, getRatingSummary } from './summary'
import { addressOfDay, newVoterId, ownVoteCookieHeader, voterCookie, voterHash, voterIdOf } from './voter'

const THANKS = 'Merci pour votre vote !'
const ALREADY = 'Vous avez déjà noté cet article.'
const EXPIRED = 'Cette page a expiré : rechargez-la pour voter.'

const PID = z.string().regex(/^[1-9]\d{0,9}$/, 'Identifiant d’article invalide.')

const unknownPost = () => ajaxError(404, 'Cet article n’existe pas ou n’est pas publié.')

async function isPublished(postId: number) {
  const found = await (
    await payloadClient()
  ).find({
    collection: 'articles',
    where: publishedAnd({ id: { equals: postId } }),
    limit: 1,
    depth: 0,
    select: { title: true },
  })
  return found.docs.length > 0
}

/** The block as a reply, with the cookies that go with it. */
function blockReply(status: number, block: Omit<RatingBlock, 'nonce'>, cookies: string[] = []) {
  const headers = new Headers({ 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'no-store' })
  for (const cookie of cookies) headers.append('Set-Cookie', cookie)
  const nonce = createNonce(NONCE_PURPOSE, block.postId)
  return new Response(ratingBlockHtml({ ...block, nonce }).toString(), { status, headers })
}

/**
 * `action=postratings` with `pid`, `rate` (1 to 5) and `postratings_{pid}_nonce`: stores the vote, then
 * answers the new block's HTML (average, count, the visitor's vote). A second vote from the same browser,
 * or from the same address the same day, gets the block with « déjà noté » (409); a stale nonce gets it
 * with « page expirée » (403); a bad note (400) or an unknown or unpublished post (404) gets a JSON error.
 */
export const postRatingsAction = defineAjaxAction({
  rateLimit: 'rating',
  schema: z
    .object({
      pid: PID,
      rate: z.string().max(8, 'Note invalide.'),
    })
    .loose(),
  async handle(input, { request, ip }) {
    const postId = Number(input.pid)
    const rating = parseRating(input.rate)
    if (rating === null) return ajaxError(400, 'La note doit être un nombre entier de 1 à 5.')

    const payload = await payloadClient()
    if (!(await isPublished(postId))) return unknownPost()
    if (!verifyNonce((input as Record<string, unknown>)[nonceField(postId)], NONCE_PURPOSE, postId))
      return blockReply(403, { postId, summary: await freshRatingSummary(postId), message: EXPIRED })

    const secure = cameOverHttps(request)
    const known = voterIdOf(request)
    const voterId = known ?? newVoterId()
    const voter = voterHash(voterId)
    const address = addressOfDay(ip)
    const earlier = async () =>
      (
        await payload.find({
          collection: POST_RATINGS,
          where: {
            and: [
              { article: { equals: postId } },
              { or: [{ voter: { equals: voter } }, { addressOfDay: { equals: address } }] },
            ],
          },
          limit: 2,
          depth: 0,
          overrideAccess: true,
        })
      ).docs
    const alreadyVoted = async () => {
      const own = (await earlier()).find((vote) => vote.voter === voter)?.rating ?? null
      const cookies = own ? [ownVoteCookieHeader(postId, own, secure)] : []
      const summary = await freshRatingSummary(postId)
      return blockReply(409, { postId, summary, own, message: ALREADY }, cookies)
    }

    if ((await earlier()).length > 0) return alreadyVoted()
    try {
      await payload.create({
        collection: POST_RATINGS,
        data: { article: postId, rating, voter, addressOfDay: address },
        overrideAccess: true,
      })
    } catch (error) {
      // Two votes of the same visitor at once: the database's unique index refused the second.
      if ((await earlier()).length > 0) return alreadyVoted()
      throw error
    }
    expireRatingOf(postId)
    const cookies = [
      ownVoteCookieHeader(postId, rating, secure),
      ...(known ? [] : [voterCookie(voterId, secure)]),
    ]
    const summary = await freshRatingSummary(postId)
    return blockReply(200, { postId, summary, own: rating, message: THANKS }, cookies)
  },
})

/**
 * `action=postratings_block` with `pid`: the block as this browser should see it, with its own note when
 * its visitor cookie voted on the post. The post page is cached for everyone; a browser whose note
 * cookie says it voted asks for this once the page is shown.
 */
export const ratingBlockAction = defineAjaxAction({
  schema: z.object({ pid: PID }),
  async handle({ pid }, { request }) {
    const postId = Number(pid)
    if (!(await isPublished(postId))) return unknownPost()
    const voterId = voterIdOf(request)
    const payload = await payloadClient()
    const mine = voterId
      ? await payload.find({
          collection: POST_RATINGS,
          where: { and: [{ article: { equals: postId } }, { voter: { equals: voterHash(voterId) } }] },
          limit: 1,
          depth: 0,
          overrideAccess: true,
        })
      : null
    const own = mine?.docs[0]?.rating ?? null
    return blockReply(200, { postId, summary: await getRatingSummary(postId), own })
  },
})
