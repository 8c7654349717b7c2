/**
 * `npm start`: one command from a fresh clone to a running site.
 * Validates the environment, migrates the database and seeds the French demo content when it is empty
 * (scripts/prepare-db.ts, in its own process), builds when there is no build yet, then serves with
 * `next start`.
 */
import { spawn, spawnSync } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'
import nextEnv from '@next/env'
import { DEMO_EDITOR } from '../src/features/seed/demo-editor'

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

run('npx', ['tsx', 'scripts/prepare-db.ts', '--invalidate-build'])

const buildId = path.join(process.cwd(), process.env.NEXT_DIST_DIR || '.next', 'BUILD_ID')
if (!fs.existsSync(buildId) || process.argv.includes('--rebuild')) {
  console.log('Construction du site (la première fois, quelques minutes)…')
  run('npx', ['next', 'build'])
}

const server = spawn('npx', ['next', 'start', '-p', String(config.PORT)], {
  stdio: 'inherit',
  env: process.env,
})
console.log(`\nEscale est en ligne : http://localhost:${config.PORT}`)
console.log(`Administration : http://localhost:${config.PORT}/admin`)
console.log(`Compte éditeur de démonstration : ${DEMO_EDITOR.email} / ${DEMO_EDITOR.password}\n`)
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => server.kill(signal))
server.on('exit', (code) => process.exit(code ?? 0))
