import { useTranslation } from '@lamella/i18n/react'
import { Button, Input, useHydrated } from '@lamella/ui'
import { useId, useRef } from 'react'
import { showToast } from '#app/shared/toast/toasts'

/**
 * The configuration's address, to send to someone or to come back to: in a read-only field that
 * anyone can select and copy, and with JavaScript a button that copies it. A toast says whether
 * the copy worked; when it did not (no clipboard, or the browser refused), the link is selected
 * in the field, to copy by hand.
 */
export function ShareLink({ url }: { url: string }) {
  const { t } = useTranslation()
  const hydrated = useHydrated()
  const id = useId()
  const field = useRef<HTMLInputElement>(null)

  async function copy() {
    try {
      await navigator.clipboard.writeText(url)
      showToast({ message: t('configurator.share.copied'), tone: 'success' })
    } catch {
      field.current?.focus()
      field.current?.select()
      showToast({
        message: t('configurator.share.notCopied'),
        description: t('configurator.share.copyYourself'),
        tone: 'error',
      })
    }
  }

  return (
    <div data-slot="share-link" className="flex flex-col gap-2">
      <label htmlFor={id} className="text-sm font-medium">
        {t('configurator.share.label')}
      </label>
      <div className="flex items-center gap-2">
        <Input
          ref={field}
          id={id}
          size="sm"
          readOnly
          value={url}
          // the whole link at once, for a visitor who copies it by hand
          onFocus={(event) => event.currentTarget.select()}
        />
        {hydrated ? (
          <Button type="button" size="sm" variant="outline" onClick={() => void copy()}>
            {t('configurator.share.copy')}
          </Button>
        ) : null}
      </div>
    </div>
  )
}
