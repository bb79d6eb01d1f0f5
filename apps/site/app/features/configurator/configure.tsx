import { lazy, Suspense } from 'react'
import { headToMeta } from '#app/shared/seo/head'
import { loadConfigurator } from './configure.server'
import type { Route } from './+types/configure'

// The configurator's code (forms, validation, the top view) is its own chunk: loaded as this
// route's own, never shared into the chunks every page loads. The server waits for it, so the
// HTML is complete without JavaScript.
const Configurator = lazy(() =>
  import('./configurator').then((module) => ({
    default: module.Configurator,
  })),
)

export const loader = (args: Route.LoaderArgs) => loadConfigurator(args)

export const meta: Route.MetaFunction = ({ loaderData }) => headToMeta(loaderData?.head)

export default function ConfigureScreen({ loaderData }: Route.ComponentProps) {
  return (
    <Suspense>
      <Configurator
        lines={loaderData.lines}
        raw={loaderData.raw}
        step={loaderData.step}
        errors={loaderData.errors}
      />
    </Suspense>
  )
}
