import { Configurator } from '../../components/configurator/configurator'
import { headToMeta } from '../../lib/head'
import { loadConfigurator } from './configure.server'
import type { Route } from './+types/configure'

export const loader = (args: Route.LoaderArgs) => loadConfigurator(args)

export const meta: Route.MetaFunction = ({ loaderData }) => headToMeta(loaderData?.head)

export default function ConfigureScreen({ loaderData }: Route.ComponentProps) {
  return (
    <Configurator
      lines={loaderData.lines}
      raw={loaderData.raw}
      step={loaderData.step}
      errors={loaderData.errors}
    />
  )
}
