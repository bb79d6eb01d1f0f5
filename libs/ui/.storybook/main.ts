import { storybookConfig } from './storybook-config'

/** The design system's stories; the CMS blocks and the site have Storybooks of their own. */
export default storybookConfig({ stories: ['../src/**/*.stories.tsx'] })
