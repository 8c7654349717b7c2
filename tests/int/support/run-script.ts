import { spawn } from 'node:child_process'
import path from 'node:path'

export type ScriptRun = { code: number | null; stdout: string; stderr: string; ms: number }

const ROOT = path.resolve(import.meta.dirname, '..', '..', '..')

/**
 * Runs one of scripts/*.ts in its own process, without blocking this one (a writer keeps writing
 * meanwhile). Killed past `timeoutMs`, so that a stuck script fails the test instead of hanging it.
 */
export function runScript(
  script: string,
  args: string[],
  env: Record<string, string>,
  timeoutMs = 60_000,
): Promise<ScriptRun> {
  const started = Date.now()
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', path.join('scripts', script), ...args], {
      cwd: ROOT,
      env: { ...process.env, LOG_LEVEL: 'warn', ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    })
    let stdout = ''
    let stderr = ''
    child.stdout.setEncoding('utf8').on('data', (chunk: string) => (stdout += chunk))
    child.stderr.setEncoding('utf8').on('data', (chunk: string) => (stderr += chunk))
    const timer = setTimeout(() => {
      child.kill('SIGKILL')
      reject(new Error(`${script} still running after ${timeoutMs} ms:\n${stdout}\n${stderr}`))
    }, timeoutMs)
    child.on('error', (error) => {
      clearTimeout(timer)
      reject(error)
    })
    child.on('close', (code) => {
      clearTimeout(timer)
      resolve({ code, stdout, stderr, ms: Date.now() - started })
    })
  })
}
