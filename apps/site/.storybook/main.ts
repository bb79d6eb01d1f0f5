import { fileURLToPath } from 'node:url'
import { storybookConfig } from '@lamella/ui/storybook/config'

/**
 * The site's own components (header, footer, configurator, quote form, dealer finder, error
 * screens, banners), with the design system's setup and visual-regression checks.
 */
export default storybookConfig({
  stories: ['../app/**/*.stories.tsx'],
  // What the site's browser code imports from npm besides the design system's dependencies
  // (Sentry through a dynamic import, which Vite would only find during the run).
  prebundle: ['react-router', 'zod', '@sentry/react'],
  viteConfigPath: fileURLToPath(new URL('./vite.config.ts', import.meta.url)),
})
