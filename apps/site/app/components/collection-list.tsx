import type { Locale } from '@lamella/i18n'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import type { Section } from '../lib/collections.server'
import { CmsImage, type CmsImageData } from './cms-image'

export interface ListItem {
  id: number | string
  slug: string
  title: string
  summary?: string | null
  image?: CmsImageData | null
}

export interface CollectionListProps {
  section: Section
  locale: Locale
  items: ListItem[]
  total: number
  pages: number
}

export function CollectionList({ section, locale, items, total, pages }: CollectionListProps) {
  const { t } = useTranslation()
  return (
    <div className="mx-auto max-w-6xl px-4 py-12">
      <h1 className="text-4xl font-semibold tracking-tight text-ink-950">{t(`${section}.title`)}</h1>
      <ul className="mt-8 grid gap-6 sm:grid-cols-2 lg:grid-cols-3" data-testid="collection-list">
        {items.map((item, index) => (
          <li key={item.id} className="group relative overflow-hidden rounded-lg border border-border bg-background shadow-sm">
            {item.image && (
              <CmsImage
                image={item.image}
                alt=""
                sizes="(min-width: 1024px) 33vw, (min-width: 640px) 50vw, 100vw"
                priority={index < 3}
                className="aspect-[16/10] w-full object-cover"
              />
            )}
            <div className="p-5">
              <h2 className="text-lg font-semibold text-ink-950">
                <Link to={`/${locale}/${section}/${item.slug}`} prefetch="viewport" className="after:absolute after:inset-0">
                  {item.title}
                </Link>
              </h2>
              {item.summary && <p className="mt-2 text-sm text-ink-700">{item.summary}</p>}
            </div>
          </li>
        ))}
      </ul>
      {section !== 'covers' && (
        <div className="mt-10 flex flex-col items-center gap-3">
          <p className="text-sm text-muted-foreground" data-testid="list-counter">
            {t(`${section}.counter`, { shown: items.length, count: total })}
          </p>
          {items.length < total && (
            <Link
              to={`?page=${pages + 1}`}
              preventScrollReset
              className="inline-flex min-h-11 items-center rounded-md border border-primary px-6 font-medium text-primary hover:bg-primary hover:text-primary-foreground"
            >
              {t(`${section}.loadMore`)}
            </Link>
          )}
        </div>
      )}
    </div>
  )
}
