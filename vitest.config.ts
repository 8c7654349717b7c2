import os from 'node:os'
import path from 'node:path'
import { defineConfig } from 'vitest/config'

const alias = {
  '@': path.resolve(import.meta.dirname, 'src'),
  '@payload-config': path.resolve(import.meta.dirname, 'src/payload.config.ts'),
  // `server-only` throws outside a React Server environment; tests run server code directly.
  'server-only': path.resolve(import.meta.dirname, 'tests/support/empty-module.ts'),
}

export default defineConfig({
  resolve: { alias },
  test: {
    projects: [
      {
        resolve: { alias },
        test: {
          name: 'unit',
          include: ['src/**/*.test.ts', 'src/**/*.test.tsx', 'scripts/**/*.test.ts', 'bench/**/*.test.ts'],
          environment: 'node',
          // Vitest keeps a core for itself by default: one worker on the 2-core machines, twice as long.
          // Threads start faster than the default forked processes, and no unit test needs its own process.
          pool: 'threads',
          maxWorkers: os.availableParallelism(),
        },
      },
      {
        // Outside Next there is no data cache: a pass-through stand-in (tests/support/next-cache.ts).
        resolve: {
          alias: { ...alias, 'next/cache': path.resolve(import.meta.dirname, 'tests/support/next-cache.ts') },
        },
        test: {
          name: 'int',
          include: ['tests/int/**/*.int.test.ts'],
          environment: 'node',
          testTimeout: 120_000,
          hookTimeout: 300_000,
          // One Payload instance per file and one database: files run one after another, each in a fresh
          // process (the Payload config reads DATABASE_URL once, at import). Two lanes (the PostgreSQL
          // files beside the others) were measured slower beside the e2e build: the machine is CPU-bound.
          fileParallelism: false,
          pool: 'forks',
          isolate: true,
          // Lexical's Node entry files use a top-level await that sometimes never settles on Node 20;
          // an explicit export condition loads its plain builds (src/features/seed/node-conditions.ts).
          execArgv: ['--conditions=production'],
        },
      },
    ],
  },
})
