/**
 * GET /site-preview/:collection/:id[?lang=nl-BE]: the Live Preview URL of the previewable
 * collections. It lets the signed-in editor into the site's draft preview without a token in any
 * URL: it checks the editor's Directus session, that their role may read drafts (below) and the
 * item, signs a token valid for 60 s (HS256 with PREVIEW_SECRET, shared with the site, with a
 * random `jti` the site accepts once) and answers a page that posts it, in the body, to the
 * site's /api/preview, which sets the preview cookie and redirects to the item's page.
 * GET /site-preview/path?to=/nl does the same for a path of the site (the Visual Editor opens the
 * site through it). See docs/decisions/017-editor-preview.md.
 *
 * The cookie the site sets shows drafts of every page, post, cover, project and pool for an
 * hour, so the endpoint answers only users whose own permissions already let them read every
 * item of those collections, drafts included: admins, and roles with a read permission without
 * a row filter on each. Any other account (the form writer's token, a dealer's staff) gets 403.
 *
 * Loaded by Directus from its extensions folder; scripts/extensions.ts strips the types. It has no
 * dependencies: only what Directus hands it and node:crypto.
 */
import { createHmac, randomBytes, randomUUID } from 'node:crypto'

interface Accountability {
  user?: string | null
  admin?: boolean
  /** the user's role and the roles it inherits from */
  roles?: string[]
}

export interface PreviewRequest {
  params: Record<string, string>
  query: Record<string, unknown>
  accountability?: Accountability | null
  schema: unknown
}

export interface PreviewResponse {
  status(code: number): PreviewResponse
  set(headers: Record<string, string>): PreviewResponse
  send(body: string): void
}

interface Router {
  get(path: string, handler: (req: PreviewRequest, res: PreviewResponse) => Promise<void>): void
}

interface ItemsService {
  readOne(key: string, query: { fields: string[] }): Promise<Record<string, unknown>>
}

interface Query {
  filter: Record<string, unknown>
  fields: string[]
  limit: number
}

interface SystemService<T> {
  readByQuery(query: Query): Promise<T[]>
}

interface AccessRow {
  policy: { id: string; ip_access: string[] | string | null } | null
}

interface PermissionRow {
  collection: string
  permissions: Record<string, unknown> | null
}

interface Context {
  services: {
    ItemsService: new (
      collection: string,
      options: { schema: unknown; accountability: Accountability | null | undefined },
    ) => ItemsService
    /** without accountability: Directus' own view of the user's policies and permissions */
    AccessService: new (options: { schema: unknown }) => SystemService<AccessRow>
    PermissionsService: new (options: { schema: unknown }) => SystemService<PermissionRow>
  }
  env: Record<string, unknown>
  database: (table: string) => {
    select(column: string): {
      where(condition: Record<string, unknown>): {
        first(): Promise<Record<string, unknown> | undefined>
      }
    }
  }
  logger: { warn(message: string): void }
}

/** The collections with a page of their own on the site; the site maps each item to its path. */
const previewable = ['pages', 'posts', 'covers', 'projects', 'pools']
const TOKEN_SECONDS = 60

/** The one visible text, for the moment before the page posts itself (or without JavaScript). */
const openLabel: Record<string, string> = {
  nl: 'Voorbeeld openen',
  en: 'Open preview',
  fr: 'Ouvrir l’aperçu',
  de: 'Vorschau öffnen',
  es: 'Abrir la vista previa',
}

const base64url = (value: string | Buffer) => Buffer.from(value).toString('base64url')

export function signPreviewToken(claims: Record<string, unknown>, secret: string): string {
  const header = base64url(JSON.stringify({ alg: 'HS256', typ: 'JWT' }))
  const payload = base64url(JSON.stringify(claims))
  const signature = createHmac('sha256', secret).update(`${header}.${payload}`).digest('base64url')
  return `${header}.${payload}.${signature}`
}

const escapeHtml = (value: string) =>
  value.replace(
    /[&<>"']/g,
    (char) =>
      ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[char] ?? char,
  )

function autoPostPage(action: string, token: string, nonce: string, lang: string): string {
  const label = openLabel[lang.slice(0, 2)] ?? openLabel.en
  return `<!doctype html>
<html lang="${escapeHtml(lang)}"><head><meta charset="utf-8"><meta name="robots" content="noindex">
<title>${escapeHtml(label ?? '')}</title></head>
<body><form method="post" action="${escapeHtml(action)}">
<input type="hidden" name="token" value="${escapeHtml(token)}">
<button type="submit">${escapeHtml(label ?? '')}</button></form>
<script nonce="${nonce}">document.forms[0].submit()</script></body></html>`
}

function translationTags(item: Record<string, unknown>): string[] {
  const rows = Array.isArray(item.translations) ? item.translations : []
  return rows.flatMap((row: unknown) => {
    const code =
      typeof row === 'object' && row !== null && 'languages_code' in row
        ? row.languages_code
        : undefined
    return typeof code === 'string' ? [code] : []
  })
}

/** The asked language if the item has it, else the editor's Studio language, else its first. */
function chooseTag(tags: string[], asked: unknown, editorLanguage: unknown): string | undefined {
  if (typeof asked === 'string' && tags.includes(asked)) return asked
  if (typeof editorLanguage === 'string') {
    const same = tags.find((tag) => tag.slice(0, 2) === editorLanguage.slice(0, 2))
    if (same) return same
  }
  return tags[0]
}

/**
 * Whether the user's permissions let them read every item of each previewable collection. The
 * policies are the user's own and their roles' (Directus' accountability lists the roles a role
 * inherits); a policy limited to some IP addresses is left out rather than matched here.
 */
export async function readsDrafts(
  services: Context['services'],
  accountability: Accountability | null | undefined,
  schema: unknown,
): Promise<boolean> {
  if (accountability?.admin === true) return true
  const user = accountability?.user
  if (!user) return false
  const roles = accountability?.roles ?? []
  const links = await new services.AccessService({ schema }).readByQuery({
    filter:
      roles.length > 0
        ? { _or: [{ user: { _eq: user } }, { role: { _in: roles } }] }
        : { user: { _eq: user } },
    fields: ['policy.id', 'policy.ip_access'],
    limit: -1,
  })
  const policies = links.flatMap(({ policy }) => {
    const limited = Array.isArray(policy?.ip_access)
      ? policy.ip_access.length > 0
      : Boolean(policy?.ip_access)
    return policy && !limited ? [policy.id] : []
  })
  if (policies.length === 0) return false
  const permissions = await new services.PermissionsService({ schema }).readByQuery({
    filter: {
      _and: [
        { policy: { _in: policies } },
        { action: { _eq: 'read' } },
        { collection: { _in: previewable } },
      ],
    },
    fields: ['collection', 'permissions'],
    limit: -1,
  })
  const everyRow = new Set(
    permissions
      .filter((row) => row.permissions === null || Object.keys(row.permissions).length === 0)
      .map((row) => row.collection),
  )
  return previewable.every((collection) => everyRow.has(collection))
}

const mayNotPreview =
  'Your role may not read drafts of every page, post, cover, project and pool, which the preview shows: ask an administrator.'

export default {
  id: 'site-preview',
  handler(router: Router, { services, env, database, logger }: Context) {
    const secret = typeof env.PREVIEW_SECRET === 'string' ? env.PREVIEW_SECRET : ''
    const site = typeof env.SITE_PUBLIC_URL === 'string' ? env.SITE_PUBLIC_URL : ''

    /** The editor's id when the request may go on; otherwise answered here. */
    async function editorOf(
      req: PreviewRequest,
      res: PreviewResponse,
    ): Promise<string | undefined> {
      res.set({ 'Cache-Control': 'no-store', 'Referrer-Policy': 'no-referrer' })
      const user = req.accountability?.user
      if (!user) {
        res.status(401).send('Sign in to Directus first.')
        return undefined
      }
      if (!secret || !URL.canParse(site)) {
        logger.warn('site-preview: PREVIEW_SECRET or SITE_PUBLIC_URL is not set')
        res.status(503).send('Preview is not configured.')
        return undefined
      }
      if (!(await readsDrafts(services, req.accountability, req.schema))) {
        res.status(403).send(mayNotPreview)
        return undefined
      }
      return user
    }

    function answer(res: PreviewResponse, claims: Record<string, unknown>, lang: string) {
      const now = Math.floor(Date.now() / 1000)
      const token = signPreviewToken(
        {
          aud: 'lamella-preview',
          ...claims,
          iat: now,
          exp: now + TOKEN_SECONDS,
          jti: randomUUID(),
        },
        secret,
      )
      const nonce = randomBytes(16).toString('base64')
      const origin = new URL(site).origin
      res
        .set({
          'Content-Type': 'text/html; charset=utf-8',
          // replaces the Data Studio's policy for this one page: its script and its post only
          'Content-Security-Policy': `default-src 'none'; script-src 'nonce-${nonce}'; form-action ${origin}; base-uri 'none'; frame-ancestors 'self'`,
        })
        .send(autoPostPage(`${origin}/api/preview`, token, nonce, lang))
    }

    router.get('/path', async (req, res) => {
      const user = await editorOf(req, res)
      if (!user) return
      const to = typeof req.query.to === 'string' ? req.query.to : '/'
      // a path of the site only: never another origin (`//host`, `/\host`)
      if (!/^\/(?![/\\])/.test(to)) {
        res.status(400).send('Not a path of the site.')
        return
      }
      answer(res, { sub: user, path: to }, 'en')
    })

    router.get('/:collection/:id', async (req, res) => {
      const user = await editorOf(req, res)
      if (!user) return
      const { collection = '', id = '' } = req.params
      if (!previewable.includes(collection)) {
        res.status(404).send('This collection has no preview.')
        return
      }
      let item: Record<string, unknown>
      try {
        // with the editor's own accountability: an item they may not read gets no token
        item = await new services.ItemsService(collection, {
          schema: req.schema,
          accountability: req.accountability,
        }).readOne(id, { fields: ['id', 'translations.languages_code'] })
      } catch {
        res.status(403).send('You may not read this item.')
        return
      }
      const editor = await database('directus_users').select('language').where({ id: user }).first()
      const tag = chooseTag(translationTags(item), req.query.lang, editor?.language)
      answer(
        res,
        { sub: user, collection, id: String(item.id ?? id), ...(tag ? { tag } : {}) },
        tag ?? 'en',
      )
    })
  },
}
