import type { Locale } from '@lamella/i18n'
import { Link } from 'react-router'
import { isKnownPath } from '../lib/known-path'
import { isExternal, localizeHref } from '../lib/links'
import { useRootData } from '../lib/root-data'
import { usePrefetch } from '../lib/use-prefetch'

export interface NavLinkProps extends Omit<React.ComponentProps<'a'>, 'href'> {
  locale: Locale
  /** a CMS url, already checked by libs/cms (`safeHref`): no javascript:, data: or blob: */
  url: string
}

/**
 * A CMS link: internal paths become router links in the visitor's language, prefetched when they
 * lead to a page the site has.
 */
export function CmsLink({ locale, url, children, ...props }: NavLinkProps) {
  const href = localizeHref(locale, url)
  const prefetch = usePrefetch()
  const pageSlugs = useRootData()?.pageSlugs ?? []
  if (href.startsWith('/') && !href.startsWith('//')) {
    return (
      <Link
        to={href}
        prefetch={isKnownPath(href, locale, pageSlugs) ? prefetch : 'none'}
        {...props}
      >
        {children}
      </Link>
    )
  }
  return (
    <a href={href} {...(isExternal(href) ? { rel: 'noopener noreferrer' } : {})} {...props}>
      {children}
    </a>
  )
}
