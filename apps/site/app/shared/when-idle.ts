/**
 * Runs `task` once the browser is idle (at most two seconds later), or after `fallbackMs` where it
 * cannot say (Safari); answers the function that cancels it. For work a page can do after its
 * start-up, so that each piece is a short task of its own.
 */
export function whenIdle(task: () => void, fallbackMs = 200): () => void {
  if (typeof requestIdleCallback === 'function') {
    const id = requestIdleCallback(task, { timeout: 2_000 })
    return () => cancelIdleCallback(id)
  }
  const id = setTimeout(task, fallbackMs)
  return () => clearTimeout(id)
}
