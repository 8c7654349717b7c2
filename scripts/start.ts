/**
 * `npm start`: one command from a fresh clone to a running site.
 * Validates the environment, migrates the database, seeds the French demo content when the database is
 * empty, builds when there is no build yet, then serves with `next start`.
 */
import { spawn, spawnSync } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'
import nextEnv from '@next/env'

nextEnv.loadEnvConfig(process.cwd())
;(process.env as Record<string, string | undefined>).NODE_ENV ??= 'production'
// No network calls from a public site's server: Next's anonymous telemetry stays off.
process.env.NEXT_TELEMETRY_DISABLED ??= '1'

const { env } = await import('../src/lib/env')
const config = env()
const { prepareDatabase } = await import('../src/features/seed/prepare')
const { editorLogin } = await prepareDatabase()

const buildId = path.join(process.cwd(), '.next', 'BUILD_ID')
if (!fs.existsSync(buildId) || process.argv.includes('--rebuild')) {
  console.log('Construction du site (première fois, quelques minutes)…')
  const build = spawnSync('npx', ['next', 'build'], { stdio: 'inherit', env: process.env })
  if (build.status !== 0) process.exit(build.status ?? 1)
}

const server = spawn('npx', ['next', 'start', '-p', String(config.PORT)], { stdio: 'inherit', env: process.env })
console.log(`\nEscale est en ligne : http://localhost:${config.PORT}`)
console.log(`Administration : http://localhost:${config.PORT}/admin`)
if (editorLogin) console.log(`Compte éditeur de démonstration : ${editorLogin.email} / ${editorLogin.password}\n`)
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => server.kill(signal))
server.on('exit', (code) => process.exit(code ?? 0))
