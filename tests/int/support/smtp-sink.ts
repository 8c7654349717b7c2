import net from 'node:net'
import { type ParsedMail, simpleParser } from 'mailparser'
import { SMTPServer } from 'smtp-server'

/** accept: take every mail; reject: answer 451 (try later) to every recipient; hold: never answer DATA. */
export type SinkMode = 'accept' | 'reject' | 'hold'

/**
 * A real SMTP server on 127.0.0.1 for the outbox tests. Its port is fixed when it is created, so it can be
 * stopped ("the mail server is down") and started again on the same address ("it is back").
 */
export type SmtpSink = {
  url: string
  /** The mails the sink accepted (answered 250 after DATA), in order. */
  received: ParsedMail[]
  count: (subject: string) => number
  up: (options?: { mode?: SinkMode; delayMs?: number }) => Promise<void>
  down: () => Promise<void>
}

async function freePort(): Promise<number> {
  const probe = net.createServer()
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve))
  const { port } = probe.address() as net.AddressInfo
  await new Promise((resolve) => probe.close(resolve))
  return port
}

export async function smtpSink(): Promise<SmtpSink> {
  const port = await freePort()
  const received: ParsedMail[] = []
  let server: SMTPServer | undefined

  const up: SmtpSink['up'] = async ({ mode = 'accept', delayMs = 0 } = {}) => {
    server = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      logger: false,
      closeTimeout: 100,
      onRcptTo(_address, _session, callback) {
        if (mode !== 'reject') return callback()
        callback(Object.assign(new Error('Service temporairement indisponible'), { responseCode: 451 }))
      },
      onData(stream, _session, callback) {
        simpleParser(stream).then(async (mail) => {
          if (mode === 'hold') return
          if (delayMs) await new Promise((resolve) => setTimeout(resolve, delayMs))
          received.push(mail)
          callback()
        }, callback)
      },
    })
    await new Promise<void>((resolve, reject) => {
      server!.once('error', reject)
      server!.listen(port, '127.0.0.1', () => resolve())
    })
  }

  const down = async () => {
    const stopping = server
    server = undefined
    if (stopping) await new Promise<void>((resolve) => stopping.close(() => resolve()))
  }

  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    count: (subject) => received.filter((mail) => mail.subject === subject).length,
    up,
    down,
  }
}
