import { describe, expect, it } from 'vitest'
import type { ImageSpec } from './content/types.ts'
import { drawSvg, renderJpeg } from './images.ts'

const motifs: Array<ImageSpec['motif']> = ['pool', 'cover', 'garden', 'article', 'hero']
const spec = (motif: ImageSpec['motif']): ImageSpec => ({
  name: `test-${motif}`,
  title: motif,
  motif,
  colors: ['#2f6fa8', '#4d9cc7', '#d8d2c4'],
})

describe('drawn images', () => {
  it.each(motifs)('draws a %s in its palette, the same every time', (motif) => {
    const svg = drawSvg(spec(motif))
    expect(svg).toMatch(/^<svg [^>]*width="1600" height="1000"/)
    expect(svg).toBe(drawSvg(spec(motif)))
    expect(svg).not.toContain('NaN')
    expect(svg).not.toContain('undefined')
  })

  it('paints the slats of a cover in its first colour', () => {
    expect(drawSvg({ ...spec('cover'), colors: ['#123456'] })).toContain('fill="#123456"')
  })

  it('renders a JPEG', async () => {
    const jpeg = await renderJpeg(spec('hero'))
    expect([...jpeg.subarray(0, 3)]).toEqual([0xff, 0xd8, 0xff])
    expect(jpeg.length).toBeGreaterThan(10_000)
  })
})
