/**
 * Work to finish before the server process exits: background workers register a stop here, and the
 * production server (scripts/serve.ts) runs them on SIGTERM while it finishes the requests in flight.
 * The list lives on `globalThis` under a registered symbol because the server script and the app's
 * bundled code each load their own copy of this module into the one process.
 */
type Stop = () => Promise<void> | void

const STOPS = Symbol.for('escale.shutdown.stops')

function stops(): Map<string, Stop> {
  const holder = globalThis as typeof globalThis & { [STOPS]?: Map<string, Stop> }
  return (holder[STOPS] ??= new Map())
}

/** Registers (or replaces) the stop of a named worker. */
export function onShutdown(name: string, stop: Stop): void {
  stops().set(name, stop)
}

/** Runs every registered stop at once; a failing one is reported and does not hold the others. */
export async function runShutdownStops(report: (name: string, error: unknown) => void): Promise<void> {
  const all = [...stops()]
  stops().clear()
  await Promise.all(
    all.map(async ([name, stop]) => {
      try {
        await stop()
      } catch (error) {
        report(name, error)
      }
    }),
  )
}
