import { describe, expect, it } from 'vitest'
import { decodeMappings, decodeVlq, indexSourceMap, sourceLabel } from './source-map.ts'

// `function a(b){return b}function c(){}` on the first generated line, `x()` on the second, from
// two sources; `a` was `hello` (first source, line 1), `c` was `world` (second source, line 5).
const map = {
  sources: ['../../libs/blocks/src/hero/hero.tsx', '../../node_modules/react-dom/cjs/client.js'],
  names: ['hello', 'world'],
  mappings: 'AAAA,SAASA,CAAK,aCId,SAASC;AAKP',
}

describe('decodeVlq', () => {
  it('reads signed base64 VLQ numbers', () => {
    expect(decodeVlq('AAAA')).toEqual([0, 0, 0, 0])
    expect(decodeVlq('SAASA')).toEqual([9, 0, 0, 9, 0])
    expect(decodeVlq('D')).toEqual([-1])
    expect(decodeVlq('gB')).toEqual([16])
  })
})

describe('decodeMappings', () => {
  it('turns relative segments into absolute places, line by line', () => {
    expect(decodeMappings(map.mappings)).toEqual([
      [
        [0, 0, 0, 0, undefined],
        [9, 0, 0, 9, 0],
        [10, 0, 0, 14, undefined],
        [23, 1, 4, 0, undefined],
        [32, 1, 4, 9, 1],
      ],
      [[0, 1, 9, 2, undefined]],
    ])
  })
})

describe('indexSourceMap', () => {
  const index = indexSourceMap(map)

  it('names the function V8 reports at its parameter list', () => {
    expect(index.functionAt(1, 11)).toEqual({
      source: '../../libs/blocks/src/hero/hero.tsx',
      line: 1,
      name: 'hello',
    })
    expect(index.functionAt(1, 34)).toEqual({
      source: '../../node_modules/react-dom/cjs/client.js',
      line: 5,
      name: 'world',
    })
  })

  it('gives the place without a name where none is recorded near it', () => {
    expect(index.functionAt(2, 1)).toEqual({
      source: '../../node_modules/react-dom/cjs/client.js',
      line: 10,
    })
    expect(index.functionAt(3, 1)).toBeUndefined()
  })
})

describe('sourceLabel', () => {
  it('names a package by its folder in node_modules, our files by their path', () => {
    expect(sourceLabel('../../node_modules/react-dom/cjs/react-dom-client.production.js')).toBe(
      'react-dom',
    )
    expect(sourceLabel('../../node_modules/@remix-run/router/dist/router.js')).toBe(
      '@remix-run/router',
    )
    expect(sourceLabel('../../libs/blocks/src/hero/hero.tsx')).toBe('libs/blocks/src/hero/hero.tsx')
    expect(sourceLabel('/work/main/apps/site/app/root.tsx')).toBe('apps/site/app/root.tsx')
  })
})
