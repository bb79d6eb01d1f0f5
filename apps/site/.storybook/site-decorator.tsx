import { I18nProvider, useTranslation } from '@lamella/i18n/react'
import type { Decorator } from '@storybook/react-vite'
import { createContext, use, useState, type ComponentType, type ReactNode } from 'react'
import { Outlet, createRoutesStub } from 'react-router'
import { rootDataFixture } from '../app/shell/site-shell.fixture'
import { Toasts } from '../app/shell/toasts'
import type { RootData } from '../app/shared/root-data'

/** Where a story of the site renders: `parameters.site`. */
export interface SiteStory {
  /** the URL the story is at; the root data's home page by default */
  path?: string
  /** the route pattern of the story's route, for `useParams` (`*` by default) */
  route?: string
  /** the root loader's data; `null` when it failed; the English demo chrome by default */
  root?: RootData | null
  /** the story route's loader data (a page's `head`, whose paths the language switcher links) */
  loaderData?: unknown
  /** what the story route answers a form post with; stories that post and wait give a pending one */
  action?: () => unknown
}

/** The story being rendered: the stub's route shows it, and follows it when its args change. */
const CurrentStory = createContext<ReactNode>(null)

function StoryRoute() {
  return use(CurrentStory)
}

/**
 * Renders every story of the site the way the app does: inside React Router (a routes stub with
 * the root route's data, which `useRootData` reads, and the story's own route) and the site's
 * I18nProvider with the root data's language and catalogue. The data is given as hydration data,
 * so the first paint already shows the story: no loader runs.
 */
export const withSite: Decorator = (Story, { parameters }) => (
  <SiteFrame Story={Story} site={(parameters.site ?? {}) as SiteStory} />
)

/** The page's toast area: a story whose component raises a toast shows it as the page would. */
function StoryToasts() {
  const { t } = useTranslation()
  return <Toasts label={t('common.notifications')} closeLabel={t('common.closeNotification')} />
}

function SiteFrame({ Story, site }: { Story: ComponentType; site: SiteStory }) {
  const root = site.root === undefined ? rootDataFixture() : site.root
  const locale = root?.locale ?? 'en'
  const storyData = site.loaderData ?? null
  const [Stub] = useState(() =>
    createRoutesStub([
      {
        id: 'root',
        path: '/',
        loader: () => root,
        Component: Outlet,
        children: [
          {
            id: 'story',
            path: site.route ?? '*',
            loader: () => storyData,
            action: site.action,
            Component: StoryRoute,
          },
        ],
      },
    ]),
  )
  return (
    <I18nProvider locale={locale} catalogue={root?.messages}>
      <CurrentStory value={<Story />}>
        <Stub
          initialEntries={[site.path ?? `/${locale}`]}
          hydrationData={{ loaderData: { root, story: storyData } }}
        />
      </CurrentStory>
      <StoryToasts />
    </I18nProvider>
  )
}
