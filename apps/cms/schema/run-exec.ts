/**
 * For tests: runs a Run Script operation's code through Directus' own exec operation (isolated-vm,
 * from the installed runtime), with the flow's data and the limits Directus applies by default.
 */
interface ExecOperation {
  handler(options: { code: string }, context: Record<string, unknown>): Promise<unknown>
}

// the operation ships without type declarations
const { default: exec }: { default: ExecOperation } = await import(
  new URL('../runtime/node_modules/@directus/api/dist/operations/exec/index.js', import.meta.url)
    .href
)

const logger = { info() {}, warn() {}, error() {}, trace() {}, debug() {} }

export function runExec(code: string, data: Record<string, unknown>): Promise<unknown> {
  return exec.handler(
    { code },
    { data, env: { FLOWS_RUN_SCRIPT_MAX_MEMORY: 32, FLOWS_RUN_SCRIPT_TIMEOUT: 10_000 }, logger },
  )
}
