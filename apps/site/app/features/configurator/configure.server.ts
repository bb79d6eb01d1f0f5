import { translatorFor } from '@lamella/i18n/server'
import { parseNumberInput, zodErrorMap } from '@lamella/i18n/validation'
import { redirect } from 'react-router'
import {
  configurationLabels,
  configurationParams,
  configurationSchema,
  configurationSteps,
  firstStepToFix,
  isConfigurationStep,
  readConfiguration,
  stepParams,
  stepSearch,
  type ConfigurationParam,
  type RawConfiguration,
} from './configuration'
import { loadPoolLines } from './configuration.server'
import { withCms } from '#app/shared/cms/cms-unavailable.server'
import { requireLocale } from '#app/shared/locale/locale.server'
import { siteContext, type LoaderArgs } from '#app/shared/route-helpers.server'
import { servicesOf } from '#app/shared/request.server'

/** Numbers with a decimal point, everything trimmed: the form of a value in a canonical URL. */
function canonical(raw: RawConfiguration): RawConfiguration {
  const result: RawConfiguration = {}
  for (const name of configurationParams) {
    const value = raw[name]?.trim()
    if (!value) continue
    const number = name === 'length' || name === 'width' ? parseNumberInput(value) : undefined
    result[name] = typeof number === 'number' && Number.isFinite(number) ? String(number) : value
  }
  return result
}

const sorted = (search: string) => [...new URLSearchParams(search)].map(String).sort().join('&')

/**
 * The configurator (/{lang}/configure): its whole state is the URL. The step asked for is shown
 * when every step before it is valid; otherwise the first step that needs fixing is, with its
 * messages, so a stale or edited link can never skip a rule. A step's own messages show once its
 * values are in the URL (a submitted step), not when the visitor first arrives at it.
 */
export async function loadConfigurator({ request, params, context }: LoaderArgs) {
  const locale = requireLocale(params, request)
  const services = servicesOf(context)
  const url = new URL(request.url)
  const [site, lines] = await Promise.all([
    siteContext(request, locale, services),
    withCms(request, () => loadPoolLines(services.cms, locale)),
  ])
  const raw = canonical(readConfiguration(url.searchParams))
  const asked = url.searchParams.get('step')
  const requested = isConfigurationStep(asked) ? asked : 'pool'
  // A form sent without JavaScript says `length=10,5` in the visitor's format and its own order:
  // one redirect makes it the URL the browser's navigation would have made, shared and cached once.
  // Other parameters (a campaign's utm_*) are kept as they are, after the configuration's.
  const own = new Set<string>(['step', ...configurationParams])
  const extra = [...url.searchParams].filter(([name]) => !own.has(name))
  const search = stepSearch(requested, raw, extra)
  // Compared regardless of order: the page cache renders with its parameters sorted.
  if (sorted(url.search) !== sorted(search)) throw redirect(url.pathname + search)

  const t = translatorFor(locale)
  const parsed = configurationSchema(lines).safeParse(raw, {
    error: zodErrorMap(locale, { labels: configurationLabels(t) }),
  })
  const issues = parsed.success ? [] : parsed.error.issues
  const firstToFix = firstStepToFix(issues)
  const landed = configurationSteps.indexOf(requested) > configurationSteps.indexOf(firstToFix)
  const step = landed ? firstToFix : requested
  const submitted = stepParams[step].some((name) => raw[name] !== undefined)

  const errors: Partial<Record<ConfigurationParam, string>> = {}
  if (landed || submitted) {
    for (const issue of issues) {
      const name = stepParams[step].find((param) => param === issue.path[0])
      if (name && !errors[name]) errors[name] = issue.message
    }
  }

  const head = site.sectionHead('configure')
  return { locale, lines, raw, step, errors, head }
}
