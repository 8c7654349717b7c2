/**
 * `npm run seed`: migrates the database of DATABASE_URL and writes the demo content when it is empty.
 * `npm run seed -- --reset` first empties it: deletes the SQLite file (file: URLs only) and MEDIA_DIR, or
 * drops and recreates the `public` schema of PostgreSQL.
 */
import fs from 'node:fs'
import { createRequire } from 'node:module'
import os from 'node:os'
import path from 'node:path'
import nextEnv from '@next/env'
import { rerunWithExportCondition } from '../src/features/seed/node-conditions'

// Works around Lexical's top-level await on Node 20 (see node-conditions.ts) before loading Payload.
rerunWithExportCondition()
nextEnv.loadEnvConfig(process.cwd())
// A PostgreSQL URL without a user name means "the login name" for libpq tools (psql); node-postgres reads
// it from $USER instead, which some shells and containers leave unset.
process.env.PGUSER ??= process.env.USER ?? os.userInfo().username
const { env, isPostgres, sqlitePath } = await import('../src/lib/env')
const config = env()

async function resetPostgres(url: string) {
  // `pg` comes with the PostgreSQL adapter; resolve it from there rather than relying on hoisting.
  const require = createRequire(import.meta.resolve('@payloadcms/db-postgres'))
  const { Client } = require('pg') as typeof import('pg')
  const client = new Client({ connectionString: url })
  await client.connect()
  try {
    await client.query('DROP SCHEMA IF EXISTS public CASCADE')
    await client.query('CREATE SCHEMA public')
  } finally {
    await client.end()
  }
}

function removeInside(target: string) {
  const cwd = process.cwd()
  const resolved = path.resolve(cwd, target)
  // Never delete the working directory or a folder above it, whatever the environment says.
  if (resolved === cwd || cwd.startsWith(resolved + path.sep))
    throw new Error(`Refus de supprimer ${resolved}`)
  fs.rmSync(resolved, { recursive: true, force: true })
}

if (process.argv.includes('--reset')) {
  if (isPostgres(config.DATABASE_URL)) {
    await resetPostgres(config.DATABASE_URL)
    console.log('Schéma PostgreSQL « public » recréé.')
  } else {
    const file = sqlitePath(config.DATABASE_URL)
    for (const suffix of ['', '-wal', '-shm', '-journal']) removeInside(`${file}${suffix}`)
    console.log(`Base SQLite supprimée : ${file}`)
  }
  removeInside(config.MEDIA_DIR)
  console.log(`Médias supprimés : ${config.MEDIA_DIR}`)
}

const started = Date.now()
const { prepareDatabase } = await import('../src/features/seed/prepare')
const { editorLogin } = await prepareDatabase()
console.log(`Base prête en ${((Date.now() - started) / 1000).toFixed(1)} s.`)
if (editorLogin)
  console.log(`Compte éditeur de démonstration : ${editorLogin.email} / ${editorLogin.password}`)
process.exit(0)
