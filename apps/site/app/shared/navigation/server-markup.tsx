import { KeepServerMarkup } from '@lamella/blocks'
import { useEffect, useState, type ReactNode } from 'react'
import { createPath, useLocation, useMatches, useNavigate } from 'react-router'
import { isKnownPath } from '#app/shared/navigation/known-path'
import { prefetchWhenVisible, usePrefetchQueue } from '#app/shared/navigation/prefetch'
import { usePrefetch } from '#app/shared/navigation/use-prefetch'
import { useRootData } from '#app/shared/root-data'
import { whenIdle } from '#app/shared/when-idle'

/** The server's markup of the static parts, as it stands in the document. */
const STATIC = '[data-island="static"]'
/** What React Router's `<Link>` renders: a link of the app, not a plain anchor. */
const ROUTER_LINK = 'a[data-discover][href]'

/**
 * Whether every route still shows the data the page was hydrated with. Sticky: once a navigation
 * or a revalidation brought other data, the static parts render live for good.
 */
function useHydrationData(enabled: boolean): boolean {
  const data = useMatches().map((match) => match.loaderData)
  const [first] = useState(data)
  const [same, setSame] = useState(enabled)
  const changed =
    data.length !== first.length || data.some((value, index) => value !== first[index])
  if (same && changed) setSame(false)
  return same && !changed
}

/**
 * The links in kept server markup are anchors React does not handle: a click on one navigates in
 * the app as a `<Link>` would (a plain click on a link of the app; a modified click, another
 * window or a download stays the browser's; a link that keeps the scroll position says so with
 * `data-keep-scroll`), and those that lead to a page the site has are
 * prefetched once visible, as `SiteLink` does.
 */
function StaticLinks({ kept }: { kept: boolean }) {
  const navigate = useNavigate()
  const location = useLocation()
  const root = useRootData()
  const queue = usePrefetchQueue()
  const mode = usePrefetch()

  useEffect(() => {
    const onClick = (event: MouseEvent) => {
      if (event.defaultPrevented || event.button !== 0) return
      if (event.metaKey || event.altKey || event.ctrlKey || event.shiftKey) return
      const anchor = event.target instanceof Element ? event.target.closest(ROUTER_LINK) : null
      if (!(anchor instanceof HTMLAnchorElement) || !anchor.closest(STATIC)) return
      if ((anchor.target && anchor.target !== '_self') || anchor.hasAttribute('download')) return
      const url = new URL(anchor.href)
      if (url.origin !== window.location.origin) return
      const to = url.pathname + url.search + url.hash
      event.preventDefault()
      // as `<Link>`: a link to the page itself replaces its history entry; `data-keep-scroll`
      // stands for the `preventScrollReset` the link had
      void navigate(to, {
        replace: createPath(location) === to,
        preventScrollReset: anchor.hasAttribute('data-keep-scroll'),
      })
    }
    document.addEventListener('click', onClick)
    return () => document.removeEventListener('click', onClick)
  }, [navigate, location])

  const locale = root?.locale
  const pageSlugs = root?.pageSlugs
  useEffect(() => {
    if (!kept || !queue || mode === 'none' || !locale || !pageSlugs) return
    // looked up once the page has started up: nothing is prefetched before that anyway
    let stops: (() => void)[] = []
    const cancel = whenIdle(() => {
      stops = [...document.querySelectorAll<HTMLAnchorElement>(`${STATIC} ${ROUTER_LINK}`)]
        .filter((anchor) => new URL(anchor.href).origin === window.location.origin)
        .flatMap((anchor) => {
          const path = new URL(anchor.href).pathname
          const known = isKnownPath(path, locale, pageSlugs) && path !== window.location.pathname
          return known ? [prefetchWhenVisible(queue, anchor, path)] : []
        })
    })
    return () => {
      cancel()
      stops.forEach((stop) => stop())
    }
  }, [kept, queue, mode, locale, pageSlugs])

  return null
}

/**
 * Lets hydration keep the server's markup of the page's static parts (`StaticIsland` in
 * @lamella/blocks) until other data arrives; never in the editors' preview, where the visual
 * editor marks and refreshes every block live.
 */
export function ServerMarkup({ preview, children }: { preview: boolean; children: ReactNode }) {
  const kept = useHydrationData(!preview && typeof document !== 'undefined')
  return (
    <KeepServerMarkup value={kept}>
      {children}
      <StaticLinks kept={kept} />
    </KeepServerMarkup>
  )
}
