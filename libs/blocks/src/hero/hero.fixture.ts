import type { HeroBlock } from './hero.schema'

export const heroFixture: HeroBlock = {
  collection: 'block_hero',
  id: 1,
  variant: 'image',
  headline: 'Your pool, covered at any time',
  text: 'Slatted covers made in Belgium, installed by a dealer near you.',
  cta_label: 'Discover the covers',
  cta_url: '/covers',
  image: { id: '00000000-0000-4000-8000-000000000001', width: 1600, height: 1000 },
  video: null,
}

export const splitHeroFixture: HeroBlock = {
  ...heroFixture,
  id: 11,
  variant: 'split',
  headline: 'Made to measure in Belgium',
  text: 'Every cover is built for one pool, then fitted by the dealer who measured it.',
  cta_label: 'Find a dealer',
  cta_url: '/dealers',
}

export const videoHeroFixture: HeroBlock = {
  ...heroFixture,
  id: 12,
  variant: 'video',
  headline: 'Open in the morning, closed by night',
  video: { id: '00000000-0000-4000-8000-000000000002', type: 'video/mp4' },
}
