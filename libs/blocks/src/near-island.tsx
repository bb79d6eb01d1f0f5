import {
  lazy,
  Suspense,
  useEffect,
  useId,
  useLayoutEffect,
  useRef,
  useState,
  type ComponentType,
} from 'react'

/**
 * How far outside the screen a block starts loading: half a screen ahead, so that its code has
 * usually arrived before a visitor scrolling down reaches it.
 */
export const NEAR_MARGIN = '50% 0px'

const focusable = 'a[href], button, input, select, textarea, [tabindex]'

/** Where focus is inside `element`, as the index among its focusable elements (-1: not inside). */
function focusIndex(element: HTMLElement) {
  const active = document.activeElement
  if (!active || !element.contains(active)) return -1
  return [...element.querySelectorAll(focusable)].indexOf(active)
}

/**
 * A lazily loaded block whose code loads only when it comes near the screen. The server renders it
 * in full, so its HTML (the first slide, the final figures) is there without JavaScript and takes
 * its place from the first paint. In the browser that HTML is kept as it is (hydrated as inert
 * markup, so no router update ever waits for the block) until the block is within NEAR_MARGIN of
 * the viewport, or receives focus or a pointer; then its code loads and the live component takes
 * the markup's place in one commit, focus kept where it was. Rendered by the browser itself (a
 * later navigation), it loads at once, like `lazy()`.
 *
 * The wrapper is `display: contents`, so the page lays out as without it; the observed element is
 * the block's own root. `data-hydrated` marks a running block (for tests and debugging).
 */
export function nearBlock<P extends object>(
  load: () => Promise<ComponentType<P>>,
): ComponentType<P> {
  const Lazy = lazy(async () => ({ default: await load() }))

  function NearBlock(props: P) {
    const id = useId()
    const wrapper = useRef<HTMLDivElement>(null)
    // The server's markup of this block, when the page is being hydrated (read before React
    // touches it); nothing on the server or in a later navigation.
    const [serverHtml] = useState(() =>
      typeof document === 'undefined' ? undefined : document.getElementById(id)?.innerHTML,
    )
    const [live, setLive] = useState<{ Component: ComponentType<P>; focus: number } | null>(null)

    useEffect(() => {
      const element = wrapper.current
      if (serverHtml === undefined || !element) return
      let started = false
      const start = () => {
        if (started) return
        started = true
        observer?.disconnect()
        void load().then((Component) => setLive({ Component, focus: focusIndex(element) }))
      }
      const target = element.firstElementChild
      const observer =
        target && typeof IntersectionObserver !== 'undefined'
          ? new IntersectionObserver(
              (entries) => entries.some((entry) => entry.isIntersecting) && start(),
              { rootMargin: NEAR_MARGIN },
            )
          : undefined
      if (observer && target) observer.observe(target)
      else start()
      element.addEventListener('focusin', start)
      element.addEventListener('pointerdown', start)
      return () => {
        started = true
        observer?.disconnect()
        element.removeEventListener('focusin', start)
        element.removeEventListener('pointerdown', start)
      }
    }, [serverHtml])

    // A keyboard visitor who tabbed into the markup stays on the same control in the live block.
    useLayoutEffect(() => {
      if (!live || live.focus < 0) return
      const control = wrapper.current?.querySelectorAll<HTMLElement>(focusable)[live.focus]
      control?.focus({ preventScroll: true })
    }, [live])

    if (live) {
      return (
        <div key="live" ref={wrapper} className="contents" data-island="near" data-hydrated="">
          <live.Component {...props} />
        </div>
      )
    }
    if (serverHtml !== undefined) {
      return (
        <div
          key="server"
          ref={wrapper}
          id={id}
          className="contents"
          data-island="near"
          dangerouslySetInnerHTML={{ __html: serverHtml }}
        />
      )
    }
    const client = typeof document !== 'undefined'
    return (
      <div
        key="server"
        ref={wrapper}
        id={id}
        className="contents"
        data-island="near"
        data-hydrated={client ? '' : undefined}
      >
        <Suspense>
          <Lazy {...props} />
        </Suspense>
      </div>
    )
  }
  return NearBlock
}
