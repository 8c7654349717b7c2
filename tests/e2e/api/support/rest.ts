/**
 * A small client for Payload's REST API, with plain fetch so that it can talk to any instance (the main
 * e2e server or one started by a suite).
 */
export type Session = { token: string; id: number; email: string } | null
export type Reply = { status: number; body: Record<string, unknown> & { docs?: { id: number }[] } }
type Body = Record<string, unknown> | FormData | undefined

/** `where[a][b]=c` query strings from a nested object, as Payload reads them. */
export function whereQuery(where: Record<string, Record<string, string | number>>): string {
  const parts: string[] = []
  for (const [field, ops] of Object.entries(where)) {
    for (const [op, value] of Object.entries(ops)) {
      parts.push(`${encodeURIComponent(`where[${field}][${op}]`)}=${encodeURIComponent(String(value))}`)
    }
  }
  return parts.join('&')
}

export class Rest {
  constructor(readonly baseUrl: string) {}

  async call(method: string, path: string, session: Session, body?: Body): Promise<Reply> {
    const headers: Record<string, string> = {}
    if (session) headers.Authorization = `JWT ${session.token}`
    let payload: BodyInit | undefined
    if (body instanceof FormData) payload = body
    else if (body) {
      headers['Content-Type'] = 'application/json'
      payload = JSON.stringify(body)
    }
    const response = await fetch(`${this.baseUrl}${path}`, { method, headers, body: payload })
    const text = await response.text()
    let parsed: Reply['body'] = {}
    try {
      parsed = text ? JSON.parse(text) : {}
    } catch {
      parsed = { text }
    }
    return { status: response.status, body: parsed }
  }

  async login(email: string, password: string): Promise<NonNullable<Session>> {
    const reply = await this.call('POST', '/api/users/login', null, { email, password })
    if (reply.status !== 200) throw new Error(`login ${email}: ${reply.status} ${JSON.stringify(reply.body)}`)
    const user = reply.body.user as { id: number }
    return { token: String(reply.body.token), id: user.id, email }
  }
}
