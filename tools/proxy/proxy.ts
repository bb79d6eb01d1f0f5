/**
 * Starts the reference proxy (deploy/nginx) in front of running site processes: Debian's nginx
 * with a self-signed certificate, every file it writes in a temporary prefix, run as a child
 * (`daemon off`) so that stopping the caller's process group stops it too. The Observatory test
 * and the scale-out run stand behind it.
 */
import { execFileSync, spawn, type ChildProcess } from 'node:child_process'
import {
  chmodSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs'
import { connect } from 'node:net'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { setTimeout as sleep } from 'node:timers/promises'
import { MissingSetupError } from '../shared/cli.ts'

export const templatePath = resolve(import.meta.dirname, '../../deploy/nginx/lamella.conf.template')
export const nginxBinary = process.env.NGINX_BIN ?? '/usr/sbin/nginx'
export const cachePurgeModule = '/usr/lib/nginx/modules/ngx_http_cache_purge_module.so'

export interface ProxyOptions {
  httpsPort: number
  httpPort: number
  /** the site processes, as `host:port` or `http://host:port` */
  upstreams: string[]
  /** the name the certificate and server blocks answer to (default `localhost`) */
  serverName?: string
  /** where nginx keeps cached answers (default: inside the temporary prefix) */
  cacheDir?: string
  /**
   * Directus processes sharing one database (tools/scale): nginx balances them on `cmsPort`,
   * plain HTTP on loopback, for the site nodes and the tests. None: no such server.
   */
  cmsUpstreams?: string[]
  cmsPort?: number
}

export interface ProxyHandle {
  httpsUrl: string
  httpUrl: string
  /** the self-signed certificate, for clients that should trust it */
  certificate: string
  prefix: string
  process: ChildProcess
  stop(): Promise<void>
}

export interface TemplateValues {
  prefix: string
  httpsPort: number
  httpPort: number
  upstreams: string[]
  serverName: string
  cacheDir: string
  certificate: string
  certificateKey: string
  /** load the cache-purge module (present when libnginx-mod-http-cache-purge is installed) */
  purgeModule: boolean
  cmsUpstreams?: string[]
  cmsPort?: number
}

/** The server balancing the Directus processes, or nothing without them. */
function cmsServer(values: TemplateValues): string {
  if (!values.cmsUpstreams?.length || !values.cmsPort) return ''
  const servers = values.cmsUpstreams
    .map((upstream) => `    server ${upstreamAddress(upstream)} max_fails=1 fail_timeout=5s;`)
    .join('\n')
  return `  upstream lamella_cms {
${servers}
    keepalive 16;
    keepalive_timeout 4s;
  }

  # Directus behind one address: its processes share PostgreSQL and Redis, so any one answers.
  server {
    listen 127.0.0.1:${values.cmsPort};
    client_max_body_size 100m;
    location / {
      proxy_pass http://lamella_cms;
      proxy_http_version 1.1;
      proxy_set_header Connection $http_connection;
      proxy_set_header Upgrade $http_upgrade;
      proxy_set_header Host $http_host;
      proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;
      proxy_next_upstream error timeout http_502 http_503;
    }
  }
`
}

/** `host:port` of an upstream, whether it was given as a URL or not. */
export function upstreamAddress(upstream: string): string {
  if (!/^[a-z]+:\/\//i.test(upstream)) return upstream
  const url = new URL(upstream)
  return url.host
}

/** The nginx configuration for these values; throws if the template asks for one it lacks. */
export function renderConfig(template: string, values: TemplateValues): string {
  const authority =
    values.httpsPort === 443 ? values.serverName : `${values.serverName}:${values.httpsPort}`
  const replacements: Record<string, string> = {
    LOAD_MODULES: values.purgeModule ? `load_module ${cachePurgeModule};` : '',
    PREFIX: values.prefix,
    HTTP_PORT: String(values.httpPort),
    HTTPS_PORT: String(values.httpsPort),
    HTTPS_AUTHORITY: authority,
    SERVER_NAME: values.serverName,
    SSL_CERTIFICATE: values.certificate,
    SSL_CERTIFICATE_KEY: values.certificateKey,
    CACHE_DIR: values.cacheDir,
    CMS_SERVER: cmsServer(values),
    UPSTREAMS: values.upstreams
      .map((upstream) => `    server ${upstreamAddress(upstream)} max_fails=1 fail_timeout=5s;`)
      .join('\n'),
  }
  return template.replace(/\{\{([A-Z_]+)\}\}/g, (_match, name: string) => {
    const value = replacements[name]
    if (value === undefined) throw new Error(`deploy/nginx template: no value for {{${name}}}`)
    return value
  })
}

/** A self-signed certificate for `serverName`, localhost and 127.0.0.1, valid for a few days. */
export function selfSignedCertificate(dir: string, serverName: string) {
  // tools/proxy/cli.ts users point NODE_EXTRA_CA_CERTS or curl --cacert at <prefix>/conf/cert.pem
  const certificate = join(dir, 'cert.pem')
  const certificateKey = join(dir, 'key.pem')
  const names = new Set([`DNS:${serverName}`, 'DNS:localhost', 'IP:127.0.0.1'])
  execFileSync(
    'openssl',
    [
      'req',
      '-x509',
      '-newkey',
      'rsa:2048',
      '-nodes',
      '-days',
      '7',
      '-subj',
      `/CN=${serverName}`,
      '-addext',
      `subjectAltName=${[...names].join(',')}`,
      '-keyout',
      certificateKey,
      '-out',
      certificate,
    ],
    { stdio: 'ignore' },
  )
  return { certificate, certificateKey }
}

function portOpen(port: number) {
  return new Promise<boolean>((done) => {
    const socket = connect({ port, host: '127.0.0.1' })
    socket.once('connect', () => {
      socket.destroy()
      done(true)
    })
    socket.once('error', () => done(false))
  })
}

/** The one line a machine without nginx gets, instead of spawn's ENOENT and its stack. */
export const missingNginx = (binary: string) =>
  `nginx is not installed at ${binary}: run \`npm test\` once, which installs Debian's nginx-light ` +
  `and libnginx-mod-http-cache-purge, install them with apt-get, or set NGINX_BIN.`

export async function startProxy(options: ProxyOptions): Promise<ProxyHandle> {
  if (options.upstreams.length === 0) throw new Error('startProxy: at least one upstream')
  if (!existsSync(nginxBinary)) throw new MissingSetupError(missingNginx(nginxBinary))
  const serverName = options.serverName ?? 'localhost'
  const prefix = mkdtempSync(join(tmpdir(), 'lamella-nginx-'))
  const configFile = join(prefix, 'conf/nginx.conf')
  try {
    // Run as root, nginx's workers are `nobody`: they must reach the cache and temp paths inside.
    chmodSync(prefix, 0o755)
    for (const dir of ['logs', 'temp', 'conf']) mkdirSync(join(prefix, dir))
    const conf = join(prefix, 'conf')
    const { certificate, certificateKey } = selfSignedCertificate(conf, serverName)
    const config = renderConfig(readFileSync(templatePath, 'utf8'), {
      prefix,
      httpsPort: options.httpsPort,
      httpPort: options.httpPort,
      upstreams: options.upstreams,
      serverName,
      cacheDir: options.cacheDir ?? join(prefix, 'cache'),
      certificate,
      certificateKey,
      purgeModule: existsSync(cachePurgeModule),
      ...(options.cmsUpstreams ? { cmsUpstreams: options.cmsUpstreams } : {}),
      ...(options.cmsPort ? { cmsPort: options.cmsPort } : {}),
    })
    writeFileSync(configFile, config)
  } catch (error) {
    rmSync(prefix, { recursive: true, force: true })
    throw error
  }

  const child = spawn(nginxBinary, ['-p', prefix, '-c', configFile, '-g', 'daemon off;'], {
    stdio: ['ignore', 'ignore', 'pipe'],
  })
  let stderr = ''
  child.stderr?.on('data', (chunk: Buffer) => {
    stderr += chunk.toString()
  })
  const exited = new Promise<void>((done) => child.once('exit', () => done()))

  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      // SIGQUIT lets workers finish their requests; SIGTERM after 5 s if one hangs.
      child.kill('SIGQUIT')
      const timer = setTimeout(() => child.kill('SIGTERM'), 5_000)
      await exited
      clearTimeout(timer)
    }
    rmSync(prefix, { recursive: true, force: true })
  }

  const deadline = Date.now() + 15_000
  for (;;) {
    if (child.exitCode !== null || child.signalCode !== null) {
      const log = existsSync(join(prefix, 'logs/error.log'))
        ? readFileSync(join(prefix, 'logs/error.log'), 'utf8')
        : ''
      await stop()
      throw new Error(`nginx exited before it listened:\n${stderr}${log}`)
    }
    if (
      (await portOpen(options.httpsPort)) &&
      (await portOpen(options.httpPort)) &&
      (!options.cmsPort || !options.cmsUpstreams?.length || (await portOpen(options.cmsPort)))
    )
      break
    if (Date.now() > deadline) {
      await stop()
      throw new Error(`nginx did not listen on ${options.httpsPort} within 15 s:\n${stderr}`)
    }
    await sleep(100)
  }

  const authority = (port: number) => `${serverName}:${port}`
  return {
    httpsUrl: `https://${authority(options.httpsPort)}`,
    httpUrl: `http://${authority(options.httpPort)}`,
    certificate: readFileSync(join(prefix, 'conf/cert.pem'), 'utf8'),
    prefix,
    process: child,
    stop,
  }
}
