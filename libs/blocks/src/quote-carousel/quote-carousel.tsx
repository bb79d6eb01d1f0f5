import { useTranslation } from '@lamella/i18n/react'
import {
  Carousel,
  CarouselContent,
  CarouselDots,
  CarouselItem,
  CarouselNext,
  CarouselPrevious,
  Container,
  Heading,
  Section,
  useCarousel,
} from '@lamella/ui'
import type { QuoteCarouselBlock } from './quote-carousel.schema'

type Quote = QuoteCarouselBlock['quotes'][number]

/**
 * The slides. Only the current one is exposed to assistive technology (the others are inert, so
 * their text is in the HTML for search engines but not read out of turn), and the polite live
 * region announces the quote that a button or arrow key brings in.
 */
function Quotes({ quotes }: { quotes: Quote[] }) {
  const { t } = useTranslation()
  const { selectedIndex } = useCarousel()
  return (
    <CarouselContent aria-live="polite">
      {quotes.map((quote, index) => (
        <CarouselItem
          key={quote.id}
          aria-label={t('quoteCarousel.position', { current: index + 1, total: quotes.length })}
          inert={index !== selectedIndex}
        >
          <figure className="flex h-full flex-col justify-between gap-8 rounded-xl bg-background p-8 shadow-sm ring-1 ring-ink-900/5 sm:p-12">
            <blockquote className="font-display text-2xl font-light tracking-tight text-balance text-foreground sm:text-3xl">
              <p>
                <span aria-hidden="true">“</span>
                {quote.quote}
                <span aria-hidden="true">”</span>
              </p>
            </blockquote>
            <figcaption className="text-base text-muted-foreground">
              <span className="font-semibold text-foreground">{quote.name}</span>
              {quote.place && <span>, {quote.place}</span>}
            </figcaption>
          </figure>
        </CarouselItem>
      ))}
    </CarouselContent>
  )
}

/**
 * Customer quotes one at a time (WAI-ARIA APG carousel): a named region, slides as groups with
 * their position, previous/next buttons and the arrow keys. It never turns by itself, and moves
 * without animation for visitors who prefer reduced motion (the ui Carousel does both).
 */
export function QuoteCarousel({ block }: { block: QuoteCarouselBlock }) {
  const { t } = useTranslation()
  const total = block.quotes.length
  return (
    <Section data-block="quote-carousel" tone="surface" spacing="md">
      <Container size="prose" className="flex flex-col gap-8">
        {block.heading && <Heading level={2}>{block.heading}</Heading>}
        <Carousel
          label={block.heading ?? t('quoteCarousel.label')}
          roleDescription={t('quoteCarousel.carousel')}
          slideRoleDescription={t('quoteCarousel.slide')}
        >
          <Quotes quotes={block.quotes} />
          {total > 1 && (
            <div className="mt-6 flex items-center justify-between gap-4">
              <CarouselDots
                dotLabel={(index) => t('common.slideOf', { current: index + 1, total })}
              />
              <div className="flex gap-2">
                <CarouselPrevious label={t('common.previousSlide')} />
                <CarouselNext label={t('common.nextSlide')} />
              </div>
            </div>
          )}
        </Carousel>
      </Container>
    </Section>
  )
}
