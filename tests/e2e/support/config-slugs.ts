/**
 * Prints the slugs of every collection and global of the Payload config, as JSON, once Payload has built
 * it (with the collections and globals Payload adds itself: jobs, preferences, locked documents...).
 * Run with tsx; suites call `configSlugs()` from app-server.ts.
 */
import { rerunWithExportCondition } from '../../../src/features/seed/node-conditions'

// Works around Lexical's top-level await on Node 20 (see node-conditions.ts) before loading Payload.
rerunWithExportCondition()
const { default: built } = await import('../../../src/payload.config')
const config = await built
console.log(
  JSON.stringify({
    collections: config.collections.map((collection) => collection.slug),
    globals: config.globals.map((global) => global.slug),
  }),
)
process.exit(0)
