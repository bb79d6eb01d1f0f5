import { loadSignIn, signInAction } from './sign-in.server'
import { SignInScreen } from './sign-in-screen'
import type { Route } from './+types/sign-in'

export const loader = (args: Route.LoaderArgs) => loadSignIn(args)
export const action = (args: Route.ActionArgs) => signInAction(args)

export default function SignIn({ loaderData, actionData }: Route.ComponentProps) {
  return <SignInScreen {...loaderData} rateLimited={actionData?.rateLimited ?? null} />
}
