import type { HeroBlock } from './hero.schema'

export const heroFixture: HeroBlock = {
  collection: 'block_hero',
  id: 1,
  headline: 'Your pool, covered at any time',
  text: 'Slatted covers made in Belgium, installed by a dealer near you.',
  cta_label: 'Discover the covers',
  cta_url: '/covers',
  image: { id: '00000000-0000-4000-8000-000000000001', width: 1600, height: 1000, title: 'Pool' },
}
