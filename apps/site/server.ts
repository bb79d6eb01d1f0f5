// Production server for the built site: compression, security headers, long-lived caching of
// fingerprinted assets, and the React Router request handler.
import { createRequestHandler } from '@react-router/express'
import compression from 'compression'
import express from 'express'
import helmet from 'helmet'
import { join } from 'node:path'
import type { ServerBuild } from 'react-router'

const host = process.env.HOST ?? '127.0.0.1'
const port = Number(process.env.PORT ?? 3000)
const dir = import.meta.dirname
const build = (await import(join(dir, 'build/server/index.js'))) as ServerBuild

const app = express()
app.disable('x-powered-by')
app.use(compression())
app.use(
  helmet({
    // Inline styles and the hydration script need 'unsafe-inline' until nonces land with the
    // tag-manager issue; everything else is same-origin only.
    contentSecurityPolicy: {
      directives: {
        'script-src': ["'self'", "'unsafe-inline'"],
        'style-src': ["'self'", "'unsafe-inline'"],
        'img-src': ["'self'", 'data:'],
        'upgrade-insecure-requests': null,
      },
    },
    strictTransportSecurity: false,
    crossOriginEmbedderPolicy: false,
  }),
)
app.use(
  '/assets',
  express.static(join(dir, 'build/client/assets'), { immutable: true, maxAge: '1y' }),
)
app.use(express.static(join(dir, 'build/client'), { maxAge: '1h' }))
app.all('/{*splat}', createRequestHandler({ build, mode: process.env.NODE_ENV }))

app.listen(port, host, () => {
  console.log(`Site listening on http://${host}:${port}`)
})
