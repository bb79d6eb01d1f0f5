import type { Config } from '@react-router/dev/config'

export default {
  ssr: true,
  appDirectory: 'app',
  buildDirectory: 'build',
  // The whole route manifest (about 40 routes, 1.5 kB with brotli) comes with the first page: no
  // discovery requests, and no watching of the page's links for routes at start-up.
  routeDiscovery: { mode: 'initial' },
} satisfies Config
