import { dependenciesOf, storybookConfig } from '@lamella/ui/storybook/config'

/** The blocks' stories, with the design system's setup and visual-regression checks. */
export default storybookConfig({
  stories: ['../src/**/*.stories.tsx'],
  prebundle: dependenciesOf(new URL('../package.json', import.meta.url)),
})
