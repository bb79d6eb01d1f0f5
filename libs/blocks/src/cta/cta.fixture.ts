import type { CtaBlock } from './cta.schema'

export const ctaFixture: CtaBlock = {
  collection: 'block_cta',
  id: 3,
  title: 'Get inspired by our projects',
  text: 'Sixteen pools, sixteen covers, one idea: safety without compromise.',
  button_label: 'See the projects',
  button_url: '/projects',
}
