import { readFileSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import type { StorybookConfig } from '@storybook/react-vite'
import tailwindcss from '@tailwindcss/vite'

const configDir = dirname(fileURLToPath(import.meta.url))

/*
 * Pre-bundle every runtime dependency up front (see libs/ui's Storybook): otherwise Vite discovers
 * them while the story tests run and reloads the test iframe.
 */
const dependencies = (path: string) =>
  Object.keys(
    (JSON.parse(readFileSync(path, 'utf8')) as { dependencies: Record<string, string> })
      .dependencies,
  )
const prebundle = [
  'react',
  'react/jsx-runtime',
  'react/jsx-dev-runtime',
  'react-dom',
  'react-dom/client',
  ...dependencies(join(configDir, '../../ui/package.json')).filter(
    (name) => name !== 'tailwindcss',
  ),
]

/** The blocks' stories, with the design system's visual-regression checks when Vitest runs them. */
const config: StorybookConfig = {
  stories: ['../src/**/*.stories.tsx'],
  addons: ['@storybook/addon-docs', '@storybook/addon-a11y', '@storybook/addon-vitest'],
  framework: '@storybook/react-vite',
  core: { disableTelemetry: true, disableWhatsNewNotifications: true },
  previewAnnotations: async (entries: string[] = []) =>
    process.env.VITEST
      ? [...entries, fileURLToPath(import.meta.resolve('@lamella/ui/storybook/visual-regression'))]
      : entries,
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
