/**
 * The ten cover colours as solid hex values close to the real slats, keyed by the colour ids of
 * `coverColors` in `@lamella/i18n` (plain strings here: libs/ui imports nothing internal). Swatches,
 * pool drawings and animations draw with them; translucent slats add their own see-through effect.
 */
export const coverColorHex: Readonly<Record<string, string>> = {
  aluminium_look: '#c4c9ce',
  blue: '#3f7fb9',
  cream: '#ece3cc',
  crystal_clear: '#dcf0fa',
  grey: '#9aa1a8',
  transparent: '#eef3f5',
  transparent_blue: '#4e96d6',
  transparent_blue_solar: '#2c5a86',
  volcano_grey: '#4b4f54',
  white: '#f7f7f4',
}
