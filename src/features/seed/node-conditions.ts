import { spawnSync } from 'node:child_process'

/**
 * Lexical's Node entry points (`lexical/dist/*.node.mjs`) pick their build with a top-level `await import()`.
 * On Node 20, a module graph holding many of them sometimes never settles: the script exits with code 13
 * ("unsettled top-level await") or hangs, in about one run out of three on a loaded 2-core machine.
 * An explicit `development` or `production` export condition makes Node load Lexical's plain ESM builds,
 * which have no top-level await. Scripts call this first: when the condition is missing, it runs the
 * same script again in a child process with the condition set, and exits with the child's code.
 */
export function rerunWithExportCondition(): void {
  const flags = `${process.env.NODE_OPTIONS ?? ''} ${process.execArgv.join(' ')}`
  if (/--conditions[= ]|(^|\s)-C\s/.test(flags)) return
  const condition = process.env.NODE_ENV === 'production' ? 'production' : 'development'
  const child = spawnSync(process.execPath, [...process.execArgv, ...process.argv.slice(1)], {
    stdio: 'inherit',
    env: {
      ...process.env,
      NODE_OPTIONS: `${process.env.NODE_OPTIONS ?? ''} --conditions=${condition}`.trim(),
    },
  })
  process.exit(child.status ?? 1)
}
