import { redirect } from 'react-router'
import { requireLocale } from '#app/shared/locale/locale.server'
import { deskPath } from './desk-paths'
import { signOut } from './sign-in.server'
import type { Route } from './+types/sign-out'

export const action = (args: Route.ActionArgs) => signOut(args)

/** Signing out is a form's post; a visit leads to the desk. */
export const loader = ({ params, request }: Route.LoaderArgs) =>
  redirect(deskPath(requireLocale(params, request), 'inbox'))
