/**
 * Runs a benchmark's main function and exits with its code: 0 every budget met, 1 one missed; 2 when the
 * run itself failed (the error is printed).
 */
export function runBench(main: () => Promise<number>): void {
  main().then(
    (code) => process.exit(code),
    (error: unknown) => {
      console.error(`[bench] ${(error as Error).stack ?? error}`)
      process.exit(2)
    },
  )
}
