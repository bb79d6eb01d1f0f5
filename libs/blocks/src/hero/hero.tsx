import { lazy, Suspense } from 'react'
import { Button, Container, Heading, Section, Text } from '@lamella/ui'
import { useBlockEnvironment, useIsFirstBlock } from '../block-context'
import type { HeroBlock } from './hero.schema'

// Its own chunk: only a hero that plays a video loads it, once the page has hydrated (until then
// the hero shows its poster alone).
const BackgroundVideo = lazy(async () => ({
  default: (await import('./background-video')).BackgroundVideo,
}))

function HeroText({ block, inverse }: { block: HeroBlock; inverse: boolean }) {
  const { Link } = useBlockEnvironment()
  const tone = inverse ? 'inverse' : 'default'
  return (
    <>
      {/* The page's h1 is its title; the headline only looks like one. */}
      <Heading asChild size="display" tone={tone} className="max-w-3xl">
        <p>{block.headline}</p>
      </Heading>
      {block.text && (
        <Text variant="lead" tone={inverse ? 'inverse-muted' : 'muted'} className="max-w-2xl">
          {block.text}
        </Text>
      )}
      {block.cta_label && block.cta_url && (
        <Button
          asChild
          variant={inverse ? 'inverse' : 'primary'}
          className="mt-2 sm:h-13 sm:px-8 sm:text-lg"
        >
          <Link url={block.cta_url}>{block.cta_label}</Link>
        </Button>
      )}
    </>
  )
}

/** Picture beside the text; on phones the picture goes above it. */
function SplitHero({ block }: { block: HeroBlock }) {
  const { Image } = useBlockEnvironment()
  const first = useIsFirstBlock()
  return (
    <Section data-block="hero" data-variant="split" tone="brand" spacing="none">
      <Container className="grid items-center gap-8 py-10 md:grid-cols-2 md:gap-12 md:py-16">
        {block.image && (
          <Image
            image={block.image}
            alt=""
            sizes="(min-width: 768px) 50vw, 100vw"
            priority={first}
            className="aspect-[4/3] w-full rounded-xl object-cover md:order-last"
          />
        )}
        <div className="flex flex-col items-start gap-6">
          <HeroText block={block} inverse={false} />
        </div>
      </Container>
    </Section>
  )
}

/** The picture (or video over it) fills the band; the text sits over it. */
function FullBleedHero({ block }: { block: HeroBlock }) {
  const { Image, videoUrl } = useBlockEnvironment()
  const first = useIsFirstBlock()
  const video = block.variant === 'video' ? block.video : null
  return (
    <Section
      data-block="hero"
      data-variant={block.variant}
      tone="deep"
      spacing="none"
      className="isolate overflow-hidden"
    >
      {block.image && (
        <Image
          image={block.image}
          alt=""
          sizes="100vw"
          priority={first}
          fit="cover"
          className="absolute inset-0 -z-20 opacity-50"
        />
      )}
      {/* Keeps the text side dark whatever the photo shows, so white text stays readable. */}
      <div
        aria-hidden="true"
        className="absolute inset-0 -z-10 bg-linear-to-r from-brand-950/85 via-brand-950/50 to-brand-950/10"
      />
      <Container className="flex min-h-[28rem] flex-col items-start justify-center gap-6 py-20 sm:min-h-[34rem]">
        <HeroText block={block} inverse />
      </Container>
      {/* After the text: its pause button comes after the call to action, as it sits below it. */}
      {video && (
        <Suspense>
          <BackgroundVideo src={videoUrl(video)} type={video.type} />
        </Suspense>
      )}
    </Section>
  )
}

export function Hero({ block }: { block: HeroBlock }) {
  return block.variant === 'split' ? <SplitHero block={block} /> : <FullBleedHero block={block} />
}
