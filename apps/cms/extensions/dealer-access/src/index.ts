/**
 * How the site signs a dealer's staff in to its dealer workspace and then acts as them, so that
 * Directus' own permissions (the Dealer role, extensions/dealer-guard) keep each dealer to their
 * own requests. Only the site's `Site Dealer Gate` account may call it (its static token,
 * `DIRECTUS_DEALER_TOKEN`); anyone else, admins included, gets Directus' 403.
 *
 * - `POST /dealer-access/sign-in-mail` `{ email, subject, text, html }`: sends exactly that mail,
 *   through Directus' own mailer, to the active Dealer user with a dealer who has this address
 *   (case does not matter). Always 204, answered before anything is looked up, so that neither
 *   the answer nor its time tells whether the account exists.
 * - `POST /dealer-access/token` `{ email }`: for such a user, 200 with a Directus access token of
 *   theirs, when it expires, and who they are with their dealer; else 404. The token is made as
 *   Directus' own sign-in makes it (services/authentication.js): claims `{ id, role, app_access,
 *   admin_access }` from Directus' `fetchRolesTree` and `fetchGlobalAccess`, through the
 *   `auth.jwt` filter, signed by Directus' `jsonwebtoken` with its secret, issuer `directus`, for
 *   `ACCESS_TOKEN_TTL`. It has no session and no refresh token: the site asks again.
 *
 * Nothing here writes an address, a name or a token to the log.
 *
 * Loaded by Directus from its extensions folder; scripts/extensions.ts strips the types. It has no
 * dependencies of its own: Directus' modules are loaded from the Directus installation running it.
 */
import { createRequire } from 'node:module'
import { pathToFileURL } from 'node:url'

type Row = Record<string, unknown>

/** The gate's account (schema/access.ts `dealerGateEmail`) and the dealers' role (`dealerRole`). */
export const gateEmail = 'site-dealer-gate@lamella.example.com'
export const dealerRoleName = 'Dealer'

export const limits = { email: 254, subject: 200, bodyBytes: 20 * 1024 }

interface Accountability {
  user?: string | null
  ip?: string | null
}

export interface AccessRequest {
  body?: unknown
  accountability?: Accountability | null
  schema: unknown
}

export interface AccessResponse {
  status(code: number): AccessResponse
  set(headers: Record<string, string>): AccessResponse
  json(body: unknown): void
  end(): void
}

type Handler = (req: AccessRequest, res: AccessResponse) => Promise<void>

export interface Router {
  post(path: string, handler: (req: AccessRequest, res: AccessResponse) => void): void
}

interface Query {
  select(...columns: string[]): Query
  join(table: string, left: string, right: string): Query
  where(column: string, value: unknown): Query
  whereRaw(sql: string, bindings: unknown[]): Query
  whereNotNull(column: string): Query
  first(): Promise<Row | undefined>
}
export type Knex = (table: string) => Query

export interface Mail {
  to: string
  subject: string
  text: string
  html: string
}

export interface Staff {
  id: string
  email: string
  first_name: string | null
  last_name: string | null
  language: string | null
  dealer: {
    id: number
    name: string | null
    language: string | null
    latitude: number | null
    longitude: number | null
    postal_code: string | null
    municipality: string | null
    country: string | null
  }
}

/** Directus' own pieces the token is made with. */
export interface DirectusModules {
  fetchRolesTree(role: string, context: { knex: unknown }): Promise<string[]>
  fetchGlobalAccess(
    accountability: { user: string; roles: string[]; ip: string | null },
    context: { knex: unknown },
  ): Promise<{ app: boolean; admin: boolean }>
  getSecret(): string
  jwt: {
    sign(payload: Row, secret: string, options: { expiresIn: unknown; issuer: string }): string
    decode(token: string): unknown
  }
}

export interface Context {
  database: unknown
  env: Record<string, unknown>
  emitter: {
    emitFilter(event: string, payload: Row, meta: Row, context: Row): Promise<Row>
  }
  services: {
    MailService: new (options: { schema: unknown; knex: unknown }) => {
      send(mail: Mail): Promise<unknown>
    }
  }
  logger: { warn(message: string): void }
}

/** Directus' modules, from the installation whose CLI runs this process. */
async function directusModules(): Promise<DirectusModules> {
  const resolve = createRequire(process.argv[1] ?? import.meta.url).resolve
  const load = (name: string, from?: string) =>
    import(pathToFileURL(from ? createRequire(from).resolve(name) : resolve(name)).href)
  const api = resolve('@directus/api')
  const [roles, access, secret, jwt] = await Promise.all([
    load('@directus/api/permissions/lib/fetch-roles-tree'),
    load('@directus/api/permissions/modules/fetch-global-access/fetch-global-access'),
    load('@directus/api/utils/get-secret'),
    load('jsonwebtoken', api),
  ])
  return {
    fetchRolesTree: roles.fetchRolesTree,
    fetchGlobalAccess: access.fetchGlobalAccess,
    getSecret: secret.getSecret,
    jwt: jwt.default ?? jwt,
  }
}

/** Directus' own error answers, in its shape. */
const forbidden = {
  errors: [
    { message: "You don't have permission to access this.", extensions: { code: 'FORBIDDEN' } },
  ],
}
const noSuchAccount = {
  errors: [{ message: 'No such dealer account.', extensions: { code: 'NOT_FOUND' } }],
}
const invalid = (reason: string) => ({
  errors: [
    { message: `Invalid payload. ${reason}`, extensions: { code: 'INVALID_PAYLOAD', reason } },
  ],
})

const isRow = (value: unknown): value is Row =>
  typeof value === 'object' && value !== null && !Array.isArray(value)

/** A plausible address, trimmed and lower-cased; undefined for anything else. */
function emailOf(body: unknown): string | undefined {
  const value = isRow(body) ? body.email : undefined
  if (typeof value !== 'string') return undefined
  const email = value.trim().toLowerCase()
  return email.length <= limits.email && /^[^\s@]+@[^\s@]+$/.test(email) ? email : undefined
}

/** What is wrong with a sign-in mail, or null. */
export function mailProblem(body: unknown): string | null {
  if (!emailOf(body)) return '"email" must be an e-mail address.'
  const { subject, text, html } = body as Row
  if (typeof subject !== 'string' || subject.trim() === '' || subject.length > limits.subject)
    return `"subject" must be a text of 1 to ${limits.subject} characters.`
  if (/[\r\n]/.test(subject)) return '"subject" must be one line.'
  for (const [name, value] of [
    ['text', text],
    ['html', html],
  ] as const) {
    if (typeof value !== 'string' || value === '' || Buffer.byteLength(value) > limits.bodyBytes)
      return `"${name}" must be a text of at most ${limits.bodyBytes} bytes.`
  }
  return null
}

const text = (value: unknown): string | null => (typeof value === 'string' ? value : null)
const number = (value: unknown): number | null =>
  typeof value === 'number' && Number.isFinite(value) ? value : null

/**
 * The active Dealer user with a dealer who has this address (lower-cased), with their dealer, and
 * their role (for the token).
 */
export async function findStaff(
  knex: Knex,
  email: string,
): Promise<{ staff: Staff; role: string } | undefined> {
  const user = await knex('directus_users')
    .join('directus_roles', 'directus_roles.id', 'directus_users.role')
    .select(
      'directus_users.id',
      'directus_users.email',
      'directus_users.first_name',
      'directus_users.last_name',
      'directus_users.language',
      'directus_users.dealer',
      'directus_users.role',
    )
    // how Directus' own sign-in finds an account: the address in any case
    .whereRaw('LOWER(??) = ?', ['directus_users.email', email])
    .where('directus_users.status', 'active')
    .where('directus_roles.name', dealerRoleName)
    .whereNotNull('directus_users.dealer')
    .first()
  if (!user) return undefined
  const dealer = await knex('dealers')
    .select(
      'id',
      'name',
      'language',
      'latitude',
      'longitude',
      'postal_code',
      'municipality',
      'country',
    )
    .where('id', user.dealer)
    .first()
  if (!dealer) return undefined
  const staff: Staff = {
    id: String(user.id),
    email: String(user.email),
    first_name: text(user.first_name),
    last_name: text(user.last_name),
    language: text(user.language),
    dealer: {
      id: Number(dealer.id),
      name: text(dealer.name),
      language: text(dealer.language),
      latitude: number(dealer.latitude),
      longitude: number(dealer.longitude),
      postal_code: text(dealer.postal_code),
      municipality: text(dealer.municipality),
      country: text(dealer.country),
    },
  }
  return { staff, role: String(user.role) }
}

export function registerDealerAccess(
  router: Router,
  { database, env, emitter, services, logger }: Context,
  modules: Promise<DirectusModules> = directusModules(),
): void {
  const knex = database as Knex
  modules.catch(() => logger.warn('dealer-access: Directus’ modules could not be loaded'))

  let gate: string | undefined
  /** Whether the caller is the gate's account (its id, looked up once it exists). */
  async function isGate(accountability: Accountability | null | undefined): Promise<boolean> {
    const user = accountability?.user
    if (!user) return false
    if (!gate) {
      const row = await knex('directus_users')
        .select('id')
        .whereRaw('LOWER(??) = ?', ['email', gateEmail])
        .first()
      gate = row ? String(row.id) : undefined
    }
    return gate !== undefined && user === gate
  }

  const guarded =
    (handler: Handler) =>
    (req: AccessRequest, res: AccessResponse): void => {
      res.set({ 'Cache-Control': 'no-store' })
      isGate(req.accountability)
        .then((allowed) => (allowed ? handler(req, res) : void res.status(403).json(forbidden)))
        .catch(() => {
          logger.warn('dealer-access: a request failed')
          res.status(500).json({
            errors: [
              {
                message: 'An unexpected error occurred.',
                extensions: { code: 'INTERNAL_SERVER_ERROR' },
              },
            ],
          })
        })
    }

  async function mint(staff: Staff, role: string, ip: string | null, schema: unknown) {
    const { fetchRolesTree, fetchGlobalAccess, getSecret, jwt } = await modules
    const roles = await fetchRolesTree(role, { knex: database })
    const access = await fetchGlobalAccess({ user: staff.id, roles, ip }, { knex: database })
    const claims = await emitter.emitFilter(
      'auth.jwt',
      { id: staff.id, role, app_access: access.app, admin_access: access.admin },
      { status: 'pending', user: staff.id, provider: 'dealer-access', type: 'login' },
      { database, schema, accountability: null },
    )
    const token = jwt.sign(claims, getSecret(), {
      expiresIn: env.ACCESS_TOKEN_TTL,
      issuer: 'directus',
    })
    const decoded = jwt.decode(token)
    const exp = isRow(decoded) && typeof decoded.exp === 'number' ? decoded.exp : 0
    return { token, expires: exp * 1000 }
  }

  router.post(
    '/sign-in-mail',
    guarded(async (req, res) => {
      const problem = mailProblem(req.body)
      if (problem) {
        res.status(400).json(invalid(problem))
        return
      }
      const { subject, text: body, html } = req.body as Mail
      const email = emailOf(req.body) ?? ''
      // answered first: the time of the answer says nothing about the account
      res.status(204).end()
      try {
        const found = await findStaff(knex, email)
        if (!found) return
        await new services.MailService({ schema: req.schema, knex: database }).send({
          to: found.staff.email,
          subject,
          text: body,
          html,
        })
      } catch (error) {
        const code = isRow(error) && typeof error.code === 'string' ? ` (${error.code})` : ''
        logger.warn(`dealer-access: a sign-in mail was not sent${code}`)
      }
    }),
  )

  router.post(
    '/token',
    guarded(async (req, res) => {
      const email = emailOf(req.body)
      if (!email) {
        res.status(400).json(invalid('"email" must be an e-mail address.'))
        return
      }
      const found = await findStaff(knex, email)
      if (!found) {
        res.status(404).json(noSuchAccount)
        return
      }
      const { staff, role } = found
      const ip = req.accountability?.ip ?? null
      const { token, expires } = await mint(staff, role, ip, req.schema)
      res.status(200).json({ data: { token, expires, user: staff } })
    }),
  )
}

export default {
  id: 'dealer-access',
  handler: (router: Router, context: Context) => registerDealerAccess(router, context),
}
