// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { pickEncoding } from './compression.server'

describe('pickEncoding', () => {
  it.each([
    [undefined, undefined],
    ['gzip, deflate, br, zstd', 'br'],
    ['gzip', 'gzip'],
    ['br;q=0, gzip', 'gzip'],
    ['identity', undefined],
    ['*', 'br'],
    ['*, br;q=0', 'gzip'],
  ])('%s -> %s', (header, expected) => {
    expect(pickEncoding(header)).toBe(expected)
  })
})
