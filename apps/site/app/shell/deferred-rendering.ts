/**
 * On the document element from the server on: while it is there, app.css has the browser render
 * the blocks after a page's first and the site's footer only as they come near the screen, so the
 * first paint styles and lays out the first screen rather than the whole page.
 */
export const DEFERRED_ATTRIBUTE = 'data-deferred-rendering'

/**
 * Lays the page out whole from now on: for a page the router renders itself, whose scroll
 * position it restores or whose anchor it scrolls to. A part the browser has not laid out yet
 * holds a guessed height, which would put such a position elsewhere.
 */
export function renderWholePage(root: HTMLElement = document.documentElement) {
  root.removeAttribute(DEFERRED_ATTRIBUTE)
}

/**
 * Inline in the head, before the body is parsed: a page the browser opens to go back to a place
 * on it (a reload, its back or forward button) is laid out whole from the start, so the position
 * the router restores is right from the first paint.
 */
export const renderWholeOnReturnScript = `try{var n=performance.getEntriesByType('navigation')[0];if(n&&(n.type==='reload'||n.type==='back_forward'))document.documentElement.removeAttribute('${DEFERRED_ATTRIBUTE}')}catch(e){}`
