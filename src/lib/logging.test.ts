import { Writable } from 'node:stream'
import { pino } from 'pino'
import { describe, expect, it } from 'vitest'
import { downgradeClientErrors } from './logging'

class HttpError extends Error {
  constructor(
    message: string,
    public status: number,
  ) {
    super(message)
  }
}

function capture() {
  const lines: Record<string, unknown>[] = []
  const stream = new Writable({
    write(chunk, _encoding, done) {
      lines.push(JSON.parse(String(chunk)))
      done()
    },
  })
  const logger = pino({ level: 'info', hooks: { logMethod: downgradeClientErrors } }, stream)
  return { logger, lines }
}

describe('downgradeClientErrors', () => {
  it('logs a refusal the client caused at info, with its status and message and no stack', () => {
    const { logger, lines } = capture()
    logger.error({ err: new HttpError('L’adresse e-mail ou le mot de passe fourni est incorrect.', 401) })
    expect(lines).toHaveLength(1)
    expect(lines[0]).toMatchObject({
      level: 30,
      status: 401,
      msg: 'L’adresse e-mail ou le mot de passe fourni est incorrect.',
    })
    expect(JSON.stringify(lines[0])).not.toContain('stack')
  })

  it('keeps server errors, and everything else, as they were', () => {
    const { logger, lines } = capture()
    logger.error({ err: new HttpError('Something went wrong.', 500) })
    logger.error({ err: new Error('boom') }, 'ajax handler failed')
    logger.error('plain message')
    logger.warn({ err: new HttpError('not found', 404) }, 'a warning stays a warning')
    expect(lines.map((line) => line.level)).toEqual([50, 50, 50, 40])
    expect((lines[0].err as { stack: string }).stack).toContain('Something went wrong.')
    expect(lines[1].msg).toBe('ajax handler failed')
  })
})
