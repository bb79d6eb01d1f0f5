import { useEffect } from 'react'
import { useLocation, useRevalidator } from 'react-router'

/** Each attempt waits about a second for the Studio's answer. */
const HANDSHAKE_ATTEMPTS = 30

/**
 * Connects the page's `data-directus` elements to Directus' visual editor when the page runs
 * inside it. Mounted in the editors' preview only, in a chunk of its own, and the library is
 * imported in an effect: no published page loads either. After an edit is saved the page's data
 * is read again (drafts, uncached), so the change shows at once.
 */
export default function VisualEditing({ cmsUrl }: { cmsUrl: string }) {
  const { key } = useLocation()
  const { revalidate } = useRevalidator()
  useEffect(() => {
    let active = true
    let connected: { remove(): void } | undefined
    void import('@directus/visual-editing').then(async ({ apply }) => {
      // The library waits one second for the Studio to confirm, then gives up without a word; a
      // Studio still loading (a slow machine, a large page) answers later, so ask again.
      for (let attempt = 0; active && attempt < HANDSHAKE_ATTEMPTS; attempt++) {
        const editor = await apply({ directusUrl: cmsUrl, onSaved: () => void revalidate() })
        if (!editor) continue
        if (active) connected = editor
        else editor.remove()
        return
      }
    })
    return () => {
      active = false
      connected?.remove()
    }
  }, [cmsUrl, key, revalidate])
  return null
}
