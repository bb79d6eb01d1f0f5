import { UNSAFE_useScrollRestoration as useScrollRestoration } from 'react-router'

/** Where React Router keeps each history entry's scroll position for the tab (sessionStorage). */
export const SCROLL_POSITIONS_KEY = 'react-router-scroll-positions'

/**
 * Inline at the end of the body, before the first paint: a history entry the browser returns to
 * (a reload, its back or forward button) opens at the place it was left. An entry gets its key
 * as the page starts up (`prepareHistoryEntry`, staged-router.tsx), so an entry without one has
 * no place kept, and a first visit reads no storage and writes no history here.
 */
export const restoreScrollScript = `try{var k=history.state&&history.state.key;if(k){var y=JSON.parse(sessionStorage.getItem('${SCROLL_POSITIONS_KEY}')||'{}')[k];if(typeof y==='number')scrollTo(0,y)}}catch(e){}`

/**
 * React Router's scroll restoration (a page's place kept as it is left, restored on return, the
 * top or the anchor after a navigation) with a script of our own for the first paint. React
 * Router's script gives a first visit's history entry its key while the page is parsed, a history
 * write before the first paint, and its history then writes the entry's index in another; the
 * built site writes both at once when it makes the router (`startRouter`).
 */
export function ScrollRestoration() {
  useScrollRestoration({ storageKey: SCROLL_POSITIONS_KEY })
  return (
    // the server's text stays as React hydrates it: the browser bundle does not carry it
    <script
      dangerouslySetInnerHTML={{ __html: import.meta.env.SSR ? restoreScrollScript : '' }}
      suppressHydrationWarning
    />
  )
}
