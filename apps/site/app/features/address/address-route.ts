import { servicesOf } from '#app/shared/request.server'
import { answerAddressSuggestions } from './suggest-route.server'
import type { Route } from './+types/address-route'

/** GET /api/address?q=&lang=: suggestions for the address field (see suggest-route.server.ts). */
export function loader({ request, context }: Route.LoaderArgs) {
  return answerAddressSuggestions(request, servicesOf(context).client)
}
