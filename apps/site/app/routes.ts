import { type RouteConfig, index, layout, prefix, route } from '@react-router/dev/routes'
import { PRIVACY_SEGMENT, SITEMAP_FILE, TERMS_SEGMENT } from '#app/shared/paths'

export default [
  // `/` serves the home page in the detected language (cookie, Accept-Language, nl).
  index('features/pages/home.tsx', { id: 'home-detected' }),
  route('healthz', 'shell/healthz.ts'),
  route('media/:id', 'features/media/media.ts'),
  route('media/:id/video', 'features/media/media-video.ts'),
  route('api/address', 'features/address/address-route.ts'),
  route('api/cache/purge', 'shell/cache-purge.ts'),
  route('api/locale', 'shell/locale.ts'),
  route('api/preview', 'features/preview/preview.ts'),
  route('api/preview/exit', 'features/preview/preview-exit.ts'),
  route('api/preview/start', 'features/preview/preview-start.ts'),
  route('robots.txt', 'features/seo/robots.ts'),
  route(SITEMAP_FILE, 'features/seo/sitemap-index.ts'),
  route(`:lang/${SITEMAP_FILE}`, 'features/seo/sitemap.ts'),
  layout('shell/lang-layout.tsx', [
    ...prefix(':lang', [
      index('features/pages/home.tsx', { id: 'home' }),
      route('blog', 'features/catalogue/blog-index.tsx'),
      route('blog/:slug', 'features/catalogue/blog-article.tsx'),
      route('covers', 'features/catalogue/covers-index.tsx'),
      route('covers/:slug', 'features/catalogue/cover-detail.tsx'),
      route('projects', 'features/catalogue/projects-index.tsx'),
      route('projects/:slug', 'features/catalogue/project-detail.tsx'),
      route('pools', 'features/catalogue/pools-index.tsx'),
      route('pools/:slug', 'features/catalogue/pool-detail.tsx'),
      route('faq', 'features/faq/faq.tsx'),
      route('configure', 'features/configurator/configure.tsx'),
      route('quote', 'features/quote/quote.tsx'),
      route('dealers', 'features/dealers/dealers.tsx'),
      layout('features/dealer-desk/desk-layout.tsx', [
        route('dealer', 'features/dealer-desk/inbox.tsx'),
        route('dealer/sign-in', 'features/dealer-desk/sign-in.tsx'),
        route('dealer/verify', 'features/dealer-desk/verify.ts'),
        route('dealer/sign-out', 'features/dealer-desk/sign-out.ts'),
        route('dealer/leads/:id', 'features/dealer-desk/lead.tsx'),
      ]),
      route('dealer/leads/:id/appointment.ics', 'features/dealer-desk/appointment-ics.ts'),
      route('dealer/leads.csv', 'features/dealer-desk/leads-csv.ts'),
      route(TERMS_SEGMENT, 'features/pages/terms.tsx'),
      route(PRIVACY_SEGMENT, 'features/pages/privacy.tsx'),
      route('*', 'features/pages/page.tsx'),
    ]),
  ]),
  route('*', 'shell/not-found.tsx'),
] satisfies RouteConfig
