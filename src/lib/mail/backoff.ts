/**
 * When to try a mail again after a failed SMTP attempt: 1 minute after the first failure, then doubling
 * (2, 4, 8 ...) up to one hour between attempts. After MAX_ATTEMPTS the mail is marked failed and waits for
 * an editor to queue it again; the schedule covers about six hours of an unreachable mail server.
 */
export const FIRST_RETRY_MS = 60_000
export const MAX_RETRY_MS = 60 * 60_000
export const MAX_ATTEMPTS = 12

/** Delay before the next attempt, given how many attempts have failed so far (1 or more). */
export function retryDelayMs(failedAttempts: number): number {
  const doublings = Math.max(0, failedAttempts - 1)
  // 2 ** 30 and beyond would only ever be capped: stop the growth early to stay in safe integers.
  return Math.min(FIRST_RETRY_MS * 2 ** Math.min(doublings, 30), MAX_RETRY_MS)
}

/** The next attempt's time, or null when the mail has used all its attempts. */
export function nextAttemptAfter(failedAttempts: number, now: Date): Date | null {
  if (failedAttempts >= MAX_ATTEMPTS) return null
  return new Date(now.getTime() + retryDelayMs(failedAttempts))
}
