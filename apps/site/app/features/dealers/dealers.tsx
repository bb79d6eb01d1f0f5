import { useTranslation } from '@lamella/i18n/react'
import { Button, Container, Field, Heading, Input, Section } from '@lamella/ui'
import { useId } from 'react'
import { Form, useLocation, useNavigation } from 'react-router'
import { DealerResults } from './dealer-results'
import { headToMeta } from '#app/shared/seo/head'
import type { Route } from './+types/dealers'
import { loadDealersScreen } from './dealers.server'

export const loader = (args: Route.LoaderArgs) => loadDealersScreen(args)

export const meta: Route.MetaFunction = ({ loaderData }) => headToMeta(loaderData?.head)

export default function DealersScreen({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation()
  const { query, all, search } = loaderData
  const { pathname } = useLocation()
  const navigation = useNavigation()
  const titleId = useId()
  const loading = navigation.state === 'loading' && navigation.location.pathname === pathname
  return (
    <Section spacing="md" className="pt-12 sm:pt-16" aria-labelledby={titleId}>
      <Container size="prose">
        <Heading id={titleId} level={1} className="mb-4 wrap-break-word hyphens-auto">
          {t('dealers.title')}
        </Heading>
        <p className="mb-8 text-muted-foreground">{t('dealers.intro')}</p>
        <Form
          method="get"
          role="search"
          preventScrollReset
          className="mb-10 flex flex-col gap-3 sm:flex-row sm:items-end"
        >
          <Field label={t('dealers.label')} className="grow">
            <Input key={query} type="search" name="q" defaultValue={query} autoComplete="off" />
          </Field>
          <Button type="submit" disabled={loading}>
            {t('dealers.search')}
          </Button>
        </Form>
        <DealerResults search={search} query={query} all={all} loading={loading} />
      </Container>
    </Section>
  )
}
