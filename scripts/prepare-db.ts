/** Migrates the database of DATABASE_URL and seeds the demo content when it is empty. */
import nextEnv from '@next/env'

nextEnv.loadEnvConfig(process.cwd())
const { prepareDatabase } = await import('../src/features/seed/prepare')
await prepareDatabase({ seed: !process.argv.includes('--no-seed') })
process.exit(0)
