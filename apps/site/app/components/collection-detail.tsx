import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import type { Locale } from '@lamella/i18n'
import type { Section } from '../lib/collections.server'
import { CmsImage, type CmsImageData } from './cms-image'

export interface DetailItem {
  title: string
  summary?: string | null
  /** HTML already sanitised by libs/cms */
  body?: string | null
  image?: CmsImageData | null
}

export interface Fact {
  label: string
  value: string
}

export interface CollectionDetailProps {
  section: Section
  locale: Locale
  item: DetailItem
  /** facts shown under the title (colour, pool type, ...), already translated */
  facts?: Fact[]
  /** a line under the title, e.g. the publication date and author */
  byline?: string
}

export function CollectionDetail({ section, locale, item, facts = [], byline }: CollectionDetailProps) {
  const { t } = useTranslation()
  return (
    <article className="mx-auto max-w-3xl px-4 py-12">
      <Link to={`/${locale}/${section}`} className="text-sm font-medium text-primary hover:underline">
        ← {t(`${section}.backToOverview`)}
      </Link>
      <h1 className="mt-4 text-4xl font-semibold tracking-tight text-ink-950">{item.title}</h1>
      {byline && <p className="mt-3 text-sm text-muted-foreground">{byline}</p>}
      {facts.length > 0 && (
        <dl className="mt-4 flex flex-wrap gap-x-6 gap-y-2 text-sm text-ink-700">
          {facts.map((fact) => (
            <div key={fact.label} className="flex gap-1">
              <dt className="font-medium">{fact.label}:</dt>
              <dd>{fact.value}</dd>
            </div>
          ))}
        </dl>
      )}
      {item.summary && <p className="mt-6 text-lg text-ink-800">{item.summary}</p>}
      {item.image && (
        <CmsImage
          image={item.image}
          alt=""
          sizes="(min-width: 768px) 720px, 100vw"
          priority
          className="mt-8 aspect-[16/10] w-full rounded-lg object-cover"
        />
      )}
      {item.body && (
        <div className="prose mt-8 max-w-none" dangerouslySetInnerHTML={{ __html: item.body }} />
      )}
    </article>
  )
}
