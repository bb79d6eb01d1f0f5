import { verifyLink } from './sign-in.server'
import type { Route } from './+types/verify'

/** The link of the sign-in mail. */
export const loader = (args: Route.LoaderArgs) => verifyLink(args)
