/**
 * The colour of each cover slat, keyed by the cover colour ids of `@lamella/i18n` (plain strings:
 * libs/ui imports nothing internal; libs/blocks tests that the keys match). Translucent slats let
 * the water show through: draw them over it at `opacity`.
 */
export const coverColorTokens = {
  aluminium_look: { hex: '#c3c8cd', opacity: 1 },
  blue: { hex: '#3f7fb9', opacity: 1 },
  cream: { hex: '#ece3cc', opacity: 1 },
  crystal_clear: { hex: '#dcf0fa', opacity: 0.55 },
  grey: { hex: '#9aa1a8', opacity: 1 },
  transparent: { hex: '#ffffff', opacity: 0.45 },
  transparent_blue: { hex: '#4e96d6', opacity: 0.6 },
  transparent_blue_solar: { hex: '#17283d', opacity: 0.85 },
  volcano_grey: { hex: '#4b4f54', opacity: 1 },
  white: { hex: '#f7f7f4', opacity: 1 },
} as const satisfies Record<string, { hex: string; opacity: number }>

export type CoverColorToken = keyof typeof coverColorTokens
