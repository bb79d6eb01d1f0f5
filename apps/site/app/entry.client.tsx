import { startTransition, StrictMode, type ReactNode } from 'react'
import { hydrateRoot } from 'react-dom/client'
import { HydratedRouter } from 'react-router/dom'
import { StagedRouter, prepareHistoryEntry, startRouter } from '#app/shell/staged-router'

function hydrate(app: ReactNode) {
  startTransition(() => {
    hydrateRoot(document, <StrictMode>{app}</StrictMode>)
  })
}

// The built site makes its router in short steps before hydrating (`startRouter`). Development
// keeps React Router's own `HydratedRouter`, which its hot module replacement works with.
if (import.meta.env.DEV) {
  prepareHistoryEntry()
  hydrate(<HydratedRouter />)
} else {
  void startRouter().then((start) => hydrate(<StagedRouter start={start} />))
}
