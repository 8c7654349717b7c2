import { ajaxUrl } from '@/lib/ajax/client'
import { BLOCK_ACTION, RATING_ACTION, nonceField } from './rules'

export type VoteOutcome = { kind: 'block'; html: string } | { kind: 'error'; message: string }

const NETWORK = 'Le vote n’a pas pu être envoyé. Vérifiez votre connexion puis réessayez.'
const FAILED = 'Le vote n’a pas pu être enregistré. Réessayez dans un instant.'

/** The rating's calls: form-encoded, with credentials (the visitor's cookie), never cached. */
const post = (fields: Record<string, string>) =>
  fetch(ajaxUrl(), {
    method: 'POST',
    body: new URLSearchParams(fields),
    credentials: 'include',
    cache: 'no-store',
  })

/**
 * Call 13: `action=postratings`, `pid`, `rate` and the block's nonce. An HTML answer is the new block,
 * whatever its status (thanks, already voted, page expired); a JSON answer is an error to show.
 */
export async function sendVote(postId: number, rate: number, nonce: string): Promise<VoteOutcome> {
  try {
    const response = await post({
      action: RATING_ACTION,
      pid: String(postId),
      rate: String(rate),
      [nonceField(postId)]: nonce,
    })
    if (response.headers.get('content-type')?.includes('text/html'))
      return { kind: 'block', html: await response.text() }
    const reply = (await response.json().catch(() => null)) as { error?: unknown } | null
    return { kind: 'error', message: typeof reply?.error === 'string' ? reply.error : FAILED }
  } catch {
    return { kind: 'error', message: NETWORK }
  }
}

/** The block as this browser should see it (its own note included), or null when it cannot be had. */
export async function fetchOwnBlock(postId: number): Promise<string | null> {
  try {
    const response = await post({ action: BLOCK_ACTION, pid: String(postId) })
    return response.ok ? await response.text() : null
  } catch {
    return null
  }
}
