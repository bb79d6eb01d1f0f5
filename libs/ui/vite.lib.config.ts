import { readFileSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import react from '@vitejs/plugin-react'
import { defineConfig, type Plugin } from 'vite'

const root = dirname(fileURLToPath(import.meta.url))
const pkg = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as {
  dependencies?: Record<string, string>
  peerDependencies?: Record<string, string>
}
const externals = [
  ...Object.keys(pkg.dependencies ?? {}),
  ...Object.keys(pkg.peerDependencies ?? {}),
]

/**
 * Ships the Tailwind source stylesheet, not compiled CSS: a consumer's Tailwind build imports it and
 * generates only the classes both the app and the library use. `@source` then points at the built
 * modules next to it instead of src/components.
 */
function tailwindStylesheet(): Plugin {
  return {
    name: 'lamella:tailwind-stylesheet',
    generateBundle() {
      const theme = readFileSync(join(root, 'src/styles/theme.css'), 'utf8')
      const preflight = readFileSync(join(root, 'src/styles/preflight.css'), 'utf8')
      const entry = readFileSync(join(root, 'src/styles/index.css'), 'utf8')
        .replace(/^@source not .*\n/gm, '')
        .replace(/^@source '\.\.\/lib';\n/m, '')
        .replace(/^@source '\.\.\/components';$/m, "@source './**/*.js';")
      this.emitFile({ type: 'asset', fileName: 'theme.css', source: theme })
      this.emitFile({ type: 'asset', fileName: 'preflight.css', source: preflight })
      this.emitFile({ type: 'asset', fileName: 'styles.css', source: entry })
    },
  }
}

// Library build: `npm run build` -> dist/ (ES modules, one file per source module, types from tsc).
export default defineConfig({
  plugins: [react(), tailwindStylesheet()],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: true,
    lib: { entry: join(root, 'src/index.ts'), formats: ['es'] },
    rolldownOptions: {
      external: (id) => externals.some((name) => id === name || id.startsWith(`${name}/`)),
      output: { preserveModules: true, preserveModulesRoot: 'src', entryFileNames: '[name].js' },
    },
  },
})
