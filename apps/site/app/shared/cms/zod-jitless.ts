/**
 * zod 4 probes once, before its first object parse, whether it may compile parsers with
 * `new Function` (its JIT). The site's Content-Security-Policy has no 'unsafe-eval', so in the
 * browser that probe is a CSP violation, reported on every page that parses (ADR 022). zod's
 * documented `z.config({ jitless: true })` skips it; zod keeps that configuration in this global,
 * creating it only when absent, so setting it here works in either load order and adds no zod
 * code to the first load.
 */
export function preferJitlessZod(scope: object = globalThis) {
  const config: unknown = Reflect.get(scope, '__zod_globalConfig')
  if (config !== null && typeof config === 'object') Reflect.set(config, 'jitless', true)
  else Reflect.set(scope, '__zod_globalConfig', { jitless: true })
}
