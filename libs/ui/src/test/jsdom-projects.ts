import type { TestProjectInlineConfiguration } from 'vitest/config'

type Plugins = TestProjectInlineConfiguration['plugins']

/**
 * The component tests of a package, in jsdom. Its files share one DOM per worker: creating one
 * for each file was half the run; each file starts from an empty page instead (`freshPage()` in
 * the setup file). Files that replace a module (`vi.mock`) keep modules and a DOM of their own:
 * with shared modules, one an earlier file imported would stay unmocked.
 */
export function jsdomProjects({
  include,
  exclude = [],
  mocking,
  setupFiles,
  plugins = () => [],
}: {
  include: string[]
  exclude?: string[]
  /** the files that call `vi.mock` */
  mocking: string[]
  setupFiles: string[]
  plugins?: () => Plugins
}): TestProjectInlineConfiguration[] {
  return [
    {
      extends: true,
      plugins: plugins(),
      test: {
        name: 'unit',
        environment: 'jsdom',
        include,
        exclude: [...exclude, ...mocking],
        setupFiles,
        isolate: false,
      },
    },
    {
      extends: true,
      plugins: plugins(),
      test: { name: 'unit-isolated', environment: 'jsdom', include: mocking, setupFiles },
    },
  ]
}
