import js from '@eslint/js'
import nx from '@nx/eslint-plugin'
import prettier from 'eslint-config-prettier'
import reactHooks from 'eslint-plugin-react-hooks'
import globals from 'globals'
import tseslint from 'typescript-eslint'

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
  {
    // The site's floors, bottom up: its settings (env.server.ts), the shared code (lib), the
    // components, then the routes and the shell (root.tsx). Code imports from its own floor or
    // below, never above: a lower floor that reached up would drag a page into everything.
    files: ['apps/site/app/lib/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['**/components/**', '**/routes/**', '**/root', '**/entry.server'],
              message: 'lib is below the components and the routes: move what both need down.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['apps/site/app/components/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['**/routes/**', '**/root', '**/entry.server'],
              message: 'components are below the routes: move what both need into lib.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['apps/site/app/env.server.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [{ group: ['./*', '../*'], message: 'the settings are the bottom floor.' }] },
      ],
    },
  },
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
