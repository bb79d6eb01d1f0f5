import { useRef } from 'react'
import { Link, useLocation } from 'react-router'
import { isKnownPath } from '#app/shared/navigation/known-path'
import { usePrefetchWhenVisible } from '#app/shared/navigation/prefetch'
import { useRootData } from '#app/shared/root-data'

export interface SiteLinkProps extends Omit<React.ComponentProps<'a'>, 'href'> {
  /**
   * A path of the site in the visitor's language (the loaders resolve CMS links to these), or a
   * URL safeHref accepted: http(s), mailto, tel, `#x`.
   */
  href: string
  /** opens another site: gets `rel="noopener noreferrer"` */
  external?: boolean
}

/**
 * A link of the site: paths become router links, prefetched once visible when they lead to a page
 * the site has (never a URL that would answer 404) and that is not the current page; anything
 * else is a plain anchor.
 */
export function SiteLink({ href, external, children, ref: _ref, ...props }: SiteLinkProps) {
  const root = useRootData()
  const anchor = useRef<HTMLAnchorElement>(null)
  const internal = href.startsWith('/') && !href.startsWith('//')
  const { pathname } = useLocation()
  const path = href.split(/[?#]/)[0] ?? href
  const known = internal && !!root && isKnownPath(href, root.locale, root.pageSlugs)
  // The page itself is loaded already: React Router would fetch nothing and hold the slot.
  usePrefetchWhenVisible(anchor, path, known && path !== pathname)
  if (internal) {
    return (
      <Link ref={anchor} to={href} prefetch="none" {...props}>
        {children}
      </Link>
    )
  }
  return (
    <a href={href} {...(external ? { rel: 'noopener noreferrer' } : {})} {...props}>
      {children}
    </a>
  )
}
