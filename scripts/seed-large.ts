/**
 * `npm run seed:large`: adds the benchmark data set (10,000 articles, 20,000 events, 2,000 places; with
 * `-- --huge`, 100,000 documents: 30,000 articles, 62,000 events, 8,000 places) to the database of
 * DATABASE_URL, indexes everything for the search, after migrating it and writing the demo content if it is empty. Refuses to add
 * the set twice: it stops when articles with the `bench-` slug prefix already exist.
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
const { seedDemoContent } = await import('../src/features/seed/seed-demo')
const { seedLargeDataSet } = await import('../src/features/seed/large')
const { BENCH_COUNTS, HUGE_COUNTS } = await import('../src/features/seed/large-data')

const payload = await getPayload({ config })
let exitCode = 0
try {
  await payload.db.migrate()
  const { totalDocs } = await payload.count({ collection: 'articles', overrideAccess: true })
  if (totalDocs === 0) await seedDemoContent(payload)
  const result = await seedLargeDataSet(
    payload,
    new Date(),
    process.argv.includes('--huge') ? HUGE_COUNTS : BENCH_COUNTS,
  )
  if (result.added) {
    console.log(
      `Jeu de test ajouté en ${result.seconds.toFixed(1)} s : ${result.articles} articles, ${result.events} événements, ${result.places} lieux.`,
    )
  } else {
    console.log(`Jeu de test déjà présent (${result.existing} articles « bench- ») : rien n’a été ajouté.`)
  }
} catch (error) {
  console.error(error)
  exitCode = 1
} finally {
  await payload.destroy()
}
process.exit(exitCode)
