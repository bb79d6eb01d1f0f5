import {
  coverColors,
  stairTypes,
  type CoverColor,
  type PoolConstruction,
  type StairType,
} from '@lamella/i18n/products'
import type { Translate } from '@lamella/i18n'
import { parseNumberInput } from '@lamella/i18n/validation'
import * as z from 'zod/mini'

/**
 * The pool configuration a visitor builds in the configurator and sends with a quote request (pool
 * type, cover colour, dimensions, stair): the one module that knows its URL parameters and its
 * rules. The configurator, the quote form and the quote action all read it, in the browser and on
 * the server. Its schemas are `zod/mini` (functions instead of methods; the same checks, issues and
 * error map as `zod`), as they load with the configurator and the quote form.
 */

/** A range the visitor may choose in, in metres. */
export interface Range {
  min: number
  max: number
  /** What the dimensions step starts from. */
  default: number
}

/** A pool line as the configurator offers it: the CMS `pools` item with its configuration limits. */
export interface PoolLine {
  id: number
  slug: string
  title: string
  construction: PoolConstruction | null
  length: Range
  width: Range
  /** The stairs this line can have, in the editors' order; never empty. */
  stairs: readonly StairType[]
}

export interface Configuration {
  /** The pool line's id (stable across languages, unlike its slug). */
  pool: number
  color: CoverColor
  /** metres */
  length: number
  width: number
  stair: StairType
}

/** The configurator's steps, in order; the URL's `step` parameter is one of them. */
export const configurationSteps = ['pool', 'color', 'dimensions', 'stair', 'quote'] as const
export type ConfigurationStep = (typeof configurationSteps)[number]

/** URL parameter names of a configuration (`?pool=1&color=blue&length=8&width=4&stair=...`). */
export const configurationParams = ['pool', 'color', 'length', 'width', 'stair'] as const

export const isCoverColor = (value: unknown): value is CoverColor =>
  (coverColors as readonly unknown[]).includes(value)
export const isStairType = (value: unknown): value is StairType =>
  (stairTypes as readonly unknown[]).includes(value)

export type ConfigurationParam = (typeof configurationParams)[number]

/** A configuration as the URL or a form carries it: text, any of it missing or wrong. */
export type RawConfiguration = Partial<Record<ConfigurationParam, string>>

/** The parameters of a configuration from a URL's query, untrimmed and unchecked. */
export function readConfiguration(params: URLSearchParams): RawConfiguration {
  const raw: RawConfiguration = {}
  for (const name of configurationParams) {
    const value = params.get(name)
    if (value !== null) raw[name] = value
  }
  return raw
}

type SearchValue = string | number | null | undefined

/**
 * The query of a (partial) configuration in the canonical parameter order, without blanks, so
 * equal configurations have equal URLs (the page cache and shared links rely on it).
 */
export function configurationSearch(
  config: Partial<Record<ConfigurationParam, SearchValue>>,
): URLSearchParams {
  const search = new URLSearchParams()
  for (const name of configurationParams) {
    const value = config[name]
    if (value === undefined || value === null || value === '') continue
    search.set(name, String(value))
  }
  return search
}

/**
 * The query of a configurator step with the choices made so far (`?step=color&pool=2`); the first
 * step with nothing chosen is the bare page. `extra` parameters (a campaign's) follow unchanged.
 */
export function stepSearch(
  step: ConfigurationStep,
  values: Parameters<typeof configurationSearch>[0],
  extra: [string, string][] = [],
): string {
  const chosen = configurationSearch(values)
  const query = new URLSearchParams([
    ...(step === 'pool' && chosen.size === 0 ? [] : [['step', step]]),
    ...chosen,
    ...extra,
  ])
  return query.size > 0 ? `?${query}` : ''
}

/** Which parameters each step asks for; `quote` asks nothing and needs them all. */
export const stepParams: Readonly<Record<ConfigurationStep, readonly ConfigurationParam[]>> = {
  pool: ['pool'],
  color: ['color'],
  dimensions: ['length', 'width'],
  stair: ['stair'],
  quote: [],
}

/** The step where a parameter is chosen. */
export function stepOf(param: ConfigurationParam): ConfigurationStep {
  return configurationSteps.find((step) => stepParams[step].includes(param)) ?? 'pool'
}

export const isConfigurationStep = (value: unknown): value is ConfigurationStep =>
  (configurationSteps as readonly unknown[]).includes(value)

/** Longest measure a canonical URL carries, in metres: far beyond any line, still a number. */
const MAX_MEASURE = 1_000

/**
 * A configuration parameter as a canonical URL writes it, or undefined for a value no step can
 * read as a choice, which is then as good as not chosen: the page cache leaves it out of the URL
 * it keys and renders. A pool is the id of one of `poolIds` (any id when they are not known), a
 * colour or stair one of theirs (whether the line allows the stair is the stair step's to say),
 * a measure a number in metres to the centimetre, written as the configurator writes it (`10.5`);
 * out of a line's range it stays, for the dimensions step to word.
 */
export function canonicalConfigurationValue(
  name: ConfigurationParam,
  value: string,
  poolIds?: ReadonlySet<string>,
): string | undefined {
  const text = value.trim()
  switch (name) {
    case 'pool':
      return (poolIds ? poolIds.has(text) : /^[1-9]\d{0,9}$/.test(text)) ? text : undefined
    case 'color':
      return isCoverColor(text) ? text : undefined
    case 'stair':
      return isStairType(text) ? text : undefined
    case 'length':
    case 'width': {
      const number = parseNumberInput(text)
      if (typeof number !== 'number' || !(number >= 0 && number <= MAX_MEASURE)) return undefined
      return Number(number.toFixed(2)) === number ? String(number) : undefined
    }
  }
}

/** The pool line a raw `pool` parameter names, if any. */
export function findLine(lines: readonly PoolLine[], pool: unknown): PoolLine | undefined {
  const id = typeof pool === 'string' ? pool.trim() : pool
  return lines.find((line) => String(line.id) === String(id))
}

// Issues carry only the rule (`params.rule`); the error map the caller passes words them in the
// visitor's language, so one schema serves every locale in the browser and on the server. A
// transform reports them by adding them to its payload's issues.
function addIssue(
  ctx: z.core.ParsePayload,
  path: ConfigurationParam,
  input: unknown,
  rule: string,
  values: Record<string, number> = {},
) {
  ctx.issues.push({ code: 'custom', path: [path], input, params: { rule, ...values } })
}

function checkNumber(
  ctx: z.core.ParsePayload,
  name: 'length' | 'width',
  input: string | undefined,
  range: Range,
): number | undefined {
  const value = parseNumberInput(input)
  if (value === undefined) {
    addIssue(ctx, name, input, 'required')
    return undefined
  }
  if (typeof value !== 'number' || !Number.isFinite(value)) {
    addIssue(ctx, name, input, 'number')
    return undefined
  }
  if (value < range.min || value > range.max) {
    // Worded with its unit ("Width must be between 3 and 5 m."): a bare 5 could be anything.
    addIssue(ctx, name, input, 'betweenMetres', { min: range.min, max: range.max })
    return undefined
  }
  return value
}

// Forms in the browser hold numbers where the URL holds text: both read the same way.
const rawField = z.catch(
  z.optional(z.union([z.string(), z.pipe(z.number(), z.transform(String))])),
  undefined,
)
const rawConfiguration = z.object({
  pool: rawField,
  color: rawField,
  length: rawField,
  width: rawField,
  stair: rawField,
})

/**
 * The fields `params` asks for, checked against the pool lines. The pool is always read, since
 * ranges and stairs depend on it; a step's own fields are only checked once the pool is valid.
 */
function checked(lines: readonly PoolLine[], params: readonly ConfigurationParam[]) {
  return z.pipe(
    rawConfiguration,
    z.transform((raw, ctx): Partial<Configuration> => {
      const result: Partial<Configuration> = {}
      const line = findLine(lines, raw.pool)
      if (line) result.pool = line.id
      else if (params.some((name) => name !== 'color')) {
        addIssue(ctx, 'pool', raw.pool, 'choiceRequired')
      }
      if (params.includes('color')) {
        const color = raw.color?.trim()
        if (isCoverColor(color)) result.color = color
        else addIssue(ctx, 'color', raw.color, 'choiceRequired')
      }
      if (!line) return result
      if (params.includes('length')) {
        const length = checkNumber(ctx, 'length', raw.length, line.length)
        if (length !== undefined) result.length = length
      }
      if (params.includes('width')) {
        const width = checkNumber(ctx, 'width', raw.width, line.width)
        if (width !== undefined) result.width = width
      }
      if (params.includes('stair')) {
        const stair = raw.stair?.trim()
        if (isStairType(stair) && line.stairs.includes(stair)) result.stair = stair
        else addIssue(ctx, 'stair', raw.stair, 'choiceRequired')
      }
      return result
    }),
  )
}

/**
 * The one schema of a whole configuration from URL or form values (strings): the pool is the id
 * of one of `lines`, the colour one of the ten, length and width numbers (a decimal comma is
 * fine) within the line's ranges, the stair one the line allows. Parse with an error map
 * (`zodErrorMap(locale, { labels: configurationLabels(t) })`): the issues name only their rule.
 */
export function configurationSchema(lines: readonly PoolLine[]) {
  return z.pipe(
    checked(lines, configurationParams),
    z.object({
      pool: z.number(),
      color: z.enum(coverColors),
      length: z.number(),
      width: z.number(),
      stair: z.enum(stairTypes),
    }),
  )
}

/** The schema of one step's own fields (with the pool they depend on), for validating a step. */
export function configurationStepSchema(lines: readonly PoolLine[], step: ConfigurationStep) {
  return step === 'quote' ? configurationSchema(lines) : checked(lines, stepParams[step])
}

/** Field labels for the error map (`Length must be between 4 and 12 m.`). */
export function configurationLabels(t: Translate): Record<ConfigurationParam, string> {
  return {
    pool: t('configurator.fields.pool'),
    color: t('configurator.fields.color'),
    length: t('configurator.fields.length'),
    width: t('configurator.fields.width'),
    stair: t('configurator.fields.stair'),
  }
}

/**
 * The first step that still needs the visitor, given the issues of a whole-configuration parse:
 * where an invalid or stale URL lands.
 */
export function firstStepToFix(issues: readonly z.core.$ZodIssue[]): ConfigurationStep {
  const steps = issues.flatMap((entry) => {
    const param = configurationParams.find((name) => name === entry.path[0])
    return param ? [configurationSteps.indexOf(stepOf(param))] : []
  })
  return configurationSteps[Math.min(...steps, configurationSteps.length - 1)] ?? 'quote'
}
