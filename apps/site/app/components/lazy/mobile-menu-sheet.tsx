import type { NavItem } from '@lamella/cms'
import type { Locale } from '@lamella/i18n'
import { useTranslation } from '@lamella/i18n/react'
import { cn, Sheet, SheetContent, SheetFooter, SheetHeader, SheetTitle, Text } from '@lamella/ui'
import { LanguageSwitcher } from '../language-switcher'
import { CmsLink } from '../nav-link'

const itemLink =
  'flex min-h-12 items-center rounded-xs text-lg text-foreground transition-colors hover:text-primary'

/** The mobile menu's sheet, loaded on demand by the header's menu button. */
export default function MobileMenuSheet({
  open,
  onOpenChange,
  items,
  locale,
}: {
  open: boolean
  onOpenChange: (open: boolean) => void
  items: NavItem[]
  locale: Locale
}) {
  const { t } = useTranslation()
  const close = () => onOpenChange(false)
  return (
    <Sheet open={open} onOpenChange={onOpenChange}>
      <SheetContent side="right" closeLabel={t('nav.close')} aria-describedby={undefined}>
        <SheetHeader>
          <SheetTitle>{t('nav.menu')}</SheetTitle>
        </SheetHeader>
        {items.length > 0 && (
          <nav aria-label={t('nav.mobileNavigation')}>
            <ul className="flex flex-col">
              {items.map((item, index) => (
                <li key={index} className="border-b border-border py-1 first:border-t">
                  {item.kind === 'link' ? (
                    <CmsLink locale={locale} url={item.url} className={itemLink} onClick={close}>
                      {item.label}
                    </CmsLink>
                  ) : (
                    <div className="flex flex-col pt-3 pb-2">
                      <Text variant="eyebrow" tone="muted">
                        {item.label}
                      </Text>
                      <ul className="mt-1 flex flex-col">
                        {item.items.map((child) => (
                          <li key={child.url + child.label}>
                            <CmsLink
                              locale={locale}
                              url={child.url}
                              className={cn(itemLink, 'min-h-11')}
                              onClick={close}
                            >
                              {child.label}
                            </CmsLink>
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
