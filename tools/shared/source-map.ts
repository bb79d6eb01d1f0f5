/**
 * Reads a source map (version 3) far enough to say which original function a place in a minified
 * chunk belongs to: its source file and, where the minifier recorded it, its original name. The
 * hydration breakdown names React's and our functions with it when the client was built with
 * source maps (`react-router build --sourcemapClient hidden`).
 */

export interface RawSourceMap {
  sources: string[]
  names: string[]
  mappings: string
  sourceRoot?: string
}

/** One mapped place of a generated line: [column, source, line, column, name?], 0-based. */
type Segment = [number, number, number, number, number | undefined]

export interface OriginalPlace {
  source: string
  /** 1-based, as editors count */
  line: number
  name?: string
}

const base64 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/'
const digit = new Map([...base64].map((char, value) => [char, value]))

/** The signed numbers of one segment (base64 VLQ). */
export function decodeVlq(text: string): number[] {
  const values: number[] = []
  let value = 0
  let shift = 0
  for (const char of text) {
    const bits = digit.get(char)
    if (bits === undefined) throw new Error(`not base64 VLQ: "${char}"`)
    value += (bits & 31) << shift
    if (bits & 32) {
      shift += 5
      continue
    }
    values.push(value & 1 ? -(value >>> 1) : value >>> 1)
    value = 0
    shift = 0
  }
  return values
}

/** A source map's segments, line by line (generated lines and columns 0-based). */
export function decodeMappings(mappings: string): Segment[][] {
  const lines: Segment[][] = []
  let source = 0
  let originalLine = 0
  let originalColumn = 0
  let name = 0
  for (const text of mappings.split(';')) {
    const line: Segment[] = []
    let column = 0
    for (const part of text.split(',')) {
      if (!part) continue
      const fields = decodeVlq(part)
      column += fields[0]!
      if (fields.length < 4) continue
      source += fields[1]!
      originalLine += fields[2]!
      originalColumn += fields[3]!
      let named: number | undefined
      if (fields.length >= 5) {
        name += fields[4]!
        named = name
      }
      line.push([column, source, originalLine, originalColumn, named])
    }
    lines.push(line)
  }
  return lines
}

export interface SourceMapIndex {
  /**
   * The original place of a function V8 reports at (line, column), 1-based. V8 points at the
   * function's parameter list; its name is the named segment just before, when the minifier
   * kept one there.
   */
  functionAt(line: number, column: number): OriginalPlace | undefined
}

export function indexSourceMap(map: RawSourceMap): SourceMapIndex {
  const lines = decodeMappings(map.mappings)
  const sources = map.sources.map((source) => (map.sourceRoot ?? '') + source)
  return {
    functionAt(line, column) {
      const segments = lines[line - 1]
      if (!segments?.length) return undefined
      const at = column - 1
      let index = -1
      for (let low = 0, high = segments.length - 1; low <= high;) {
        const mid = (low + high) >> 1
        if (segments[mid]![0] <= at) {
          index = mid
          low = mid + 1
        } else high = mid - 1
      }
      if (index < 0) return undefined
      const [, source, originalLine] = segments[index]!
      // The function's name: the nearest named segment before it, within its declaration.
      let name: string | undefined
      for (let back = index; back >= 0 && at - segments[back]![0] <= 40; back--) {
        const named = segments[back]![4]
        if (named !== undefined) {
          name = map.names[named]
          break
        }
      }
      return { source: sources[source] ?? '', line: originalLine + 1, ...(name ? { name } : {}) }
    },
  }
}

/**
 * A short name for an original source: the package for a file in node_modules
 * (`react-dom/…/react-dom-client.production.js` → `react-dom`), else the path from the
 * repository (`libs/blocks/src/hero/hero.tsx`).
 */
export function sourceLabel(source: string): string {
  const modules = source.lastIndexOf('node_modules/')
  if (modules >= 0) {
    const [first, second] = source.slice(modules + 'node_modules/'.length).split('/')
    return first!.startsWith('@') ? `${first}/${second}` : first!
  }
  const repo = /(?:^|\/)((?:apps|libs|tools)\/.*)$/.exec(source)
  return repo ? repo[1]! : source.replace(/^(\.\.\/)+/, '')
}
