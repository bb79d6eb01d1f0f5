import { type RouteConfig, index, layout, prefix, route } from '@react-router/dev/routes'
import { PRIVACY_SEGMENT, SITEMAP_FILE, TERMS_SEGMENT } from './lib/paths'

export default [
  // `/` serves the home page in the detected language (cookie, Accept-Language, nl).
  index('routes/home/home.tsx', { id: 'home-detected' }),
  route('healthz', 'routes/system/healthz.ts'),
  route('media/:id', 'routes/system/media.ts'),
  route('media/:id/video', 'routes/system/media-video.ts'),
  route('api/address', 'routes/system/address.ts'),
  route('api/cache/purge', 'routes/system/cache-purge.ts'),
  route('api/locale', 'routes/system/locale.ts'),
  route('api/preview', 'routes/system/preview.ts'),
  route('api/preview/exit', 'routes/system/preview-exit.ts'),
  route('api/preview/start', 'routes/system/preview-start.ts'),
  route('robots.txt', 'routes/system/robots.ts'),
  route(SITEMAP_FILE, 'routes/system/sitemap-index.ts'),
  route(`:lang/${SITEMAP_FILE}`, 'routes/system/sitemap.ts'),
  layout('routes/lang-layout.tsx', [
    ...prefix(':lang', [
      index('routes/home/home.tsx', { id: 'home' }),
      route('blog', 'routes/blog/blog-index.tsx'),
      route('blog/:slug', 'routes/blog/blog-article.tsx'),
      route('covers', 'routes/covers/covers-index.tsx'),
      route('covers/:slug', 'routes/covers/cover-detail.tsx'),
      route('projects', 'routes/projects/projects-index.tsx'),
      route('projects/:slug', 'routes/projects/project-detail.tsx'),
      route('pools', 'routes/pools/pools-index.tsx'),
      route('pools/:slug', 'routes/pools/pool-detail.tsx'),
      route('faq', 'routes/faq/faq.tsx'),
      route('configure', 'routes/configure/configure.tsx'),
      route('quote', 'routes/quote/quote.tsx'),
      route('dealers', 'routes/dealers/dealers.tsx'),
      route(TERMS_SEGMENT, 'routes/pages/terms.tsx'),
      route(PRIVACY_SEGMENT, 'routes/pages/privacy.tsx'),
      route('*', 'routes/pages/page.tsx'),
    ]),
  ]),
  route('*', 'routes/system/not-found.tsx'),
] satisfies RouteConfig
