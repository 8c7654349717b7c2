import { type ChildProcess, spawn } from 'node:child_process'
import path from 'node:path'

const SCRIPT = path.resolve(import.meta.dirname, 'mail-process.ts')

/** The mail test's second application process (tests/int/support/mail-process.ts). */
export type AppProcess = {
  child: ChildProcess
  /** Resolves with the next `RESULT` line's value. */
  result: <T>() => Promise<T>
  /** Resolves when the process printed `line` on a line of its own. */
  printed: (line: string) => Promise<void>
  kill: () => Promise<void>
}

export function startAppProcess(args: string[], env: Record<string, string> = {}): AppProcess {
  const child = spawn(process.execPath, ['--conditions=production', '--import', 'tsx', SCRIPT, ...args], {
    env: { ...process.env, NODE_ENV: 'test', ...env },
    stdio: ['pipe', 'pipe', 'pipe'],
  })
  let output = ''
  const waiters: Array<() => void> = []
  const onData = (chunk: Buffer) => {
    output += chunk
    for (const wake of waiters.splice(0)) wake()
  }
  child.stdout!.on('data', onData)
  child.stderr!.on('data', onData)
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()))
  child.once('exit', () => {
    for (const wake of waiters.splice(0)) wake()
  })

  let consumed = 0
  const next = (match: (line: string) => boolean) =>
    new Promise<string>((resolve, reject) => {
      const look = () => {
        const lines = output.split('\n')
        for (let i = consumed; i < lines.length - 1; i++) {
          if (match(lines[i])) {
            consumed = i + 1
            return resolve(lines[i])
          }
        }
        if (child.exitCode !== null || child.signalCode !== null)
          return reject(new Error(`process exited (${child.exitCode}):\n${output}`))
        waiters.push(look)
      }
      look()
    })

  return {
    child,
    result: async <T>() => JSON.parse((await next((l) => l.startsWith('RESULT '))).slice(7)) as T,
    printed: async (line) => void (await next((l) => l === line)),
    kill: async () => {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL')
      await exited
    },
  }
}
