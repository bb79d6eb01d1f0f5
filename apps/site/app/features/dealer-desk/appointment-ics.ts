import { leadCalendar } from './desk.server'
import type { Route } from './+types/appointment-ics'

/** A lead's appointment as a file any calendar app adds. */
export const loader = (args: Route.LoaderArgs) => leadCalendar(args)
