import { describe, expect, it } from 'vitest'
import { contrastRatio } from './contrast'

describe('contrastRatio', () => {
  it('is 21 for black on white and 1 for equal colours', () => {
    expect(contrastRatio('rgb(0, 0, 0)', 'rgb(255, 255, 255)')).toBeCloseTo(21, 5)
    expect(contrastRatio('rgb(45, 93, 145)', 'rgb(45, 93, 145)')).toBe(1)
  })

  it('matches known token pairs', () => {
    // brand-700 #2d5d91 on white, accent #6daadd on white
    expect(contrastRatio('rgb(45, 93, 145)', 'rgb(255, 255, 255)')).toBeCloseTo(6.8, 1)
    expect(contrastRatio('rgb(109, 170, 221)', 'rgb(255, 255, 255)')).toBeCloseTo(2.49, 1)
  })

  it('reads modern space-separated rgb()', () => {
    expect(contrastRatio('rgb(0 0 0)', 'rgb(255 255 255)')).toBeCloseTo(21, 5)
  })
})
