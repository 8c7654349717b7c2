import { execFileSync } from 'node:child_process'

/**
 * How slow this machine is to hand new memory to a new process, as it does to a browser's renderer at
 * every page Lighthouse loads. On some virtual machines each first touch of a memory page costs tens of
 * times what it costs elsewhere: every task of the page then runs slower in the trace, and Lighthouse's
 * model, which multiplies the observed work by 4, counts it all as the page's total blocking time.
 */
export type FreshMemory = { firstTouchMs: number; againMs: number }

const MEGABYTES = 256

/** Writes 256 MB twice in a new Node process: the first pass faults every page in, the second does not. */
export function measureFreshMemory(): FreshMemory {
  const script = `const b = Buffer.alloc(${MEGABYTES} * 1048576); let t = performance.now(); b.fill(1);
    const first = performance.now() - t; t = performance.now(); b.fill(2);
    console.log(JSON.stringify({ firstTouchMs: first, againMs: performance.now() - t }))`
  return JSON.parse(execFileSync(process.execPath, ['-e', script], { encoding: 'utf8' })) as FreshMemory
}

/** A machine commonly faults new pages in at 2 to 6 times the cost of writing them; above 10 it says so. */
const SLOW_RATIO = 10

export function describeFreshMemory({ firstTouchMs, againMs }: FreshMemory): string {
  const ratio = firstTouchMs / Math.max(againMs, 0.1)
  const figures = `new memory: ${MEGABYTES} MB written in ${Math.round(firstTouchMs)} ms the first time, ${Math.round(againMs)} ms again (${ratio.toFixed(0)} ×)`
  return ratio > SLOW_RATIO
    ? `${figures}. This machine is slow to give memory to new processes: the pages' main-thread work, and so total blocking time and performance, are inflated here; compare figures only within one run.`
    : figures
}
