/** An error the operator caused or can fix, with its exit code: 2 for a refusal or bad usage, 1 otherwise. */
export class OperatorError extends Error {
  constructor(
    message: string,
    readonly exitCode: 1 | 2 = 1,
  ) {
    super(message)
  }
}

/** Runs a command-line tool's body: its error message (not a stack) on stderr and its exit code. */
export function runCli(body: () => Promise<void>) {
  body().then(
    () => process.exit(0),
    (error: unknown) => {
      console.error(`\n${error instanceof Error ? error.message : String(error)}`)
      process.exit(error instanceof OperatorError ? error.exitCode : 1)
    },
  )
}

export const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`

export const megabytes = (bytes: number) => `${(bytes / 1_048_576).toFixed(1)} MB`
