/**
 * Migrates the database of DATABASE_URL and seeds the demo content when it is empty (`--no-seed`: only
 * migrate). Prints the demo editor login when that account exists. `--invalidate-build`: when it seeded,
 * it also removes the build's BUILD_ID and data cache (NEXT_DIST_DIR, else .next), since a build made
 * from another database would serve that database's pages; `npm start` then builds again.
 * `--login-file <path>`: writes the demo login there (JSON) instead of printing it, for `npm start` to
 * show it once, in its banner, when the site answers.
 */
import fs from 'node:fs'
import path from 'node:path'
import nextEnv from '@next/env'
import { rerunWithExportCondition } from '../src/features/seed/node-conditions'

// Works around Lexical's top-level await on Node 20 (see node-conditions.ts) before loading Payload.
rerunWithExportCondition()
nextEnv.loadEnvConfig(process.cwd())
const { prepareDatabase } = await import('../src/features/seed/prepare')
const { seeded, editorLogin } = await prepareDatabase({ seed: !process.argv.includes('--no-seed') })
if (seeded && process.argv.includes('--invalidate-build')) {
  const distDir = path.resolve(process.env.NEXT_DIST_DIR || '.next')
  for (const stale of ['BUILD_ID', 'cache/fetch-cache'])
    fs.rmSync(path.join(distDir, stale), { recursive: true, force: true })
}
const loginFileAt = process.argv.indexOf('--login-file')
if (loginFileAt !== -1) {
  const loginFile = process.argv[loginFileAt + 1]
  if (!loginFile) throw new Error('--login-file demande un chemin de fichier.')
  // Always written, empty without a demo account, so that the caller can read it unconditionally.
  fs.writeFileSync(loginFile, editorLogin ? JSON.stringify(editorLogin) : '')
} else if (editorLogin) {
  console.log(`Compte éditeur de démonstration : ${editorLogin.email} / ${editorLogin.password}`)
}
process.exit(0)
