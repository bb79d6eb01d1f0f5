import { leadAction, loadLead } from './desk.server'
import { LeadScreen } from './lead-screen'
import type { Route } from './+types/lead'

export const loader = (args: Route.LoaderArgs) => loadLead(args)
export const action = (args: Route.ActionArgs) => leadAction(args)

export default function Lead({ loaderData, actionData }: Route.ComponentProps) {
  return <LeadScreen {...loaderData} actionData={actionData} />
}
