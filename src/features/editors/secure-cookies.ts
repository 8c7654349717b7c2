/** Cookies the back office sets: Payload's session cookie and the editor's device cookie. */
const OUR_COOKIES = /^(payload-token|escale-editor-device)=/
const HAS_SECURE = /;\s*secure\s*(=|;|$)/i

/**
 * Marks the back office's cookies `Secure` on a response to a visitor who came over HTTPS. Payload marks
 * its session cookie only from its static configuration, which cannot know about the proxy in front.
 */
export function withSecureCookies(response: Response): Response {
  const cookies = response.headers.getSetCookie()
  if (!cookies.some((cookie) => OUR_COOKIES.test(cookie) && !HAS_SECURE.test(cookie))) return response
  const headers = new Headers(response.headers)
  headers.delete('set-cookie')
  for (const cookie of cookies) {
    headers.append(
      'set-cookie',
      OUR_COOKIES.test(cookie) && !HAS_SECURE.test(cookie) ? `${cookie}; Secure` : cookie,
    )
  }
  return new Response(response.body, { status: response.status, statusText: response.statusText, headers })
}

/** A response with one more cookie. */
export function withCookie(response: Response, cookie: string): Response {
  const headers = new Headers(response.headers)
  headers.append('set-cookie', cookie)
  return new Response(response.body, { status: response.status, statusText: response.statusText, headers })
}
