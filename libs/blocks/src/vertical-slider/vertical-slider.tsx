import {
  Button,
  ChevronDownIcon,
  ChevronUpIcon,
  cn,
  Container,
  Heading,
  Section,
  Text,
  usePrefersReducedMotion,
} from '@lamella/ui'
import { useTranslation } from '@lamella/i18n/react'
import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react'
import { useBlockEnvironment } from '../block-context'
import type { VerticalSliderBlock } from './vertical-slider.schema'

/** How long the track must be still before a scroll counts as ended (Safari has no scrollend). */
const SETTLE_MS = 150
/** How often a press's scroll is asked for again when the track stopped short of its slide. */
const RETRIES = 2

/**
 * Slides one at a time in a vertical track that scrolls with CSS scroll snap, so wheel, touch and
 * the scrollbar work without code; the buttons and arrow keys move it by one slide. On phones the
 * track is not a scroller: the slides simply stack. Every slide is in the server's HTML.
 * While a button or key scrolls the track, the slide it went to stays current: the positions the
 * smooth scroll passes through do not count, so a second press goes on from there.
 */
export function VerticalSlider({ block }: { block: VerticalSliderBlock }) {
  const { Image, Link } = useBlockEnvironment()
  const { t } = useTranslation()
  const reducedMotion = usePrefersReducedMotion()
  const headingId = useId()
  const trackId = useId()
  const track = useRef<HTMLUListElement>(null)
  const [current, setCurrent] = useState(0)
  // The slide a button or key is scrolling to, until the track is still.
  const target = useRef<number | null>(null)
  const retries = useRef(0)
  const settle = useRef<ReturnType<typeof setTimeout>>(undefined)
  const total = block.slides.length
  useEffect(() => () => clearTimeout(settle.current), [])

  const scrollToSlide = (index: number) => {
    const element = track.current
    if (!element) return
    settleSoon()
    element.scrollTo({
      top: index * element.clientHeight,
      behavior: reducedMotion ? 'instant' : 'smooth',
    })
  }
  /**
   * The slide in view, once the track is still. A scroll asked for while another still runs can
   * stop where the first one snapped, and one asked for as another ends can come to nothing
   * (Chromium, on a busy machine): a press whose slide is not in view then scrolls again.
   */
  const settleSoon = () => {
    clearTimeout(settle.current)
    settle.current = setTimeout(() => {
      const element = track.current
      if (!element || element.clientHeight === 0) return
      const shown = Math.round(element.scrollTop / element.clientHeight)
      if (target.current !== null && target.current !== shown && retries.current < RETRIES) {
        retries.current += 1
        scrollToSlide(target.current)
        return
      }
      target.current = null
      setCurrent(shown)
    }, SETTLE_MS)
  }
  const goTo = (index: number) => {
    const slide = Math.min(Math.max(index, 0), total - 1)
    target.current = slide
    retries.current = 0
    setCurrent(slide)
    scrollToSlide(slide)
  }
  const onScroll = () => {
    const element = track.current
    if (!element || element.clientHeight === 0) return
    settleSoon()
    // the positions a button's or key's scroll passes through do not count
    if (target.current === null) setCurrent(Math.round(element.scrollTop / element.clientHeight))
  }
  const onKeyDown = (event: KeyboardEvent) => {
    const keys: Record<string, number> = {
      ArrowDown: current + 1,
      ArrowUp: current - 1,
      PageDown: current + 1,
      PageUp: current - 1,
      Home: 0,
      End: total - 1,
    }
    const target = keys[event.key]
    if (target === undefined) return
    event.preventDefault()
    goTo(target)
  }
  const position = t('contentBlocks.verticalSlider.position', { current: current + 1, total })

  return (
    <Section data-block="vertical-slider" spacing="sm" aria-labelledby={headingId}>
      <Container>
        <Heading id={headingId} level={2} className="mb-8">
          {block.heading}
        </Heading>
        <div className="flex gap-6">
          <ul
            ref={track}
            id={trackId}
            role="list"
            // Focusable so that the arrow keys reach it (and axe's scrollable-region rule holds).
            tabIndex={0}
            aria-labelledby={headingId}
            onScroll={onScroll}
            // a wheel takes over from a press: where it stops counts, not the press's slide
            onWheel={() => (target.current = null)}
            onKeyDown={onKeyDown}
            className={cn(
              'flex flex-1 flex-col gap-10 rounded-xl focus-visible:outline-2 focus-visible:outline-offset-4 focus-visible:outline-focus',
              'md:h-[30rem] md:snap-y md:snap-mandatory md:gap-0 md:overflow-y-auto md:overscroll-y-contain md:[scrollbar-width:none]',
              !reducedMotion && 'md:scroll-smooth',
            )}
          >
            {block.slides.map((slide, index) => (
              <li
                key={slide.id}
                aria-roledescription={t('contentBlocks.verticalSlider.slide')}
                aria-label={t('contentBlocks.verticalSlider.position', {
                  current: index + 1,
                  total,
                })}
                className="grid shrink-0 gap-5 md:h-full md:snap-start md:grid-cols-[3fr_2fr] md:items-center md:gap-10"
              >
                <div className="aspect-[4/3] overflow-hidden rounded-xl bg-ink-100 md:aspect-auto md:h-full">
                  <Image
                    image={slide.image}
                    alt={slide.image_alt ?? ''}
                    sizes="(min-width: 48rem) 55vw, 100vw"
                    fit="cover"
                  />
                </div>
                <div className="flex flex-col items-start gap-3 md:pe-4">
                  <Heading level={3}>{slide.title}</Heading>
                  {slide.text && <Text tone="muted">{slide.text}</Text>}
                  {slide.url && slide.link_label && (
                    <Button asChild variant="link">
                      <Link url={slide.url}>{slide.link_label}</Link>
                    </Button>
                  )}
                </div>
              </li>
            ))}
          </ul>
          {total > 1 && (
            <div className="hidden flex-col items-center justify-center gap-4 md:flex">
              <Button
                variant="outline"
                size="icon"
                aria-controls={trackId}
                aria-label={t('contentBlocks.verticalSlider.previous')}
                disabled={current === 0}
                onClick={() => goTo(current - 1)}
              >
                <ChevronUpIcon className="size-5" />
              </Button>
              <ol aria-hidden="true" className="flex flex-col items-center gap-2">
                {block.slides.map((slide, index) => (
                  <li
                    key={slide.id}
                    className={cn(
                      'w-1.5 rounded-full transition-all motion-reduce:transition-none',
                      index === current ? 'h-6 bg-primary' : 'h-1.5 bg-ink-300',
                    )}
                  />
                ))}
              </ol>
              <p aria-live="polite" className="text-sm text-muted-foreground tabular-nums">
                <span className="sr-only">{position}</span>
                <span aria-hidden="true">
                  {current + 1}/{total}
                </span>
              </p>
              <Button
                variant="outline"
                size="icon"
                aria-controls={trackId}
                aria-label={t('contentBlocks.verticalSlider.next')}
                disabled={current === total - 1}
                onClick={() => goTo(current + 1)}
              >
                <ChevronDownIcon className="size-5" />
              </Button>
            </div>
          )}
        </div>
      </Container>
    </Section>
  )
}
