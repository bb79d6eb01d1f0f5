/**
 * The reference proxy in front of site processes that already run, until Ctrl-C:
 *   npm run proxy -- --https-port 24311 --http-port 8011 --upstream 127.0.0.1:3000 [--upstream ...]
 *     [--server-name localhost] [--cache-dir DIR]
 */
import { parseArgs } from 'node:util'
import { MissingSetupError } from '../shared/cli.ts'
import { startProxy } from './proxy.ts'

const { values } = parseArgs({
  options: {
    'https-port': { type: 'string', default: '8443' },
    'http-port': { type: 'string', default: '8080' },
    upstream: { type: 'string', multiple: true, default: [] },
    'server-name': { type: 'string' },
    'cache-dir': { type: 'string' },
  },
})

const upstreams = values.upstream
if (upstreams.length === 0) {
  console.error('Give at least one --upstream host:port (a running site process).')
  process.exit(2)
}
const proxy = await startProxy({
  httpsPort: Number(values['https-port']),
  httpPort: Number(values['http-port']),
  upstreams,
  serverName: values['server-name'],
  cacheDir: values['cache-dir'],
}).catch((error: unknown) => {
  if (!(error instanceof MissingSetupError)) throw error
  console.error(error.message)
  process.exit(2)
})
console.log(
  `Proxy on ${proxy.httpsUrl} (self-signed) and ${proxy.httpUrl} -> ${upstreams.join(', ')}`,
)
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    void proxy.stop().then(() => process.exit(0))
  })
}
