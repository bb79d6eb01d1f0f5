import {
  coverColors,
  stairTypes,
  type CoverColor,
  type PoolConstruction,
  type StairType,
} from '@lamella/i18n/products'

/**
 * The pool configuration a visitor builds in the configurator and sends with a quote request: the
 * one module that knows its URL parameters and its rules. The configurator, the quote form and the
 * quote action all read it, in the browser and on the server (spec section 3: "Quote
 * configuration: pool line, colour, size, stair").
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
