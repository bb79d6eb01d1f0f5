import js from '@eslint/js'
import nx from '@nx/eslint-plugin'
import prettier from 'eslint-config-prettier'
import reactHooks from 'eslint-plugin-react-hooks'
import globals from 'globals'
import tseslint from 'typescript-eslint'

/**
 * The site's floors, bottom up: its settings (`env.server.ts`), the shared code (`shared/`), the
 * features (`features/<name>/`: a feature's routes, components, server code, stories and tests
 * together), then the shell (`shell/`, `root.tsx`, `entry.server.tsx`, `routes.ts`), which puts
 * them together. An import never reaches up a floor: shared code that reached into a feature
 * would drag it into every page. A feature uses another only through what it exports (its
 * `index.ts`, and `index.server.ts` for the server), so its insides can change freely; fixtures
 * for stories and tests are the exception. Outside its own folder, code imports by `#app/…`, so
 * the floor of every import can be read off its path.
 */
function siteFloors() {
  const app = 'apps/site/app'
  const rule = (...patterns) => ({ 'no-restricted-imports': ['error', { patterns }] })
  const upward = {
    regex: '^\\.\\./',
    message: 'Reach outside this folder by #app/… (the same folder by ./).',
  }
  const above = (floors, message) => ({ regex: `^#app/(${floors})(/|$)`, message })
  const insideAFeature = {
    regex: '^#app/features/[^/]+/(?!index(\\.server)?$)(?!.*\\.fixture$)',
    message:
      'Use another feature through what it exports: #app/features/<name>, or <name>/index.server on the server.',
  }
  return [
    { files: [`${app}/**/*.{ts,tsx}`], rules: rule(upward) },
    {
      files: [`${app}/env.server.ts`],
      rules: rule({ regex: '^(\\.|#)', message: 'The settings are the bottom floor.' }),
    },
    {
      files: [`${app}/shared/**/*.{ts,tsx}`],
      rules: rule(
        upward,
        above(
          'features|shell|root|entry\\.server|routes',
          'Shared code is below the features and the shell: move what both need into shared/.',
        ),
      ),
    },
    {
      files: [`${app}/features/**/*.{ts,tsx}`],
      rules: rule(
        upward,
        above(
          'shell|root|entry\\.server|routes',
          'A feature is below the shell: move what both need into shared/.',
        ),
        insideAFeature,
      ),
    },
    {
      files: [`${app}/shell/**/*.{ts,tsx}`, `${app}/*.{ts,tsx}`],
      ignores: [`${app}/env.server.ts`],
      rules: rule(upward, insideAFeature),
    },
  ]
}

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/build/**',
      '**/.react-router/**',
      '**/storybook-static/**',
      '**/coverage/**',
      '**/reports/**',
      'apps/cms/runtime/**',
      'apps/cms/data/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    plugins: { '@nx': nx, 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      '@typescript-eslint/consistent-type-imports': 'error',
      '@nx/enforce-module-boundaries': [
        'error',
        {
          enforceBuildableLibDependency: false,
          allow: [],
          depConstraints: [
            { sourceTag: 'type:lib', notDependOnLibsWithTags: ['type:app'] },
            {
              sourceTag: 'scope:site',
              onlyDependOnLibsWithTags: ['scope:blocks', 'scope:cms', 'scope:ui', 'scope:i18n'],
            },
            {
              sourceTag: 'scope:blocks',
              onlyDependOnLibsWithTags: ['scope:cms', 'scope:ui', 'scope:i18n'],
            },
            { sourceTag: 'scope:cms', onlyDependOnLibsWithTags: ['scope:i18n'] },
            { sourceTag: 'scope:ui', onlyDependOnLibsWithTags: [] },
            { sourceTag: 'scope:i18n', onlyDependOnLibsWithTags: [] },
            {
              sourceTag: 'scope:cms-server',
              onlyDependOnLibsWithTags: ['scope:i18n', 'scope:cms', 'scope:blocks'],
            },
            {
              sourceTag: 'type:tools',
              onlyDependOnLibsWithTags: [
                'scope:i18n',
                'scope:cms',
                'scope:ui',
                'scope:blocks',
                'scope:cms-server',
              ],
            },
          ],
        },
      ],
    },
  },
  {
    // End-to-end tests compare what the site shows with the demo content the CMS was seeded with.
    files: ['apps/site/e2e/**'],
    rules: {
      '@nx/enforce-module-boundaries': [
        'error',
        {
          enforceBuildableLibDependency: false,
          depConstraints: [
            {
              sourceTag: 'scope:site',
              onlyDependOnLibsWithTags: ['scope:i18n', 'scope:cms-server', 'type:tools'],
            },
          ],
        },
      ],
    },
  },
  {
    // The site's own tests may stand its code behind the tools' stand-ins (the reference proxy):
    // tests, like the end-to-end ones, never reach the browser or the server bundle.
    files: ['apps/site/app/**/*.test.ts'],
    rules: {
      '@nx/enforce-module-boundaries': [
        'error',
        {
          enforceBuildableLibDependency: false,
          depConstraints: [
            {
              sourceTag: 'scope:site',
              onlyDependOnLibsWithTags: [
                'scope:blocks',
                'scope:cms',
                'scope:ui',
                'scope:i18n',
                'type:tools',
              ],
            },
          ],
        },
      ],
    },
  },
  ...siteFloors(),
  {
    // The site's settings have one door: app/env.server.ts parses every variable once, so a value
    // that does not parse stops the start instead of a feature quietly falling back. Tests may
    // still set the environment they run in.
    files: ['apps/site/app/**/*.{ts,tsx}', 'apps/site/server.ts', 'apps/site/render-thread.ts'],
    ignores: ['apps/site/app/env.server.ts', 'apps/site/app/**/*.test.{ts,tsx}'],
    rules: {
      'no-restricted-properties': [
        'error',
        {
          object: 'process',
          property: 'env',
          message: 'Read settings with env() from app/env.server.ts, where each is parsed once.',
        },
      ],
    },
  },
  prettier,
)
