import { cva, type VariantProps } from 'class-variance-authority'
import useEmblaCarousel, { type UseEmblaCarouselType } from 'embla-carousel-react'
import * as React from 'react'
import { usePrefersReducedMotion } from '../../hooks/use-prefers-reduced-motion'
import { cn } from '../../lib/cn'
import { ChevronLeftIcon, ChevronRightIcon } from '../../lib/icons'

type CarouselApi = NonNullable<UseEmblaCarouselType[1]>
type CarouselOptions = Parameters<typeof useEmblaCarousel>[0]

type CarouselContextValue = {
  viewportRef: UseEmblaCarouselType[0]
  api: CarouselApi | undefined
  selectedIndex: number
  snapCount: number
  canScrollPrev: boolean
  canScrollNext: boolean
  scrollPrev: () => void
  scrollNext: () => void
  scrollTo: (index: number) => void
  slideRoleDescription: string | undefined
}

const CarouselContext = React.createContext<CarouselContextValue | null>(null)

/** State and controls of the surrounding Carousel, for custom counters or controls. */
function useCarousel() {
  const context = React.useContext(CarouselContext)
  if (!context) throw new Error('useCarousel must be used inside <Carousel>')
  return context
}

type CarouselProps = React.ComponentProps<'section'> & {
  /** Names the carousel region, e.g. "Customer projects". */
  label: string
  /** Read out instead of "region", e.g. "carousel" in the page language. */
  roleDescription?: string
  /** Read out for each slide instead of "group", e.g. "slide". */
  slideRoleDescription?: string
  opts?: CarouselOptions
  setApi?: (api: CarouselApi) => void
}

/*
 * Embla does the scrolling. Keyboard: the buttons, plus Left/Right arrows anywhere inside the
 * carousel. Visitors who prefer reduced motion get instant jumps instead of animated scrolls.
 */
function Carousel({
  label,
  roleDescription,
  slideRoleDescription,
  opts,
  setApi,
  className,
  children,
  onKeyDownCapture,
  ...props
}: CarouselProps) {
  const reducedMotion = usePrefersReducedMotion()
  const [viewportRef, api] = useEmblaCarousel({ align: 'start', ...opts })
  const [state, setState] = React.useState({
    selectedIndex: 0,
    snapCount: 0,
    canScrollPrev: false,
    canScrollNext: false,
  })

  React.useEffect(() => {
    if (!api) return
    setApi?.(api)
    const sync = () =>
      setState({
        selectedIndex: api.selectedScrollSnap(),
        snapCount: api.scrollSnapList().length,
        canScrollPrev: api.canScrollPrev(),
        canScrollNext: api.canScrollNext(),
      })
    sync()
    api.on('select', sync).on('reInit', sync)
    return () => {
      api.off('select', sync).off('reInit', sync)
    }
  }, [api, setApi])

  const scrollPrev = React.useCallback(() => api?.scrollPrev(reducedMotion), [api, reducedMotion])
  const scrollNext = React.useCallback(() => api?.scrollNext(reducedMotion), [api, reducedMotion])
  const scrollTo = React.useCallback(
    (index: number) => api?.scrollTo(index, reducedMotion),
    [api, reducedMotion],
  )

  const handleKeyDown = (event: React.KeyboardEvent<HTMLElement>) => {
    onKeyDownCapture?.(event)
    if (event.defaultPrevented) return
    const target = event.target as HTMLElement
    if (target.closest('input, textarea, select, [contenteditable="true"]')) return
    if (event.key === 'ArrowLeft') {
      event.preventDefault()
      scrollPrev()
    } else if (event.key === 'ArrowRight') {
      event.preventDefault()
      scrollNext()
    }
  }

  return (
    <CarouselContext.Provider
      value={{ viewportRef, api, ...state, scrollPrev, scrollNext, scrollTo, slideRoleDescription }}
    >
      <section
        data-slot="carousel"
        aria-label={label}
        aria-roledescription={roleDescription}
        className={cn('relative', className)}
        onKeyDownCapture={handleKeyDown}
        {...props}
      >
        {children}
      </section>
    </CarouselContext.Provider>
  )
}

function CarouselContent({ className, ...props }: React.ComponentProps<'div'>) {
  const { viewportRef } = useCarousel()
  return (
    <div ref={viewportRef} data-slot="carousel-viewport" className="overflow-hidden">
      <div
        data-slot="carousel-content"
        className={cn('-ms-4 flex touch-pan-y touch-pinch-zoom', className)}
        {...props}
      />
    </div>
  )
}

const carouselItemVariants = cva('min-w-0 shrink-0 grow-0 ps-4', {
  variants: {
    perView: {
      1: 'basis-full',
      2: 'basis-full sm:basis-1/2',
      3: 'basis-full sm:basis-1/2 lg:basis-1/3',
      4: 'basis-4/5 sm:basis-1/2 lg:basis-1/4',
    },
  },
  defaultVariants: { perView: 1 },
})

type CarouselItemProps = React.ComponentProps<'div'> &
  VariantProps<typeof carouselItemVariants> & {
    /** Position read out with the slide, e.g. "3 of 8". */
    'aria-label'?: string
  }

function CarouselItem({ perView, className, ...props }: CarouselItemProps) {
  const { slideRoleDescription } = useCarousel()
  return (
    <div
      role="group"
      aria-roledescription={slideRoleDescription}
      data-slot="carousel-item"
      className={cn(carouselItemVariants({ perView }), className)}
      {...props}
    />
  )
}

const carouselButtonClassName = cn(
  'inline-flex size-11 cursor-pointer items-center justify-center rounded-full border border-input bg-background text-foreground shadow-xs',
  'transition-colors hover:border-ink-700 hover:bg-muted',
  'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-focus',
  'disabled:cursor-default disabled:opacity-40',
)

type CarouselButtonProps = Omit<React.ComponentProps<'button'>, 'children'> & {
  /** Accessible name, e.g. "Previous slide". */
  label: string
}

function CarouselPrevious({ label, className, onClick, ...props }: CarouselButtonProps) {
  const { scrollPrev, canScrollPrev } = useCarousel()
  return (
    <button
      type="button"
      data-slot="carousel-previous"
      disabled={!canScrollPrev}
      onClick={(event) => {
        onClick?.(event)
        scrollPrev()
      }}
      className={cn(carouselButtonClassName, className)}
      {...props}
    >
      <ChevronLeftIcon className="size-5" />
      <span className="sr-only">{label}</span>
    </button>
  )
}

function CarouselNext({ label, className, onClick, ...props }: CarouselButtonProps) {
  const { scrollNext, canScrollNext } = useCarousel()
  return (
    <button
      type="button"
      data-slot="carousel-next"
      disabled={!canScrollNext}
      onClick={(event) => {
        onClick?.(event)
        scrollNext()
      }}
      className={cn(carouselButtonClassName, className)}
      {...props}
    >
      <ChevronRightIcon className="size-5" />
      <span className="sr-only">{label}</span>
    </button>
  )
}

type CarouselDotsProps = Omit<React.ComponentProps<'div'>, 'children'> & {
  /** Accessible name of each dot, e.g. (index, total) => `Slide ${index + 1} of ${total}`. */
  dotLabel: (index: number, total: number) => string
}

function CarouselDots({ dotLabel, className, ...props }: CarouselDotsProps) {
  const { snapCount, selectedIndex, scrollTo } = useCarousel()
  if (snapCount < 2) return null
  return (
    <div data-slot="carousel-dots" className={cn('flex items-center gap-1', className)} {...props}>
      {Array.from({ length: snapCount }, (_, index) => (
        <button
          key={index}
          type="button"
          aria-label={dotLabel(index, snapCount)}
          aria-current={index === selectedIndex ? 'true' : undefined}
          data-state={index === selectedIndex ? 'active' : 'inactive'}
          onClick={() => scrollTo(index)}
          className="group/dot inline-flex size-6 cursor-pointer items-center justify-center rounded-full focus-visible:outline-2 focus-visible:outline-offset-0 focus-visible:outline-focus"
        >
          <span className="block h-1.5 w-1.5 rounded-full bg-ink-400 transition-all group-hover/dot:bg-ink-700 group-data-[state=active]/dot:w-5 group-data-[state=active]/dot:bg-ink-900" />
        </button>
      ))}
    </div>
  )
}

export {
  Carousel,
  CarouselContent,
  CarouselDots,
  CarouselItem,
  carouselItemVariants,
  CarouselNext,
  CarouselPrevious,
  useCarousel,
}
export type {
  CarouselApi,
  CarouselButtonProps,
  CarouselDotsProps,
  CarouselItemProps,
  CarouselOptions,
  CarouselProps,
}
