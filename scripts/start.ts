/**
 * `npm start`: one command from a fresh clone to a running site.
 * Validates the environment, migrates the database and seeds the French demo content when it is empty
 * (scripts/prepare-db.ts, in its own process), builds when there is no build yet, then serves through
 * scripts/serve.ts and prints one banner (address, admin, demo login) once the site answers.
 */
import { spawn, spawnSync } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import nextEnv from '@next/env'

nextEnv.loadEnvConfig(process.cwd())
;(process.env as Record<string, string | undefined>).NODE_ENV ??= 'production'
// No network calls from a public site's server: Next's anonymous telemetry stays off.
process.env.NEXT_TELEMETRY_DISABLED ??= '1'

const { env } = await import('../src/lib/env')
let config: ReturnType<typeof env>
try {
  config = env()
} catch (error) {
  console.error((error as Error).message)
  process.exit(1)
}

const run = (command: string, args: string[]) => {
  const result = spawnSync(command, args, { stdio: 'inherit', env: process.env })
  if (result.status !== 0) process.exit(result.status ?? 1)
}

const loginFile = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'escale-start-')), 'login.json')
run('npx', ['tsx', 'scripts/prepare-db.ts', '--invalidate-build', '--login-file', loginFile])
const demoLogin = fs.readFileSync(loginFile, 'utf8')
fs.rmSync(path.dirname(loginFile), { recursive: true, force: true })

const buildId = path.join(process.cwd(), process.env.NEXT_DIST_DIR || '.next', 'BUILD_ID')
if (!fs.existsSync(buildId) || process.argv.includes('--rebuild')) {
  console.log('Construction du site (la première fois, quelques minutes)…')
  run('npx', ['next', 'build'])
}

// The production server around Next (scripts/serve.ts): request logs, graceful shutdown on SIGTERM.
// The export condition loads Lexical's plain builds (src/features/seed/node-conditions.ts says why).
const server = spawn(
  process.execPath,
  ['--conditions=production', '--import', 'tsx', path.join('scripts', 'serve.ts')],
  { stdio: 'inherit', env: process.env },
)
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => server.kill(signal))
server.on('exit', (code) => process.exit(code ?? 0))

/** Waits until the site answers, then says where it is (and the demo login, when that account exists). */
async function announceWhenReady() {
  const local = `http://localhost:${config.PORT}`
  for (let tries = 0; tries < 240; tries++) {
    try {
      if ((await fetch(`${local}/robots.txt`)).ok) break
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250))
  }
  const lines = [`Escale est en ligne : ${local}`, `Administration : ${local}/admin`]
  if (demoLogin) {
    const { email, password } = JSON.parse(demoLogin) as { email: string; password: string }
    lines.push(`Compte éditeur de démonstration : ${email} / ${password}`)
  }
  console.log(`\n${lines.join('\n')}\n`)
}
void announceWhenReady()
