/**
 * The test files of a worker share one jsdom (`isolate: false`): each starts from an empty page
 * with nothing stored, as it would in a DOM of its own. A file that runs in Node has no page.
 */
export function freshPage() {
  if (typeof document === 'undefined') return
  document.head.replaceChildren()
  document.body.replaceChildren()
  localStorage.clear()
  sessionStorage.clear()
  for (const cookie of document.cookie.split(';')) {
    const name = cookie.split('=')[0]?.trim()
    if (name) document.cookie = `${name}=; max-age=0; path=/`
  }
}
