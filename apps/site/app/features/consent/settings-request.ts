/**
 * The footer's "Cookie settings" asks the consent island to show the choice again. The island is
 * loaded after the page, so a request made before it is there waits for it here.
 */
let pending = false
let listener: (() => void) | undefined

export function requestConsentSettings() {
  if (listener) listener()
  else pending = true
}

/** The island listens for requests, and receives one made before it was loaded. */
export function onConsentSettingsRequest(handler: () => void): () => void {
  listener = handler
  if (pending) {
    pending = false
    handler()
  }
  return () => {
    if (listener === handler) listener = undefined
  }
}
