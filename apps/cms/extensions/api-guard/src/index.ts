/**
 * What Directus answers to anyone, narrowed to what the Data Studio and the site use.
 *
 * - Every answer: no `X-Powered-By`, `X-Content-Type-Options: nosniff` and
 *   `Referrer-Policy: strict-origin-when-cross-origin`. Directus sets `X-Powered-By: Directus`
 *   itself, in a middleware of its own after this one, and has no setting for it.
 * - The Content-Security-Policy's `connect-src` is exactly
 *   `CONTENT_SECURITY_POLICY_DIRECTIVES__CONNECT_SRC`. Directus merges that variable into its
 *   default (`'self' https://* wss://*`) element by element, so a shorter list cannot narrow it:
 *   `'self'` would still let a script in the Data Studio send data to any https host.
 * - `X-Forwarded-For`: Directus believes it from the proxy `IP_TRUST_PROXY` declares, whatever
 *   it holds, so a forwarder passing a client's made-up value gave that value as the client's
 *   address (even a word). What a proxy appends is an IP address; everything up to the last
 *   entry that is not one is dropped before Directus reads the address.
 * - `/utils/hash/generate` and `/utils/hash/verify` hash with argon2, `verify` with the cost the
 *   submitted hash names: administrators only.
 * - `/graphql/system` and the API's descriptions (`/server/specs/oas`, `/server/specs/graphql`)
 *   are big answers nobody outside needs: signed-in users only (a static token counts).
 * - GraphQL (`/graphql`, `/graphql/system`): at most `GRAPHQL_QUERY_ALIAS_LIMIT` aliases in a
 *   query, fragments counted as often as they are spread. An alias asks for a field once more
 *   under another name, so a small query could ask for a big answer a thousand times; Directus
 *   bounds only the query's tokens (`GRAPHQL_QUERY_TOKEN_LIMIT`). GraphQL's `auth_login` is
 *   refused: passwords are tried at `/auth/login` only, where login-limit counts and stalls them.
 *
 * Loaded by Directus from its extensions folder; scripts/extensions.ts strips the types. It has no
 * dependencies of its own: Directus' modules are loaded from the Directus installation running it.
 */
import { createRequire } from 'node:module'
import { isIP } from 'node:net'
import { pathToFileURL } from 'node:url'

/** The parts of express' request and answer this extension uses. */
export interface Request {
  method: string
  headers: Record<string, string | string[] | undefined>
  query?: Record<string, unknown>
  body?: unknown
  accountability?: { user?: string | null; admin?: boolean } | null
}

export interface Response {
  getHeader(name: string): unknown
  setHeader(name: string, value: string): unknown
}

type Middleware = (request: Request, response: Response, next: (error?: unknown) => void) => void

interface App {
  use(handler: Middleware): unknown
  use(path: string, handler: Middleware): unknown
}

export interface Register {
  init(event: string, handler: (meta: { app: App }) => void): void
}

export interface Extension {
  env: Record<string, unknown>
  logger: { error(message: string): void }
}

type DirectusError = new (extensions?: { reason: string }) => Error

/** The few nodes of a GraphQL document this extension reads. */
interface Selection {
  kind: string
  name?: { value: string }
  alias?: unknown
  selectionSet?: { selections: readonly Selection[] }
}

interface Document {
  definitions: ReadonlyArray<Selection & { kind: string }>
}

export interface DirectusModules {
  ForbiddenError: DirectusError
  InvalidQueryError: DirectusError
  parse(source: string, options: { maxTokens?: number }): Document
}

/** The variable that bounds the aliases of a GraphQL query, and its default. */
export const aliasLimitVariable = 'GRAPHQL_QUERY_ALIAS_LIMIT'
export const defaultAliasLimit = 100

/** Directus' own modules and its `graphql`, from the installation whose CLI runs this process. */
async function directusModules(): Promise<DirectusModules> {
  const resolve = createRequire(process.argv[1] ?? import.meta.url).resolve
  const load = (name: string) => import(pathToFileURL(resolve(name)).href)
  const [{ ForbiddenError, InvalidQueryError }, graphql] = await Promise.all([
    load('@directus/errors'),
    load('graphql'),
  ])
  // graphql is CommonJS where Directus resolves it: its exports may sit on `default` only
  const parse = graphql.parse ?? graphql.default.parse
  return { ForbiddenError, InvalidQueryError, parse }
}

/**
 * An `X-Forwarded-For` value without whatever a client could have made up in front of the
 * proxies' entries: the entries after the last one that is not an IP address. `undefined` when
 * nothing is left.
 */
export function forwardedAddresses(value: string): string | undefined {
  const entries = value.split(',').map((entry) => entry.trim())
  let last = entries.length - 1
  while (last >= 0 && isIP(entries[last] ?? '') !== 0) last -= 1
  const kept = entries.slice(last + 1)
  return kept.length > 0 ? kept.join(', ') : undefined
}

/**
 * The aliases a GraphQL document asks for, each fragment counted every time it is spread;
 * `Infinity` for fragments that spread each other in a circle. Stops counting past `limit`.
 */
export function aliasCount(document: Document, limit: number): number {
  const fragments = new Map<string, Selection>()
  for (const definition of document.definitions)
    if (definition.kind === 'FragmentDefinition' && definition.name)
      fragments.set(definition.name.value, definition)
  const ofFragment = new Map<string, number>()

  const count = (selections: readonly Selection[], spreading: ReadonlySet<string>): number => {
    let total = 0
    for (const selection of selections) {
      if (selection.kind === 'FragmentSpread') {
        const name = selection.name?.value ?? ''
        if (spreading.has(name)) return Infinity
        if (!ofFragment.has(name)) {
          const fragment = fragments.get(name)?.selectionSet?.selections ?? []
          ofFragment.set(name, count(fragment, new Set([...spreading, name])))
        }
        total += ofFragment.get(name) ?? 0
      } else {
        if (selection.kind === 'Field' && selection.alias) total += 1
        total += count(selection.selectionSet?.selections ?? [], spreading)
      }
      if (total > limit) return total
    }
    return total
  }

  let total = 0
  for (const definition of document.definitions) {
    if (definition.kind !== 'OperationDefinition') continue
    total += count(definition.selectionSet?.selections ?? [], new Set())
    if (total > limit) break
  }
  return total
}

/** Whether any field of the document, in an operation or a fragment, is called `name`. */
function asksFor(document: Document, name: string): boolean {
  const visit = (selections: readonly Selection[]): boolean =>
    selections.some(
      (selection) =>
        (selection.kind === 'Field' && selection.name?.value === name) ||
        visit(selection.selectionSet?.selections ?? []),
    )
  return document.definitions.some((definition) => visit(definition.selectionSet?.selections ?? []))
}

/** The sources of a CSP directive as Directus' env gives them: a list, or one string. */
function sources(value: unknown): string | undefined {
  const list = Array.isArray(value) ? value : typeof value === 'string' ? value.split(',') : []
  const kept = list.map((source) => String(source).trim()).filter(Boolean)
  return kept.length > 0 ? kept.join(' ') : undefined
}

/** A Content-Security-Policy whose `connect-src` directive is `connect` (added when missing). */
export function withConnectSrc(policy: string, connect: string): string {
  const directives = policy
    .split(';')
    .map((directive) => directive.trim())
    .filter(Boolean)
  const wanted = `connect-src ${connect}`
  const at = directives.findIndex((directive) => /^connect-src(\s|$)/i.test(directive))
  if (at === -1) directives.push(wanted)
  else directives[at] = wanted
  return directives.join(';')
}

/** The query of a GraphQL request, as Directus reads it: from the URL for GET, else the body. */
function graphqlQuery(request: Request): unknown {
  if (request.method === 'GET') return request.query?.query
  return (request.body as { query?: unknown } | undefined)?.query
}

export function registerApiGuard(
  { init }: Register,
  { env, logger }: Extension,
  modules: Promise<DirectusModules> = directusModules(),
): void {
  const aliasLimit = Number(env[aliasLimitVariable] ?? defaultAliasLimit)
  const tokenLimit = Number(env.GRAPHQL_QUERY_TOKEN_LIMIT) || undefined
  const connect = sources(env.CONTENT_SECURITY_POLICY_DIRECTIVES__CONNECT_SRC)
  modules.catch((error: Error) => logger.error(`api-guard: ${error.message}`))

  /** Passes the request on when `allowed`, else answers Directus' 403. */
  const only =
    (allowed: (accountability: Request['accountability']) => boolean): Middleware =>
    (request, _response, next) => {
      if (allowed(request.accountability)) return next()
      modules.then(({ ForbiddenError }) => next(new ForbiddenError()), next)
    }

  const boundGraphql: Middleware = (request, _response, next) => {
    const query = graphqlQuery(request)
    if (typeof query !== 'string') return next()
    modules.then(({ parse, ForbiddenError, InvalidQueryError }) => {
      let document: Document
      try {
        document = parse(query, { maxTokens: tokenLimit })
      } catch {
        // Directus parses it again and answers its own error
        return next()
      }
      if (asksFor(document, 'auth_login'))
        return next(new ForbiddenError({ reason: 'Sign in at /auth/login' }))
      if (aliasCount(document, aliasLimit) > aliasLimit)
        return next(new InvalidQueryError({ reason: `A query has at most ${aliasLimit} aliases` }))
      next()
    }, next)
  }

  init('middlewares.before', ({ app }) =>
    app.use((request, response, next) => {
      const setHeader = response.setHeader.bind(response)
      response.setHeader = (name, value) =>
        name.toLowerCase() === 'x-powered-by' ? response : setHeader(name, value)
      response.setHeader('X-Content-Type-Options', 'nosniff')
      response.setHeader('Referrer-Policy', 'strict-origin-when-cross-origin')
      const policy = response.getHeader('Content-Security-Policy')
      if (connect && typeof policy === 'string')
        response.setHeader('Content-Security-Policy', withConnectSrc(policy, connect))
      const forwarded = request.headers['x-forwarded-for']
      if (forwarded !== undefined) {
        const kept = forwardedAddresses(String(forwarded))
        if (kept) request.headers['x-forwarded-for'] = kept
        else delete request.headers['x-forwarded-for']
      }
      next()
    }),
  )

  // after Directus has authenticated the request (`req.accountability`), before its routes
  init('routes.before', ({ app }) => {
    app.use(
      '/utils/hash',
      only((accountability) => accountability?.admin === true),
    )
    const signedIn = only((accountability) => Boolean(accountability?.user))
    app.use('/server/specs', signedIn)
    app.use('/graphql/system', signedIn)
    app.use('/graphql', boundGraphql)
  })
}

export default (register: Register, extension: Extension) => registerApiGuard(register, extension)
