import type { RefObject } from 'react'
import type { Locale } from '@lamella/i18n'
import { useTranslation } from '@lamella/i18n/react'
import { cn, Sheet, SheetContent, SheetFooter, SheetHeader, SheetTitle, Text } from '@lamella/ui'
import { LanguageSwitcher } from './language-switcher'
import type { ShellNavItem } from '#app/shared/cms/shell.server'
import { SiteLink } from '#app/shared/ui/site-link'

/** A menu entry; `min-h-11` for the nested ones, `min-h-12` for the others. */
const itemLink = (height: string) =>
  cn(
    'flex items-center rounded-xs text-lg text-foreground transition-colors hover:text-primary',
    height,
  )

/** The mobile menu's sheet, loaded on demand by the header's menu button. */
export default function MobileMenuSheet({
  open,
  onOpenChange,
  items,
  locale,
  returnFocusTo,
}: {
  open: boolean
  onOpenChange: (open: boolean) => void
  items: ShellNavItem[]
  locale: Locale
  /** the menu button: it lives outside the lazily loaded dialog, so Radix cannot know it */
  returnFocusTo: RefObject<HTMLButtonElement | null>
}) {
  const { t } = useTranslation()
  const close = () => onOpenChange(false)
  return (
    <Sheet open={open} onOpenChange={onOpenChange}>
      <SheetContent
        side="right"
        closeLabel={t('nav.close')}
        aria-describedby={undefined}
        onCloseAutoFocus={(event) => {
          event.preventDefault()
          returnFocusTo.current?.focus()
        }}
      >
        <SheetHeader>
          <SheetTitle>{t('nav.menu')}</SheetTitle>
        </SheetHeader>
        {items.length > 0 && (
          <nav aria-label={t('nav.mobileNavigation')}>
            <ul className="flex flex-col">
              {items.map((item, index) => (
                <li key={index} className="border-b border-border py-1 first:border-t">
                  {item.kind === 'link' ? (
                    <SiteLink
                      href={item.href}
                      external={item.external}
                      className={itemLink('min-h-12')}
                      onClick={close}
                    >
                      {item.label}
                    </SiteLink>
                  ) : (
                    <div className="flex flex-col pt-3 pb-2">
                      <Text variant="eyebrow" tone="muted">
                        {item.label}
                      </Text>
                      <ul className="mt-1 flex flex-col">
                        {item.items.map((child) => (
                          <li key={child.href + child.label}>
                            <SiteLink
                              href={child.href}
                              external={child.external}
                              className={itemLink('min-h-11')}
                              onClick={close}
                            >
                              {child.label}
                            </SiteLink>
                          </li>
                        ))}
                      </ul>
                    </div>
                  )}
                </li>
              ))}
            </ul>
          </nav>
        )}
        <SheetFooter className="gap-3 pt-2">
          <Text variant="eyebrow" tone="muted">
            {t('common.language')}
          </Text>
          <LanguageSwitcher locale={locale} size="lg" />
        </SheetFooter>
      </SheetContent>
    </Sheet>
  )
}
