/** One request of the bad-input corpus: sent as written (raw path, no redirect followed). */
export type Probe = {
  /** What part of the site it belongs to, for the report: pages, ajax, rest, extra. */
  group: string
  method: string
  /** The request target exactly as sent: path and query string, percent-encoding untouched. */
  path: string
  headers?: Record<string, string>
  body?: string | Buffer
}

/** A URL-encoded form body, with the header that says so. */
export function formProbe(group: string, path: string, fields: [string, string][]): Probe {
  return {
    group,
    method: 'POST',
    path,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams(fields).toString(),
  }
}

/** A JSON body (any value, or text that only claims to be JSON). */
export function jsonProbe(
  group: string,
  method: string,
  path: string,
  body: unknown | { raw: string },
): Probe {
  const text = body && typeof body === 'object' && 'raw' in body ? String(body.raw) : JSON.stringify(body)
  return { group, method, path, headers: { 'content-type': 'application/json' }, body: text }
}

/** A multipart body built by hand, so that broken parts can be sent too. */
export function multipartProbe(group: string, path: string, fields: [string, string][]): Probe {
  const boundary = '----escale-corpus'
  const parts = fields.map(
    ([name, value]) => `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`,
  )
  return {
    group,
    method: 'POST',
    path,
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
    body: `${parts.join('')}--${boundary}--\r\n`,
  }
}
