/** What the long-running tools (faults, load, soak) share on the command line. */

/** The number after `name` in `args`, or `fallback` when it is not given. */
export function numberOption(name: string, fallback: number, args = process.argv.slice(2)): number {
  const at = args.indexOf(name)
  return at === -1 ? fallback : Number(args[at + 1])
}

/**
 * Something the machine lacks, said in one line of what to do about it: no stack trace, which
 * would only bury the line.
 */
export class MissingSetupError extends Error {
  override name = 'MissingSetupError'
}

/**
 * Runs a tool to its end: an error is logged with its stack and exits 2 (1 stays "ran, but a
 * figure is off"), a MissingSetupError with its message alone; and `cleanUp` stops what the tool
 * started whatever happened.
 */
export async function runTool(
  main: () => Promise<void>,
  cleanUp: () => Promise<void>,
  log: (message: string) => void,
): Promise<void> {
  try {
    await main()
  } catch (error) {
    log(
      error instanceof MissingSetupError
        ? error.message
        : String(error instanceof Error ? error.stack : error),
    )
    process.exitCode = 2
  } finally {
    await cleanUp()
  }
}
