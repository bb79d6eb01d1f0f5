import { loadInbox } from './desk.server'
import { InboxScreen } from './inbox-screen'
import type { Route } from './+types/inbox'

export const loader = (args: Route.LoaderArgs) => loadInbox(args)

export default function Inbox({ loaderData }: Route.ComponentProps) {
  return <InboxScreen {...loaderData} />
}
