import http from 'node:http'
import type { Probe } from './types'

export type { Probe } from './types'

/** Every answer must come within this time (the server is warm: see warmUp). */
export const MAX_ANSWER_MS = 1_000

/** What must never reach a visitor: a stack frame, a source or dependency path, the server's folders. */
export const LEAK_PATTERNS: [string, RegExp][] = [
  ['stack frame', /\n\s{4}at\s/],
  ['TypeScript source position', /\.tsx?:\d/],
  ['dependency path', /node_modules/],
  ['server folder', /\/work\//],
  ['working directory', new RegExp(process.cwd().replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))],
]

export type Answer = { status: number; ms: number; body: string; contentType: string }

const agent = new http.Agent({ keepAlive: true, maxSockets: 1 })

/**
 * Sends one probe as written (raw path, no redirect followed) and reads the whole answer. A kept-alive
 * socket that the server closed while it sat idle fails at once with a reset when it is reused: that is
 * the client's race, not the server's answer, so such a request is sent once more on a new socket.
 */
export async function send(baseUrl: string, probe: Probe): Promise<Answer> {
  try {
    return await sendOnce(baseUrl, probe)
  } catch (error) {
    if (!(error as { reusedSocket?: boolean }).reusedSocket) throw error
    return sendOnce(baseUrl, probe)
  }
}

function sendOnce(baseUrl: string, probe: Probe): Promise<Answer> {
  const { hostname, port } = new URL(baseUrl)
  const started = performance.now()
  return new Promise((resolve, reject) => {
    const request = http.request(
      {
        agent,
        hostname,
        port,
        method: probe.method,
        path: probe.path,
        headers: {
          ...(probe.body !== undefined ? { 'content-length': String(Buffer.byteLength(probe.body)) } : {}),
          ...probe.headers,
        },
      },
      (response) => {
        const chunks: Buffer[] = []
        response.on('data', (chunk: Buffer) => chunks.push(chunk))
        response.on('end', () =>
          resolve({
            status: response.statusCode ?? 0,
            ms: performance.now() - started,
            body: Buffer.concat(chunks).toString('utf8'),
            contentType: String(response.headers['content-type'] ?? ''),
          }),
        )
        response.on('error', reject)
      },
    )
    request.setTimeout(15_000, () => request.destroy(new Error('no answer within 15 s')))
    request.on('error', (error: NodeJS.ErrnoException) => {
      const reset = error.code === 'ECONNRESET' || error.message === 'socket hang up'
      reject(Object.assign(error, { reusedSocket: reset && request.reusedSocket }))
    })
    if (probe.body !== undefined) request.write(probe.body)
    request.end()
  })
}

/** Why an answer fails the corpus's rules, or null. */
export function problemWith(answer: Answer): string | null {
  if (answer.status >= 500) return `status ${answer.status}`
  const leak = LEAK_PATTERNS.find(([, pattern]) => pattern.test(answer.body))
  if (leak) return `${leak[0]} in the body`
  if (answer.ms > MAX_ANSWER_MS) return `${Math.round(answer.ms)} ms`
  return null
}

/** The first line of a failure report: the request, then why, then the start of the body. */
export const describeFailure = (probe: Probe, answer: Answer | Error, problem: string) =>
  `${probe.method} ${probe.path.slice(0, 160)}${probe.body ? ` [${String(probe.body).slice(0, 80)}]` : ''} -> ${problem}` +
  (answer instanceof Error ? '' : ` :: ${answer.body.replace(/\s+/g, ' ').slice(0, 160)}`)
