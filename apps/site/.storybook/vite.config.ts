import { defineConfig } from 'vite'

/*
 * Storybook starts from this file instead of the app's vite.config.ts: the app's React Router
 * plugin builds the server app and would take over Storybook's dev server. What the stories need
 * (Tailwind, pre-bundled dependencies) comes from the shared Storybook config in main.ts.
 */
export default defineConfig({})
