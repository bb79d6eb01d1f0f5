import { readFileSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import type { StorybookConfig } from '@storybook/react-vite'
import tailwindcss from '@tailwindcss/vite'

const configDir = dirname(fileURLToPath(import.meta.url))

/** The design system's stories; the CMS blocks have a Storybook of their own in libs/blocks. */
const stories = ['../src/**/*.stories.tsx']

/*
 * Pre-bundle every runtime dependency up front. Otherwise Vite discovers them while the story tests
 * run, reloads the test iframe and can end up with two copies of React ("reading 'useState'").
 */
const pkg = JSON.parse(readFileSync(join(configDir, '../package.json'), 'utf8')) as {
  dependencies: Record<string, string>
}
const prebundle = [
  'react',
  'react/jsx-runtime',
  'react/jsx-dev-runtime',
  'react-dom',
  'react-dom/client',
  ...Object.keys(pkg.dependencies).filter((name) => name !== 'tailwindcss'),
]

const config: StorybookConfig = {
  stories,
  addons: ['@storybook/addon-docs', '@storybook/addon-a11y', '@storybook/addon-vitest'],
  framework: '@storybook/react-vite',
  core: { disableTelemetry: true, disableWhatsNewNotifications: true },
  /*
   * The screenshot assertion needs Vitest's browser API, which only exists inside a test run, so its
   * annotations are added to the preview only when Vitest loads this config.
   */
  previewAnnotations: async (entries: string[] = []) =>
    process.env.VITEST ? [...entries, join(configDir, 'visual-regression.ts')] : entries,
  /*
   * Plugins go here rather than in a vite.config.ts: viteFinal also reaches the Vitest story tests,
   * and the library build (vite.lib.config.ts) stays out of Storybook.
   */
  viteFinal: async (viteConfig) => ({
    ...viteConfig,
    plugins: [...(viteConfig.plugins ?? []), tailwindcss()],
    optimizeDeps: {
      ...viteConfig.optimizeDeps,
      include: [...(viteConfig.optimizeDeps?.include ?? []), ...prebundle],
    },
  }),
}

export default config
