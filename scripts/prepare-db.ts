/**
 * Migrates the database of DATABASE_URL and seeds the demo content when it is empty (`--no-seed`: only
 * migrate). Prints the demo editor login when that account exists.
 */
import nextEnv from '@next/env'
import { rerunWithExportCondition } from '../src/features/seed/node-conditions'

// Works around Lexical's top-level await on Node 20 (see node-conditions.ts) before loading Payload.
rerunWithExportCondition()
nextEnv.loadEnvConfig(process.cwd())
const { prepareDatabase } = await import('../src/features/seed/prepare')
const { editorLogin } = await prepareDatabase({ seed: !process.argv.includes('--no-seed') })
if (editorLogin) console.log(`Compte éditeur de démonstration : ${editorLogin.email} / ${editorLogin.password}`)
process.exit(0)
