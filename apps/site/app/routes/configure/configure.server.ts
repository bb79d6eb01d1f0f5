import { translatorFor } from '@lamella/i18n/server'
import { zodErrorMap } from '@lamella/i18n/validation'
import {
  configurationLabels,
  configurationSchema,
  configurationSteps,
  firstStepToFix,
  isConfigurationStep,
  readConfiguration,
  stepParams,
  type ConfigurationParam,
} from '../../lib/configuration'
import { loadPoolLines } from '../../lib/configuration.server'
import { withCms } from '../../lib/cms-unavailable.server'
import { buildHead } from '../../lib/head.server'
import { requireLocale } from '../../lib/locale.server'
import { everyLanguage } from '../../lib/paths'
import { siteContext } from '../../lib/route-helpers.server'

interface ConfigureArgs {
  request: Request
  params: { lang?: string }
}

/**
 * The configurator (/{lang}/configure): its whole state is the URL. The step asked for is shown
 * when every step before it is valid; otherwise the first step that needs fixing is, with its
 * messages, so a stale or edited link can never skip a rule. A step's own messages show once its
 * values are in the URL (a submitted step), not when the visitor first arrives at it.
 */
export async function loadConfigurator({ request, params }: ConfigureArgs) {
  const locale = requireLocale(params, request)
  const url = new URL(request.url)
  const [site, lines] = await Promise.all([
    siteContext(request, locale),
    withCms(request, () => loadPoolLines(locale)),
  ])
  const raw = readConfiguration(url.searchParams)
  const asked = url.searchParams.get('step')
  const requested = isConfigurationStep(asked) ? asked : 'pool'

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

  const head = buildHead({
    locale,
    brand: site.global.brand,
    title: t('configurator.title'),
    description: t('configurator.description'),
    paths: everyLanguage({ kind: 'section', section: 'configure' }),
    crumbs: site.crumbs('configure'),
  })
  return { locale, lines, raw, step, errors, head }
}
