import { leadsCsv } from './desk.server'
import type { Route } from './+types/leads-csv'

/** The dealer's leads for a spreadsheet. */
export const loader = (args: Route.LoaderArgs) => leadsCsv(args)
