import { resolve } from 'node:path'
import { ESLint } from 'eslint'
import { describe, expect, it } from 'vitest'

const root = resolve(import.meta.dirname, '../..')
const eslint = new ESLint({ cwd: root })

async function boundaryErrors(file: string, code: string) {
  const [result] = await eslint.lintText(code, { filePath: resolve(root, file) })
  return (result?.messages ?? []).filter((m) => m.ruleId === '@nx/enforce-module-boundaries')
}

/** The dependency direction of HOUSE-STYLE fails lint when broken (checked on real rule config). */
// The first lint builds Nx's project graph: seconds on a loaded machine.
describe('module boundaries', { timeout: 60_000 }, () => {
  it.each([
    ['libs/ui/src/probe.ts', "import { locales } from '@lamella/i18n'\nexport const x = locales"],
    ['libs/i18n/src/probe.ts', "import { cn } from '@lamella/ui'\nexport const x = cn"],
    [
      'libs/cms/src/probe.ts',
      "import { registry } from '@lamella/blocks'\nexport const x = registry",
    ],
    [
      'libs/blocks/src/probe.ts',
      "import { localizeHref } from '../../../apps/site/app/shared/paths'\nexport const y = localizeHref",
    ],
  ])('%s may not import that', async (file, code) => {
    expect(await boundaryErrors(file, code)).not.toEqual([])
  })

  it.each([
    [
      'apps/site/app/probe.ts',
      "import { registry } from '@lamella/blocks'\nexport const x = registry",
    ],
    ['libs/blocks/src/probe.ts', "import { cn } from '@lamella/ui'\nexport const x = cn"],
    ['libs/cms/src/probe.ts', "import { locales } from '@lamella/i18n'\nexport const x = locales"],
  ])('%s may import that', async (file, code) => {
    expect(await boundaryErrors(file, code)).toEqual([])
  })
})

/** The site's settings are read through app/env.server.ts alone (checked on real rule config). */
describe('the environment door', { timeout: 60_000 }, () => {
  const envReads = async (file: string) => {
    const [result] = await eslint.lintText('export const port = process.env.PORT\n', {
      filePath: resolve(root, file),
    })
    return (result?.messages ?? []).filter((m) => m.ruleId === 'no-restricted-properties')
  }

  it.each([
    'apps/site/app/shared/probe.server.ts',
    'apps/site/app/features/quote/probe.tsx',
    'apps/site/server.ts',
  ])('%s may not read process.env', async (file) => expect(await envReads(file)).not.toEqual([]))

  it.each(['apps/site/app/env.server.ts', 'apps/site/app/shared/probe.server.test.ts'])(
    '%s may',
    async (file) => expect(await envReads(file)).toEqual([]),
  )
})

/** The site's floors: settings, shared, features, shell; an import never reaches up. */
describe("the site's floors", { timeout: 60_000 }, () => {
  const floorErrors = async (file: string, from: string) => {
    const [result] = await eslint.lintText(`import { x } from '${from}'\nexport const y = x\n`, {
      filePath: resolve(root, file),
    })
    return (result?.messages ?? []).filter((m) => m.ruleId === 'no-restricted-imports')
  }

  it.each([
    ['apps/site/app/shared/probe.ts', '#app/features/quote/quote-form'],
    ['apps/site/app/shared/cms/probe.ts', '#app/features/dealers'],
    ['apps/site/app/shared/probe.ts', '#app/shell/site-shell'],
    ['apps/site/app/shared/probe.ts', '#app/root'],
    ['apps/site/app/features/quote/probe.tsx', '#app/shell/site-header'],
    ['apps/site/app/features/quote/probe.tsx', '#app/routes'],
    ['apps/site/app/features/quote/probe.tsx', '#app/features/dealers/dealer-card'],
    ['apps/site/app/features/quote/probe.tsx', '#app/features/dealers/dealer-search.server'],
    ['apps/site/app/shell/probe.tsx', '#app/features/consent/consent-banner'],
    ['apps/site/app/shared/cms/probe.ts', '../paths'],
    ['apps/site/app/features/quote/probe.ts', '../dealers/dealer-card'],
    ['apps/site/app/env.server.ts', './shared/paths'],
    ['apps/site/app/env.server.ts', '#app/shared/paths'],
  ])('%s may not import %s', async (file, from) => {
    expect(await floorErrors(file, from)).not.toEqual([])
  })

  it.each([
    ['apps/site/app/shared/cms/probe.ts', '#app/shared/paths'],
    ['apps/site/app/shared/probe.ts', '#app/env.server'],
    ['apps/site/app/features/quote/probe.tsx', './quote-form'],
    ['apps/site/app/features/quote/probe.tsx', '#app/shared/ui/site-link'],
    ['apps/site/app/features/quote/probe.tsx', '#app/features/dealers'],
    ['apps/site/app/features/quote/probe.ts', '#app/features/dealers/index.server'],
    ['apps/site/app/features/quote/probe.stories.tsx', '#app/features/dealers/dealers.fixture'],
    ['apps/site/app/shell/probe.tsx', '#app/features/consent'],
    ['apps/site/app/root.tsx', '#app/shell/site-shell'],
  ])('%s may import %s', async (file, from) => {
    expect(await floorErrors(file, from)).toEqual([])
  })
})
