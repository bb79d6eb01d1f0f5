import { I18nProvider, useTranslation } from '@lamella/i18n/react'
import { Button, Container } from '@lamella/ui'
import { Form, Link, Outlet } from 'react-router'
import { headToMeta } from '#app/shared/seo/head'
import { deskPath } from './desk-paths'
import { loadDeskLayout } from './desk-layout.server'
import type { Route } from './+types/desk-layout'

export const loader = (args: Route.LoaderArgs) => loadDeskLayout(args)

export const meta: Route.MetaFunction = ({ loaderData }) => headToMeta(loaderData?.head)

/** A signed-in page is the staff member's alone: no cache, no proxy, no CDN, no search engine. */
export const headers: Route.HeadersFunction = () => ({
  'Cache-Control': 'private, no-store',
  'X-Robots-Tag': 'noindex, nofollow',
})

export default function DeskLayout({ loaderData }: Route.ComponentProps) {
  const { locale, catalogue, account } = loaderData
  return (
    <I18nProvider locale={locale} catalogue={catalogue}>
      <DeskBar account={account} locale={locale} />
      <Outlet />
    </I18nProvider>
  )
}

function DeskBar({
  account,
  locale,
}: {
  account: { name: string; dealer: string } | null
  locale: Route.ComponentProps['loaderData']['locale']
}) {
  const { t } = useTranslation()
  return (
    <div className="border-b border-ink-200 bg-muted">
      <Container className="flex flex-wrap items-center justify-between gap-x-4 gap-y-2 py-3">
        <Link to={deskPath(locale, 'inbox')} className="font-semibold text-ink-900 hover:underline">
          {t('dealerDesk.title')}
        </Link>
        {account ? (
          <div className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm">
            <span className="text-ink-700">
              {t('dealerDesk.signedInAs', { name: account.name, dealer: account.dealer })}
            </span>
            <Link
              to={deskPath(locale, 'profile')}
              className="text-primary underline underline-offset-4 hover:decoration-2"
            >
              {t('dealerDesk.profile.link')}
            </Link>
            <Form method="post" action={deskPath(locale, 'sign-out')}>
              <Button type="submit" variant="outline" size="sm">
                {t('dealerDesk.signOut')}
              </Button>
            </Form>
          </div>
        ) : null}
      </Container>
    </div>
  )
}
