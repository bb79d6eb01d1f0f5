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
      "import { localizeHref } from '../../../apps/site/app/lib/links'\nexport const y = localizeHref",
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
    'apps/site/app/lib/probe.server.ts',
    'apps/site/app/routes/probe.tsx',
    'apps/site/server.ts',
  ])('%s may not read process.env', async (file) => expect(await envReads(file)).not.toEqual([]))

  it.each(['apps/site/app/env.server.ts', 'apps/site/app/lib/probe.server.test.ts'])(
    '%s may',
    async (file) => expect(await envReads(file)).toEqual([]),
  )
})

/** The site's floors: settings, lib, components, routes; an import never reaches up. */
describe("the site's floors", { timeout: 60_000 }, () => {
  const floorErrors = async (file: string, from: string) => {
    const [result] = await eslint.lintText(`import { x } from '${from}'\nexport const y = x\n`, {
      filePath: resolve(root, file),
    })
    return (result?.messages ?? []).filter((m) => m.ruleId === 'no-restricted-imports')
  }

  it.each([
    ['apps/site/app/lib/quote/probe.ts', '../../components/quote/quote-form'],
    ['apps/site/app/lib/probe.ts', '../routes/collections.server'],
    ['apps/site/app/lib/probe.ts', '../root'],
    ['apps/site/app/components/probe.tsx', '../routes/quote/quote.server'],
    ['apps/site/app/env.server.ts', './lib/paths'],
  ])('%s may not import %s', async (file, from) => {
    expect(await floorErrors(file, from)).not.toEqual([])
  })

  it.each([
    ['apps/site/app/components/probe.tsx', '../lib/paths'],
    ['apps/site/app/routes/probe.tsx', '../components/site-link'],
    ['apps/site/app/lib/quote/probe.ts', '../../env.server'],
  ])('%s may import %s', async (file, from) => {
    expect(await floorErrors(file, from)).toEqual([])
  })
})
