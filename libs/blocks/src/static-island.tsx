import {
  createContext,
  lazy,
  Suspense,
  useContext,
  useId,
  useState,
  type ComponentType,
  type ReactNode,
} from 'react'

/**
 * Whether hydration may leave the server's markup of static parts as it is (true only in the
 * browser, while the page shows what the server rendered; the app says so). False, the default,
 * renders everything live: on the server, in tests and stories, in the editors' preview, and once
 * a navigation or a revalidation brought new data.
 */
export const KeepServerMarkup = createContext(false)

/**
 * The server's markup of the element `id`, read once as the page hydrates (before React touches
 * it) while it may be kept; undefined otherwise, and from the moment it may no longer be kept.
 */
function useServerMarkup(id: string): string | undefined {
  const keep = useContext(KeepServerMarkup)
  const [html] = useState(() =>
    keep && typeof document !== 'undefined' ? document.getElementById(id)?.innerHTML : undefined,
  )
  return keep ? html : undefined
}

/**
 * A part of the page that does not move: text, pictures, links. The server renders it in full;
 * hydration keeps that markup as one inert element, so React neither runs its components nor
 * walks its elements at start-up (links in it still navigate in the app: the site delegates
 * their clicks). It renders live when the page's data changes or the browser renders it itself
 * (a later navigation). Nothing in it may need an event handler of React's.
 *
 * The wrapper is `display: contents`, so the page lays out as without it.
 */
export function StaticIsland({ children }: { children: ReactNode }) {
  const id = useId()
  const html = useServerMarkup(id)
  if (html !== undefined) {
    return (
      <div
        key="server"
        id={id}
        className="contents"
        data-island="static"
        dangerouslySetInnerHTML={{ __html: html }}
      />
    )
  }
  return (
    <div key="live" id={id} className="contents" data-island="static">
      {children}
    </div>
  )
}

/**
 * A block that does not move, in the chunk all pages load (it is on nearly every page, and a
 * navigation shows it at once): kept as the server's markup at start-up. `moves` names the props
 * with which it does move after all (a hero with a video): those hydrate.
 */
export function staticPart<P extends object>(
  Component: ComponentType<P>,
  moves?: (props: P) => boolean,
): ComponentType<P> {
  function StaticPart(props: P) {
    if (moves?.(props)) return <Component {...props} />
    return (
      <StaticIsland>
        <Component {...props} />
      </StaticIsland>
    )
  }
  return StaticPart
}

/**
 * A block that does not move, in its own chunk: kept as the server's markup at start-up, so its
 * code is not even loaded then; loaded when the browser renders it itself.
 */
export function staticBlock<P extends object>(
  load: () => Promise<ComponentType<P>>,
): ComponentType<P> {
  const Lazy = lazy(async () => ({ default: await load() }))
  function StaticBlock(props: P) {
    return (
      <StaticIsland>
        <Suspense>
          <Lazy {...props} />
        </Suspense>
      </StaticIsland>
    )
  }
  return StaticBlock
}
