import { spawn } from 'node:child_process'
import http from 'node:http'
import path from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'

/**
 * The production server's process (scripts/server/http-server.ts), run without Next by
 * test-server.fixture.ts: its request ids, its log lines, and its exit on SIGTERM.
 */
const FIXTURE = path.join(import.meta.dirname, 'test-server.fixture.ts')

type Line = Record<string, unknown>

function startServer(shutdownTimeoutMs: number) {
  const child = spawn(process.execPath, ['--import', 'tsx', FIXTURE], {
    // Port 0: the system picks a free port, which the `listening` line gives.
    env: { ...process.env, PORT: '0', SHUTDOWN_TIMEOUT_MS: String(shutdownTimeoutMs) },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  let output = ''
  child.stdout.on('data', (chunk) => (output += chunk))
  child.stderr.on('data', (chunk) => (output += chunk))
  const lines = (): Line[] =>
    output
      .split('\n')
      .filter((line) => line.startsWith('{'))
      .map((line) => JSON.parse(line) as Line)
  // `close`, not `exit`: the process may exit before the parent has read the last of its output.
  const exited = new Promise<{ code: number | null; at: number }>((resolve) =>
    child.once('close', (code) => resolve({ code, at: Date.now() })),
  )
  const server = { port: 0, child, lines, exited, ready: Promise.resolve(), output: () => output }
  server.ready = (async () => {
    let listening: Line | undefined
    while (!(listening = lines().find((line) => line.msg === 'listening'))) {
      if (child.exitCode !== null) throw new Error(`exited early:\n${output}`)
      await new Promise((resolve) => setTimeout(resolve, 50))
    }
    server.port = listening.port as number
  })()
  started.push(child)
  return server
}

const started: ReturnType<typeof spawn>[] = []
afterEach(() => {
  for (const child of started.splice(0)) if (child.exitCode === null) child.kill('SIGKILL')
})

/** A POST whose body comes a byte every 100 ms; `bytes` of Infinity never ends. */
function trickle(port: number, bytes: number) {
  let sent = 0
  const req = http.request({
    port,
    host: '127.0.0.1',
    method: 'POST',
    path: '/lent',
    headers: { 'content-length': Number.isFinite(bytes) ? bytes : 1_000_000, 'x-request-id': 'lent-1' },
  })
  const answer = new Promise<{ status: number; body: string; connection?: string }>((resolve, reject) => {
    req.on('response', (res) => {
      let body = ''
      res.setEncoding('utf8')
      res.on('data', (chunk) => (body += chunk))
      res.on('end', () => resolve({ status: res.statusCode!, body, connection: res.headers.connection }))
    })
    req.on('error', reject)
  })
  const tick = setInterval(() => {
    if (req.destroyed) return clearInterval(tick)
    req.write('x')
    if (++sent === bytes) {
      clearInterval(tick)
      req.end()
    }
  }, 100)
  return answer
}

describe('the production server process', { timeout: 20_000 }, () => {
  it('answers with the request id it kept or made, and logs an error with it', async () => {
    const server = startServer(2_000)
    await server.ready
    const kept = await fetch(`http://127.0.0.1:${server.port}/panne?email=a@b.example`, {
      headers: { 'x-request-id': 'proxy-42' },
    })
    expect(kept.status).toBe(500)
    expect(kept.headers.get('x-request-id')).toBe('proxy-42')
    const made = await fetch(`http://127.0.0.1:${server.port}/`, { method: 'POST', body: 'abc' })
    expect(await made.text()).toBe('reçu 3 octets')
    expect(made.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/)

    server.child.kill('SIGTERM')
    expect((await server.exited).code).toBe(0)
    const lines = server.lines()
    expect(lines).toContainEqual(
      expect.objectContaining({ level: 50, requestId: 'proxy-42', msg: 'la base ne répond pas' }),
    )
    const error = lines.find((line) => line.requestId === 'proxy-42' && line.err) as {
      err: { stack: string }
    }
    expect(error.err.stack).toContain('la base ne répond pas')
    expect(lines).toContainEqual(
      expect.objectContaining({ requestId: 'proxy-42', path: '/panne', status: 500, msg: 'request' }),
    )
    expect(lines).toContainEqual(
      expect.objectContaining({ requestId: made.headers.get('x-request-id'), status: 200, bytes: 14 }),
    )
    expect(server.output()).not.toContain('a@b.example')
  })

  it('on SIGTERM refuses new connections, finishes the request in flight, then exits 0', async () => {
    const server = startServer(5_000)
    await server.ready
    const inFlight = trickle(server.port, 10)
    await new Promise((resolve) => setTimeout(resolve, 300))
    server.child.kill('SIGTERM')
    await new Promise((resolve) => setTimeout(resolve, 100))
    await expect(fetch(`http://127.0.0.1:${server.port}/`)).rejects.toThrow()

    expect(await inFlight).toEqual({ status: 200, body: 'reçu 10 octets', connection: 'close' })
    expect((await server.exited).code).toBe(0)
    const lines = server.lines()
    expect(lines).toContainEqual(
      expect.objectContaining({ msg: 'shutting down', signal: 'SIGTERM', inFlight: 1 }),
    )
    expect(lines).toContainEqual(expect.objectContaining({ requestId: 'lent-1', status: 200 }))
    expect(lines).toContainEqual(expect.objectContaining({ msg: 'stopped' }))
  })

  it('exits 1 once the limit is past when a request outlives it', async () => {
    const server = startServer(1_000)
    await server.ready
    void trickle(server.port, Infinity).catch(() => {})
    await new Promise((resolve) => setTimeout(resolve, 300))
    const signalled = Date.now()
    server.child.kill('SIGTERM')
    const { code, at } = await server.exited
    expect(code).toBe(1)
    expect(at - signalled).toBeGreaterThanOrEqual(950)
    expect(at - signalled).toBeLessThan(3_000)
    expect(server.lines()).toContainEqual(
      expect.objectContaining({
        level: 50,
        msg: 'shutdown limit reached, exiting',
        inFlight: 1,
        limitMs: 1_000,
      }),
    )
  })
})
