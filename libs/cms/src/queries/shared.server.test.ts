import { describe, expect, it, vi } from 'vitest'
import { z } from 'zod'
import { parseRecord, parseTranslated } from '../parse.server.ts'
import type { InvalidRecord } from '../parse.server.ts'
import {
  alternates,
  coverColor,
  flag,
  image,
  imageFields,
  key,
  numeric,
  optionalNumber,
  optionalText,
  relationKey,
  richText,
  seo,
  stairType,
  toWindow,
} from './shared.server.ts'

function collect() {
  const reports: InvalidRecord[] = []
  return { reports, report: (invalid: InvalidRecord) => reports.push(invalid) }
}

describe('numbers', () => {
  it('reads numbers Directus sends as strings on some databases', () => {
    expect(numeric.parse('12.5')).toBe(12.5)
    expect(numeric.parse(' 3 ')).toBe(3)
    expect(key.parse('42')).toBe(42)
    expect(optionalNumber.parse('0.75')).toBe(0.75)
    expect(optionalNumber.parse(null)).toBeNull()
    expect(optionalNumber.parse(undefined)).toBeNull()
  })

  it('refuses what is no finite number or no key', () => {
    for (const value of ['', 'abc', '1e999', Number.NaN, Number.POSITIVE_INFINITY, true, {}]) {
      expect(numeric.safeParse(value).success, String(value)).toBe(false)
    }
    expect(key.safeParse('4.5').success).toBe(false)
    expect(optionalNumber.safeParse('four').success).toBe(false)
  })
})

describe('texts, flags, choices', () => {
  it('turns absent and empty optional texts into null', () => {
    expect(optionalText.parse('')).toBeNull()
    expect(optionalText.parse(undefined)).toBeNull()
    expect(optionalText.parse('Gent')).toBe('Gent')
    expect(optionalText.safeParse(7).success).toBe(false)
  })

  it('reads a Directus boolean as false unless set', () => {
    expect(flag.parse(true)).toBe(true)
    expect(flag.parse(false)).toBe(false)
    expect(flag.parse(null)).toBe(false)
    expect(flag.safeParse('yes').success).toBe(false)
  })

  it('holds product choices to the lists of @lamella/i18n', () => {
    expect(coverColor.parse('volcano_grey')).toBe('volcano_grey')
    expect(coverColor.parse('')).toBeNull()
    expect(coverColor.parse(null)).toBeNull()
    expect(coverColor.safeParse('pink').success).toBe(false)
    expect(stairType.parse('wide_lounge')).toBe('wide_lounge')
    expect(stairType.safeParse('stair_spiral').success).toBe(false)
  })

  it('reads m2o keys expanded or not', () => {
    expect(relationKey.parse(3)).toBe(3)
    expect(relationKey.parse('3')).toBe(3)
    expect(relationKey.parse({ id: 3, title: 'x' })).toBe(3)
    expect(relationKey.parse(null)).toBeNull()
  })

  it('sanitises rich text and keeps alternates to site locales', () => {
    expect(richText.parse('<p onclick="x()">a<script>b</script></p>')).toBe('<p>a</p>')
    expect(richText.parse(null)).toBe('')
    expect(alternates.parse(undefined)).toEqual({})
    expect(alternates.parse({ nl: 'a', en: 'b' })).toEqual({ nl: 'a', en: 'b' })
    expect(alternates.safeParse({ xx: 'a' }).success).toBe(false)
  })
})

describe('image', () => {
  const post = z.object({ id: key, image })

  it('reads a file expanded or as its key alone, without its title', () => {
    // the title is the file library's name, in one language: never what a page says
    expect(image.parse({ id: 'f', width: '800', height: 600, title: 'Slats' })).toEqual({
      id: 'f',
      width: 800,
      height: 600,
    })
    expect(image.parse('f')).toEqual({ id: 'f', width: null, height: null })
    expect(imageFields('image')).toEqual(['image.id', 'image.width', 'image.height'])
    expect(image.parse(null)).toBeNull()
  })

  it('leaves out a broken picture, not its record, and reports the file', () => {
    const { reports, report } = collect()
    expect(parseRecord(post, { id: 1, image: { id: 17 } }, 'posts', report)).toEqual({
      id: 1,
      image: null,
    })
    expect(reports).toEqual([
      {
        collection: 'directus_files',
        id: 17,
        issues: ['id: Invalid input: expected string, received number'],
      },
    ])
  })
})

describe('seo', () => {
  it('keeps the robots flags and gives the texts only when there are any', () => {
    expect(seo.parse(null)).toEqual({ noIndex: false, noFollow: false })
    expect(
      seo.parse({ no_index: true, no_follow: null, title: 'T', description: '', image: null }),
    ).toEqual({ noIndex: true, noFollow: false, title: 'T' })
  })
})

describe('parsing a translated record', () => {
  const summary = z.object({ id: key, title: z.string().min(1) })

  it('is absent without a translation in the language, which is not reported', () => {
    const { reports, report } = collect()
    const row = { id: 1, translations: [{ languages_code: 'nl-BE', title: 'Hallo' }] }
    expect(parseTranslated(summary, row, 'nl-BE', 'posts', report)).toEqual({
      id: 1,
      title: 'Hallo',
    })
    expect(parseTranslated(summary, row, 'en-US', 'posts', report)).toBeNull()
    expect(reports).toEqual([])
  })

  it('is absent and reported once, with collection, id and issues, when it does not match', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined)
    const { reports, report } = collect()
    const row = { id: 4, translations: [{ languages_code: 'nl-BE', title: '' }] }
    expect(parseTranslated(summary, row, 'nl-BE', 'posts', report)).toBeNull()
    expect(reports).toEqual([
      {
        collection: 'posts',
        id: 4,
        issues: ['title: Too small: expected string to have >=1 characters'],
      },
    ])
    expect(warn).not.toHaveBeenCalled()
    warn.mockRestore()
  })
})

describe('toWindow', () => {
  it('keeps limit and offset within bounds whatever the URL said', () => {
    expect(toWindow()).toEqual({ limit: 12, offset: 0 })
    expect(toWindow({ limit: 1e6, offset: -3 })).toEqual({ limit: 100, offset: 0 })
    expect(toWindow({ limit: Number.NaN, offset: 7.9 })).toEqual({ limit: 12, offset: 7 })
    expect(toWindow({ limit: 0 })).toEqual({ limit: 1, offset: 0 })
  })
})
