import { pathOf } from '#app/shared/paths'
import {
  Button,
  buttonVariants,
  cn,
  Container,
  ChevronDownIcon,
  MenuIcon,
  SearchIcon,
} from '@lamella/ui'
import { StaticIsland } from '@lamella/blocks'
import { lazy, useEffect, useRef, useState } from 'react'
import { useTranslation } from '@lamella/i18n/react'
import { Link } from 'react-router'
import type { RootData } from '#app/shared/root-data'
import type { ShellLink, ShellNavItem } from '#app/shared/cms/shell.server'
import { Island } from '#app/shared/ui/island'
import { LanguageSwitcher } from './language-switcher'
import { SiteLink } from '#app/shared/ui/site-link'

type Locale = RootData['locale']

const loadMobileMenuSheet = () => import('./mobile-menu-sheet')
const MobileMenuSheet = lazy(loadMobileMenuSheet)

const topLink = 'rounded-xs text-ink-700 transition-colors hover:text-primary'
const mainLink = cn(
  buttonVariants({ variant: 'nav', size: null }),
  'h-9 px-3 text-sm lg:px-4 lg:text-[0.9375rem]',
)

export function SiteHeader({ root }: { root: RootData | undefined }) {
  const { t } = useTranslation()
  const locale = root?.locale ?? 'nl'
  const shell = root?.shell
  const topLeft = shell?.topNavLeft ?? []
  const topRight = shell?.topNavRight ?? []
  const mainLeft = shell?.mainNavLeft ?? []
  const mainRight = shell?.mainNavRight ?? []
  return (
    <header className="relative z-40 border-b border-border bg-background">
      {/* The top bar carries the language switcher on wide screens; on small ones only its left links. */}
      <div className={cn('bg-muted text-sm', topLeft.length === 0 && 'hidden md:block')}>
        <Container className="flex min-h-10 items-center justify-between gap-x-6 py-1.5">
          <TopLinks links={topLeft} />
          <div className="hidden items-center gap-x-6 md:flex">
            {/* Between md and lg the bar has room for the language switcher only. */}
            <TopLinks links={topRight} wideOnly />
            <LanguageSwitcher locale={locale} />
          </div>
        </Container>
      </div>
      <Container className="flex h-16 items-center justify-between gap-6 md:h-20">
        <StaticIsland>
          <Link
            to={root?.homePath ?? pathOf(locale, { kind: 'home' })}
            className="shrink-0 rounded-xs text-2xl font-medium tracking-tight text-brand-900"
          >
            {shell?.brand ?? 'Lamella'}
          </Link>
        </StaticIsland>
        {mainLeft.length + mainRight.length > 0 && (
          <nav aria-label={t('nav.mainNavigation')} className="hidden flex-1 md:block">
            <ul className="flex items-center justify-end gap-x-0.5 lg:gap-x-1">
              {mainLeft.map((item, index) => (
                <MainNavItem key={`l${index}`} item={item} />
              ))}
              {mainRight.map((item, index) => (
                <MainNavItem key={`r${index}`} item={item} />
              ))}
            </ul>
          </nav>
        )}
        <div className="flex shrink-0 items-center gap-1">
          <SearchLink locale={locale} />
          <MobileMenu items={shell?.mobileNav ?? []} locale={locale} />
        </div>
      </Container>
    </header>
  )
}

/**
 * The site search, from every page at every width: a plain link to its GET form, so that the
 * header carries no script for it. Its name is its text, shown from lg on, read out below.
 */
function SearchLink({ locale }: { locale: Locale }) {
  const { t } = useTranslation()
  return (
    <StaticIsland>
      <Link to={pathOf(locale, { kind: 'search' })} className={cn(mainLink, 'gap-2')}>
        <SearchIcon className="size-5" />
        <span className="sr-only lg:not-sr-only">{t('nav.search')}</span>
      </Link>
    </StaticIsland>
  )
}

/** The top bar's links; `wideOnly`: shown from the lg breakpoint on. */
function TopLinks({ links, wideOnly = false }: { links: ShellLink[]; wideOnly?: boolean }) {
  if (links.length === 0) return null
  return (
    <StaticIsland>
      <ul
        className={cn(
          wideOnly ? 'hidden lg:flex' : 'flex',
          'flex-wrap items-center gap-x-5 gap-y-1 whitespace-nowrap',
        )}
      >
        {links.map((link) => (
          <li key={link.href + link.label}>
            <SiteLink href={link.href} external={link.external} className={topLink}>
              {link.label}
            </SiteLink>
          </li>
        ))}
      </ul>
    </StaticIsland>
  )
}

function MainNavItem({ item }: { item: ShellNavItem }) {
  if (item.kind === 'link') {
    return (
      <li>
        <StaticIsland>
          <SiteLink href={item.href} external={item.external} className={mainLink}>
            {item.label}
          </SiteLink>
        </StaticIsland>
      </li>
    )
  }
  return (
    <li>
      <NavGroup item={item} />
    </li>
  )
}

/**
 * A dropdown of the main navigation. A native <details>, so it opens without JavaScript and its
 * summary is a keyboard control; with JavaScript it also closes on Escape, on an outside click,
 * when focus leaves it and when one of its links is followed.
 */
function NavGroup({ item }: { item: Extract<ShellNavItem, { kind: 'group' }> }) {
  const ref = useRef<HTMLDetailsElement>(null)
  const close = (focusSummary = false) => {
    const details = ref.current
    if (!details?.open) return
    details.open = false
    if (focusSummary) details.querySelector('summary')?.focus()
  }
  useEffect(() => {
    const onPointerDown = (event: PointerEvent) => {
      const details = ref.current
      if (details?.open && !details.contains(event.target as Node)) details.open = false
    }
    document.addEventListener('pointerdown', onPointerDown)
    return () => document.removeEventListener('pointerdown', onPointerDown)
  }, [])
  return (
    <details
      ref={ref}
      className="group/nav relative"
      onKeyDown={(event) => {
        if (event.key === 'Escape') close(true)
      }}
      onBlur={(event) => {
        if (event.relatedTarget && !event.currentTarget.contains(event.relatedTarget)) close()
      }}
    >
      <summary
        className={cn(
          mainLink,
          'list-none [&::-webkit-details-marker]:hidden group-open/nav:bg-muted',
        )}
      >
        {item.label}
        <ChevronDownIcon className="size-4 text-ink-500 motion-safe:transition-transform group-open/nav:rotate-180" />
      </summary>
      <div className="absolute end-0 top-full z-50 mt-3 w-80 rounded-xl border border-border bg-background p-2 shadow-lg lg:start-0 lg:end-auto">
        <ul className="flex flex-col">
          {item.items.map((child) => (
            <li key={child.href + child.label}>
              <SiteLink
                href={child.href}
                external={child.external}
                className="flex flex-col gap-0.5 rounded-lg px-4 py-3 transition-colors hover:bg-muted"
                onClick={() => close()}
              >
                <span className="font-medium text-foreground">{child.label}</span>
                {child.description && (
                  <span className="text-sm text-muted-foreground">{child.description}</span>
                )}
              </SiteLink>
            </li>
          ))}
        </ul>
      </div>
    </details>
  )
}

/**
 * Below `md`: a menu button opening a sheet with the mobile navigation and the language switcher.
 * The sheet (a Radix dialog) is its own chunk, fetched when the button is pointed at, focused or
 * pressed: most visitors never open it, and it stays out of every page's first load.
 */
function MobileMenu({ items, locale }: { items: ShellNavItem[]; locale: Locale }) {
  const { t } = useTranslation()
  const [open, setOpen] = useState(false)
  const [requested, setRequested] = useState(false)
  const button = useRef<HTMLButtonElement>(null)
  const preload = () => void loadMobileMenuSheet()
  return (
    <>
      <Button
        ref={button}
        variant="ghost"
        size="sm"
        className="-me-3 md:hidden"
        aria-haspopup="dialog"
        aria-expanded={open}
        onPointerEnter={preload}
        onFocus={preload}
        onClick={() => {
          setRequested(true)
          setOpen(true)
        }}
      >
        <MenuIcon className="size-5" />
        {t('nav.menu')}
      </Button>
      {requested && (
        <Island>
          <MobileMenuSheet
            open={open}
            onOpenChange={setOpen}
            items={items}
            locale={locale}
            returnFocusTo={button}
          />
        </Island>
      )}
    </>
  )
}
