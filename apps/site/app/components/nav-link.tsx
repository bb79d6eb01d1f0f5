import type { Locale } from '@lamella/i18n'
import { Link } from 'react-router'
import { isExternal, localizeHref } from '../lib/links'
import { usePrefetch } from '../lib/use-prefetch'

export interface NavLinkProps extends Omit<React.ComponentProps<'a'>, 'href'> {
  locale: Locale
  /** a CMS url, already checked by libs/cms (`safeHref`): no javascript:, data: or blob: */
  url: string
}

/** A CMS link: internal paths become prefetching router links in the visitor's language. */
export function CmsLink({ locale, url, children, ...props }: NavLinkProps) {
  const href = localizeHref(locale, url)
  const prefetch = usePrefetch()
  if (href.startsWith('/') && !href.startsWith('//')) {
    return (
      <Link to={href} prefetch={prefetch} {...props}>
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
