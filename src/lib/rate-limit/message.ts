const plural = (count: number, word: string) => `${count} ${word}${count > 1 ? 's' : ''}`

/** A wait in French words, rounded up: "30 secondes", "1 minute", "15 minutes", "1 heure". */
export function frenchDelay(seconds: number): string {
  const whole = Math.max(1, Math.ceil(seconds))
  if (whole < 60) return plural(whole, 'seconde')
  const minutes = Math.ceil(whole / 60)
  if (minutes < 60) return plural(minutes, 'minute')
  return plural(Math.ceil(minutes / 60), 'heure')
}

/** The whole refusal: the rule's message and when to try again. */
export const refusalMessage = (message: string, retryAfterSeconds: number) =>
  `${message} Réessayez dans ${frenchDelay(retryAfterSeconds)}.`

/**
 * The 429 answer: JSON `{ error }` (plus any fields the caller's protocol needs), `Retry-After` in
 * seconds, never cached.
 */
export function tooManyRequests(
  message: string,
  retryAfterSeconds: number,
  extra: Record<string, unknown> = {},
): Response {
  return Response.json(
    { error: message, ...extra },
    {
      status: 429,
      headers: { 'Retry-After': String(retryAfterSeconds), 'Cache-Control': 'no-store' },
    },
  )
}
