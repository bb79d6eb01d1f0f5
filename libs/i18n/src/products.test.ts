import { describe, expect, it } from 'vitest'
import { coverColors, stairTypes } from './products'

describe('product enumerations', () => {
  it('are the cover colours and stair types of the product range', () => {
    expect(coverColors.join(' ')).toBe(
      'aluminium_look blue cream crystal_clear grey transparent transparent_blue transparent_blue_solar volcano_grey white',
    )
    expect(stairTypes.join(' ')).toBe(
      'stair_both_lounge stair_classic stair_essential stair_left stair_left_lounge stair_lounge stair_oblique stair_right stair_right_lounge wide_lounge',
    )
  })
})
