import { useEffect } from 'react'
import { useLocation, useRevalidator } from 'react-router'

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
      const editor = await apply({ directusUrl: cmsUrl, onSaved: () => void revalidate() })
      if (active) connected = editor
      else editor?.remove()
    })
    return () => {
      active = false
      connected?.remove()
    }
  }, [cmsUrl, key, revalidate])
  return null
}
