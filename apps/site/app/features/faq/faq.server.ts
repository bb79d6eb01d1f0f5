import { listFaqCategories, rewriteLinks } from '@lamella/cms'
import type { FaqListCategory } from '@lamella/blocks'
import { withCms } from '#app/shared/cms/cms-unavailable.server'
import { requireLocale } from '#app/shared/locale/locale.server'
import { pathOf } from '#app/shared/paths'
import { siteContext, type LoaderArgs } from '#app/shared/route-helpers.server'
import { siteOrigin } from '#app/shared/seo/site-url.server'
import { faqPage } from '#app/shared/seo/structured-data.server'
import { servicesOf } from '#app/shared/request.server'

/**
 * The FAQ screen (/{lang}/faq): every category with its published questions in the visitor's
 * language, internal links of the answers in that language, and FAQPage JSON-LD of what it shows.
 */
export async function loadFaqScreen({ request, params, context }: LoaderArgs) {
  const locale = requireLocale(params, request)
  const services = servicesOf(context)
  const [site, found] = await Promise.all([
    siteContext(request, locale, services),
    withCms(request, () => listFaqCategories(services.cms, locale)),
  ])
  const categories: FaqListCategory[] = found.map(({ id, title, items }) => ({
    id,
    title,
    items: items.map((item) => ({
      id: item.id,
      question: item.question,
      answer: rewriteLinks(item.answer, site.links.href),
    })),
  }))
  const questions = categories.flatMap((category) => category.items)
  const head = site.sectionHead('faq', {
    jsonLd:
      questions.length > 0
        ? [
            faqPage({
              url: siteOrigin() + pathOf(locale, { kind: 'section', section: 'faq' }),
              questions,
            }),
          ]
        : [],
  })
  return { categories, head }
}
