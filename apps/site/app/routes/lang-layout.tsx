import { Outlet } from 'react-router'
import { requireLanguage } from '../middleware/language.server'
import type { Route } from './+types/lang-layout'

export const middleware: Route.MiddlewareFunction[] = [requireLanguage]

export default function LanguageLayout() {
  return <Outlet />
}
