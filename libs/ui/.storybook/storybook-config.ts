/*
 * The Storybook setup every Storybook of the repo shares (this library's, libs/blocks' and
 * apps/site's): the same addons, Tailwind, pre-bundled dependencies and, when Vitest runs the
 * stories, the screenshot comparison of visual-regression.ts.
 */
import { readFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import type { StorybookConfig } from '@storybook/react-vite'
import tailwindcss from '@tailwindcss/vite'

const visualRegression = fileURLToPath(new URL('./visual-regression.ts', import.meta.url))

/** The runtime dependencies of a package.json (Tailwind aside: it is a build tool). */
export function dependenciesOf(packageJson: URL | string): string[] {
  const { dependencies = {} } = JSON.parse(readFileSync(packageJson, 'utf8')) as {
    dependencies?: Record<string, string>
  }
  return Object.keys(dependencies).filter(
    (name) => name !== 'tailwindcss' && !name.startsWith('@lamella/'),
  )
}

/** This library's runtime dependencies: every Storybook that renders its components needs them. */
export const uiDependencies = dependenciesOf(new URL('../package.json', import.meta.url))

export interface StorybookOptions {
  /** story globs, relative to the `.storybook` folder */
  stories: string[]
  /**
   * Modules to pre-bundle besides React and this library's dependencies. Otherwise Vite discovers
   * them while the story tests run, reloads the test iframe and can end up with two copies of
   * React ("reading 'useState'").
   */
  prebundle?: string[]
  /**
   * The Vite config file Storybook starts from, instead of the project's own `vite.config.ts`
   * (an app's config builds the app, not its stories).
   */
  viteConfigPath?: string
}

export function storybookConfig({
  stories,
  prebundle = [],
  viteConfigPath,
}: StorybookOptions): StorybookConfig {
  const include = [
    'react',
    'react/jsx-runtime',
    'react/jsx-dev-runtime',
    'react-dom',
    'react-dom/client',
    ...uiDependencies,
    ...prebundle,
  ]
  return {
    stories,
    addons: ['@storybook/addon-docs', '@storybook/addon-a11y', '@storybook/addon-vitest'],
    framework: viteConfigPath
      ? { name: '@storybook/react-vite', options: { builder: { viteConfigPath } } }
      : '@storybook/react-vite',
    core: { disableTelemetry: true, disableWhatsNewNotifications: true },
    /*
     * The screenshot assertion needs Vitest's browser API, which only exists inside a test run, so
     * its annotations are added to the preview only when Vitest loads the config.
     */
    previewAnnotations: async (entries: string[] = []) =>
      process.env.VITEST ? [...entries, visualRegression] : entries,
    /*
     * Plugins go here rather than in a vite.config.ts: viteFinal also reaches the Vitest story
     * tests, and the library build (vite.lib.config.ts) stays out of Storybook.
     */
    viteFinal: async (viteConfig) => ({
      ...viteConfig,
      plugins: [...(viteConfig.plugins ?? []), tailwindcss()],
      optimizeDeps: {
        ...viteConfig.optimizeDeps,
        include: [...new Set([...(viteConfig.optimizeDeps?.include ?? []), ...include])],
      },
    }),
  }
}
