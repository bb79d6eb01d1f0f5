import {
  lazy,
  Suspense,
  use,
  useEffect,
  useId,
  useRef,
  useState,
  type ComponentType,
  type RefObject,
} from 'react'

/**
 * How far outside the screen a block starts loading: half a screen ahead, so that its code has
 * usually arrived before a visitor scrolling down reaches it.
 */
export const NEAR_MARGIN = '50% 0px'

interface Gate {
  promise: Promise<void>
  open: () => void
}

function gate(): Gate {
  let open = () => {}
  const promise = new Promise<void>((resolve) => (open = resolve))
  return { promise, open }
}

/**
 * A lazily loaded block whose code loads only when it comes near the screen. The server renders it
 * in full, so its HTML (the first slide, the final figures) is there without JavaScript and takes
 * its place from the first paint; the browser hydrates it once it is within NEAR_MARGIN of the
 * viewport, or as soon as it receives focus or a pointer (a keyboard or a quick tap gets there
 * first). Rendered by the browser itself (a later navigation), it loads at once, like `lazy()`.
 *
 * Its wrapper is `display: contents`, so the page lays out as without it; the observed element is
 * the block's own root.
 */
export function nearBlock<P extends object>(
  load: () => Promise<ComponentType<P>>,
): ComponentType<P> {
  const Loaded = lazy(async () => ({ default: await load() }))

  function Waiting({ until, props }: { until: Promise<void> | undefined; props: P }) {
    // Suspends until the gate opens: the server's HTML for the block stays as it is meanwhile.
    if (until) use(until)
    return <Loaded {...props} />
  }

  /** Marks the wrapper once the block runs (`data-hydrated`), for tests and for debugging. */
  function Hydrated({ wrapper }: { wrapper: RefObject<HTMLDivElement | null> }) {
    useEffect(() => wrapper.current?.setAttribute('data-hydrated', ''), [wrapper])
    return null
  }

  function NearBlock(props: P) {
    const id = useId()
    const wrapper = useRef<HTMLDivElement>(null)
    // Server HTML for this block in the page means it is being hydrated: wait until it is near.
    const [waiting] = useState<Gate | undefined>(() =>
      typeof document !== 'undefined' && document.getElementById(id)?.firstElementChild
        ? gate()
        : undefined,
    )

    useEffect(() => {
      const element = wrapper.current
      const target = element?.firstElementChild
      if (!waiting || !element) return
      if (!target || typeof IntersectionObserver === 'undefined') {
        waiting.open()
        return
      }
      const observer = new IntersectionObserver(
        (entries) => {
          if (entries.some((entry) => entry.isIntersecting)) waiting.open()
        },
        { rootMargin: NEAR_MARGIN },
      )
      observer.observe(target)
      const open = () => waiting.open()
      element.addEventListener('focusin', open)
      element.addEventListener('pointerdown', open)
      void waiting.promise.then(() => observer.disconnect())
      return () => {
        observer.disconnect()
        element.removeEventListener('focusin', open)
        element.removeEventListener('pointerdown', open)
      }
    }, [waiting])

    return (
      <div ref={wrapper} id={id} className="contents" data-island="near">
        <Suspense>
          <Waiting until={waiting?.promise} props={props} />
          <Hydrated wrapper={wrapper} />
        </Suspense>
      </div>
    )
  }
  return NearBlock
}
