import { existsSync, readFileSync, writeFileSync } from 'node:fs'

/** Reads a `KEY=value` file (no quoting, no interpolation); a missing file reads as empty. */
export function readEnvFile(path: string): Record<string, string> {
  if (!existsSync(path)) return {}
  const values: Record<string, string> = {}
  for (const line of readFileSync(path, 'utf8').split('\n')) {
    const match = /^\s*([A-Z0-9_]+)=(.*)$/.exec(line)
    if (match?.[1]) values[match[1]] = (match[2] ?? '').trim()
  }
  return values
}

/** Writes a `KEY=value` file readable only by its owner: it holds credentials. */
export function writeEnvFile(path: string, values: Record<string, string>, header: string): void {
  const lines = Object.entries(values).map(([key, value]) => `${key}=${value}`)
  writeFileSync(path, `# ${header}\n${lines.join('\n')}\n`, { mode: 0o600 })
}
