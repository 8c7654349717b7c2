/**
 * `npm run search:reindex`: builds the search index of DATABASE_URL again from every published document
 * (src/features/search/reindex.ts). The index follows each save by itself; this is for a database whose
 * index was written by an older version of the site (the way it reads a document's text changed) or
 * restored without it. Restart the site afterwards: a running server keeps the words it read for a while.
 */
import os from 'node:os'
import nextEnv from '@next/env'
import { rerunWithExportCondition } from '../src/features/seed/node-conditions'

// Works around Lexical's top-level await on Node 20 (see node-conditions.ts) before loading Payload.
rerunWithExportCondition()
nextEnv.loadEnvConfig(process.cwd())
// node-postgres takes the user name from $USER when the URL has none; some shells leave it unset.
process.env.PGUSER ??= process.env.USER ?? os.userInfo().username

const { getPayload } = await import('payload')
const { default: config } = await import('@payload-config')
const { rebuildSearchIndex } = await import('../src/features/search/reindex')

const payload = await getPayload({ config })
let exitCode = 0
try {
  const started = Date.now()
  const count = await rebuildSearchIndex(payload)
  console.log(
    `Index de recherche reconstruit : ${count} documents en ${((Date.now() - started) / 1000).toFixed(1)} s.`,
  )
} catch (error) {
  console.error('La reconstruction de l’index de recherche a échoué :', error)
  exitCode = 1
}
await payload.destroy()
process.exit(exitCode)
