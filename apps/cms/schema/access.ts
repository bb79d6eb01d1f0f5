/**
 * Roles, policies, permissions (permissions.ts) and token users of the contract's "Roles,
 * policies and tokens", the Dealer role of the Data Studio, and the folder of files the site may
 * show without content pointing at them. Directus 11 grants permissions through policies; a role
 * gets a policy through `directus_access`. Everything is looked up by name or email and only
 * created when missing; a permission an earlier version created is changed only while it still
 * reads as that version left it. Tokens are kept: they are read back from `tokens.env` (Directus
 * never returns a stored token).
 */
import { randomBytes } from 'node:crypto'
import { isDeepStrictEqual } from 'node:util'
import type { Api } from './api.ts'
import { createApi, DirectusError } from './api.ts'
import type { BuiltSchema } from './build.ts'
import { probeDomain } from './flows.ts'
import type { PermissionPayload, PermissionUpgrade, PresentPermission } from './permissions.ts'
import {
  dealerGateRole,
  dealerPermissionUpgrades,
  dealerPermissions,
  dealerRole,
  formCollection,
  permissionUpgrades,
  previewerRole,
  readerPermissions,
  readerRole,
  writerPermissions,
  writerRole,
} from './permissions.ts'
import { tokenOnlyProvider, tokenOnlyUpgrade } from './upgrades.ts'
import type { ExistingAccount } from './upgrades.ts'
import { publicFolderName } from './visibility.ts'

export interface Tokens {
  reader: string
  writer: string
  /** reads drafts too: the site uses it only for editors in draft preview, never in a browser */
  previewer: string
  /**
   * reads and writes no items: it may only call extensions/dealer-access, which mails a dealer's
   * staff their sign-in and gives the site a token of theirs
   */
  dealerGate: string
}

interface RoleSpec {
  role: string
  icon: string
  description: string
  /** may sign in to the Data Studio */
  appAccess: boolean
  permissions: PermissionPayload[]
}

/** A role whose one user is the site, by a static token and never a password (`tokenOnlyProvider`). */
interface Account extends RoleSpec {
  email: string
}

/**
 * The contract names `@lamella.local`, but Directus validates user emails against the IANA list of
 * top-level domains and refuses `.local`; subdomains of example.com are reserved and pass.
 */
export const readerEmail = 'content-reader@lamella.example.com'
export const writerEmail = 'form-writer@lamella.example.com'
export const previewerEmail = 'content-previewer@lamella.example.com'
/** extensions/dealer-access knows the gate by this address too */
export const dealerGateEmail = 'site-dealer-gate@lamella.example.com'

function accounts(schema: BuiltSchema, publicFolder: string): Record<keyof Tokens, Account> {
  return {
    reader: {
      role: readerRole,
      icon: 'menu_book',
      description: 'The site reads published content with this role.',
      appAccess: false,
      email: readerEmail,
      permissions: readerPermissions(schema, { publicFolder }),
    },
    writer: {
      role: writerRole,
      icon: 'edit_note',
      description: 'The site stores quote requests with this role; it can read nothing.',
      appAccess: false,
      email: writerEmail,
      permissions: writerPermissions(),
    },
    previewer: {
      role: previewerRole,
      icon: 'preview',
      description:
        'The site reads drafts with this role, only for editors in its draft preview; it can write nothing.',
      appAccess: false,
      email: previewerEmail,
      permissions: readerPermissions(schema, { drafts: true, publicFolder }),
    },
    dealerGate: {
      role: dealerGateRole,
      icon: 'key',
      description:
        'The site signs dealers’ staff in with this role: it may only ask extensions/dealer-access to mail a sign-in link and for a token of a dealer’s user. It reads and writes no items.',
      appAccess: false,
      email: dealerGateEmail,
      permissions: [],
    },
  }
}

/**
 * A dealer's staff work their requests in the site's dealer workspace, which acts with a token of
 * theirs (extensions/dealer-access): no Data Studio. A password sign-in still gives them an API
 * token, without app access.
 */
const dealer: RoleSpec = {
  role: dealerRole,
  icon: 'storefront',
  description:
    'A dealer’s staff: they see the quote requests addressed to their dealer (the user’s Dealer field) and record the follow-up, in the site’s dealer workspace.',
  appAccess: false,
  permissions: dealerPermissions(),
}

const newToken = () => randomBytes(24).toString('base64url')

async function findOrCreate(
  api: Api,
  path: string,
  item: { name: string; [key: string]: unknown },
): Promise<string> {
  const [found] = await api.get<Array<{ id: string }>>(path, {
    filter: { name: { _eq: item.name } },
    fields: 'id',
  })
  if (found) return found.id
  return (await api.post<{ id: string }>(path, item)).id
}

async function tokenBelongsTo(api: Api, token: string, userId: string): Promise<boolean> {
  try {
    const me = await createApi(api.url, token).get<{ id: string }>('/users/me', { fields: 'id' })
    return me.id === userId
  } catch (error) {
    if (error instanceof DirectusError && error.status === 401) return false
    throw error
  }
}

/**
 * The folder editors put files in that the site may show although no content points at them (a
 * download linked from a text, say): at the root, found by its name.
 */
export async function ensurePublicFolder(api: Api): Promise<string> {
  const [found] = await api.get<Array<{ id: string }>>('/folders', {
    filter: { _and: [{ name: { _eq: publicFolderName } }, { parent: { _null: true } }] },
    fields: 'id',
    limit: 1,
  })
  return found?.id ?? (await api.post<{ id: string }>('/folders', { name: publicFolderName })).id
}

/** Whether a permission already reads as the upgrade would leave it. */
const upToDate = (present: PresentPermission, upgrade: PermissionUpgrade) =>
  Object.entries(upgrade.to).every(([key, value]) =>
    isDeepStrictEqual(present[key as keyof PresentPermission], value),
  )

/** The role and its policy of the same name, linked, with the permissions that are missing. */
async function ensureRole(
  api: Api,
  spec: RoleSpec,
  upgrades: readonly PermissionUpgrade[] = [],
): Promise<string> {
  const policy = await findOrCreate(api, '/policies', {
    name: spec.role,
    icon: spec.icon,
    description: spec.description,
    admin_access: false,
    app_access: spec.appAccess,
  })
  // an earlier version gave dealers the Data Studio; a role without it loses it at every start
  if (!spec.appAccess) {
    const [granted] = await api.get<Array<{ id: string }>>('/policies', {
      filter: { _and: [{ id: { _eq: policy } }, { app_access: { _eq: true } }] },
      fields: 'id',
    })
    if (granted) await api.patch(`/policies/${policy}`, { app_access: false })
  }
  const role = await findOrCreate(api, '/roles', {
    name: spec.role,
    icon: spec.icon,
    description: spec.description,
  })

  const links = await api.get<unknown[]>('/access', {
    filter: { role: { _eq: role }, policy: { _eq: policy } },
    fields: 'id',
  })
  if (links.length === 0) await api.post('/access', { role, policy })

  const present = await api.get<PresentPermission[]>('/permissions', {
    filter: { policy: { _eq: policy } },
    fields: 'id,collection,action,fields,permissions,validation',
    limit: -1,
  })
  const missing = spec.permissions.filter(
    (wanted) =>
      !present.some(
        (item) => item.collection === wanted.collection && item.action === wanted.action,
      ),
  )
  if (missing.length > 0) {
    await api.post(
      '/permissions',
      missing.map((permission) => ({ ...permission, policy })),
    )
  }
  for (const upgrade of upgrades.filter((item) => item.role === spec.role)) {
    const found = present.find(
      (item) => item.collection === upgrade.collection && item.action === upgrade.action,
    )
    if (found && upgrade.outdated(found) && !upToDate(found, upgrade))
      await api.patch(`/permissions/${found.id}`, upgrade.to)
  }
  return role
}

async function ensureAccount(
  api: Api,
  account: Account,
  upgrades: readonly PermissionUpgrade[],
  savedToken?: string,
): Promise<string> {
  const role = await ensureRole(api, account, upgrades)
  const token = savedToken || newToken()
  const [user] = await api.get<Array<{ id: string } & ExistingAccount>>('/users', {
    filter: { email: { _eq: account.email } },
    fields: 'id,provider,password',
  })
  if (!user) {
    await api.post('/users', {
      email: account.email,
      first_name: account.role,
      role,
      token,
      provider: tokenOnlyProvider,
    })
    return token
  }
  const upgrade = tokenOnlyUpgrade(user)
  if (upgrade) await api.patch(`/users/${user.id}`, upgrade)
  if (!savedToken || !(await tokenBelongsTo(api, savedToken, user.id)))
    await api.patch(`/users/${user.id}`, { token })
  return token
}

/** The Public policy (the one linked to neither a role nor a user) must grant nothing. */
async function clearPublicPolicy(api: Api): Promise<void> {
  const links = await api.get<Array<{ policy: string }>>('/access', {
    filter: { role: { _null: true }, user: { _null: true } },
    fields: 'policy',
  })
  for (const { policy } of links) {
    const permissions = await api.get<Array<{ id: number }>>('/permissions', {
      filter: { policy: { _eq: policy } },
      fields: 'id',
      limit: -1,
    })
    if (permissions.length > 0)
      await api.delete(
        '/permissions',
        permissions.map((item) => item.id),
      )
  }
}

export async function applyAccess(
  api: Api,
  schema: BuiltSchema,
  saved: Partial<Tokens>,
): Promise<Tokens> {
  await clearPublicPolicy(api)
  const publicFolder = await ensurePublicFolder(api)
  const { reader, writer, previewer, dealerGate } = accounts(schema, publicFolder)
  const upgrades = permissionUpgrades(schema, publicFolder)
  const tokens = {
    reader: await ensureAccount(api, reader, upgrades, saved.reader),
    writer: await ensureAccount(api, writer, upgrades, saved.writer),
    previewer: await ensureAccount(api, previewer, upgrades, saved.previewer),
    dealerGate: await ensureAccount(api, dealerGate, upgrades, saved.dealerGate),
  }
  // no users: a dealer's staff are people, whom the office creates in the Data Studio
  await ensureRole(api, dealer, dealerPermissionUpgrades())
  return tokens
}

function check(condition: boolean, message: string): void {
  if (!condition) throw new Error(`Access check failed: ${message}`)
}

/** A quote request by mail as the site's form sends it. */
const setupCheckRequest = {
  kind: 'mail',
  name: 'Setup check',
  address: 'Grote Markt 1',
  postal_code: '8000',
  municipality: 'Brugge',
  country: 'BE',
  pool_built: 'no',
  consent: true,
}

/**
 * Proves the setup from the outside, as the site and a visitor see it. The probes it creates (a
 * draft page when there is none, a quote request) are deleted again.
 */
export async function verifyAccess(api: Api, tokens: Tokens): Promise<void> {
  const anonymous = createApi(api.url)
  const reader = createApi(api.url, tokens.reader)
  const writer = createApi(api.url, tokens.writer)
  const previewer = createApi(api.url, tokens.previewer)
  const gate = createApi(api.url, tokens.dealerGate)

  check(
    (await anonymous.status('GET', '/items/pages')) === 403,
    'anonymous GET /items/pages is not 403',
  )
  check(
    (await reader.status('GET', '/items/global_settings')) === 200,
    'the reader cannot read global_settings',
  )
  check(
    (await reader.status('GET', `/items/${formCollection}`)) === 403,
    'the reader can read quote requests',
  )

  const [draft] = await api.get<Array<{ id: number }>>('/items/pages', {
    filter: { status: { _eq: 'draft' } },
    fields: 'id',
    limit: 1,
  })
  const probe = draft ?? (await api.post<{ id: number }>('/items/pages', { status: 'draft' }))
  try {
    check(
      (await reader.status('GET', `/items/pages/${probe.id}`)) === 403,
      'the reader can see a draft page',
    )
    check(
      (await previewer.status('GET', `/items/pages/${probe.id}`)) === 200,
      'the previewer cannot see a draft page',
    )
  } finally {
    if (!draft) await api.delete(`/items/pages/${probe.id}`)
  }

  const marker = `request-${Date.now()}${probeDomain}`
  const request = { ...setupCheckRequest, email: marker }
  const unconsented = await writer.status('POST', `/items/${formCollection}`, {
    ...request,
    consent: false,
  })
  const created = await writer.status('POST', `/items/${formCollection}`, request)
  const written = await api.get<Array<{ id: number }>>(`/items/${formCollection}`, {
    filter: { email: { _eq: marker } },
    fields: 'id',
  })
  if (written.length > 0)
    await api.delete(
      `/items/${formCollection}`,
      written.map((item) => item.id),
    )
  check(unconsented === 400, `the writer can store a request without consent (${unconsented})`)
  check(created === 204 || created === 200, `the writer cannot create a quote request (${created})`)
  check(written.length === 1, 'the quote request of the writer was not stored')
  check(
    (await writer.status('POST', `/items/${formCollection}`, { ...request, status: 'won' })) ===
      403,
    'the writer can set the status of a quote request',
  )
  check(
    (await writer.status('GET', `/items/${formCollection}`)) === 403,
    'the writer can read quote requests',
  )
  check((await writer.status('GET', '/items/pages')) === 403, 'the writer can read pages')
  check(
    (await previewer.status('POST', `/items/${formCollection}`, { kind: 'mail' })) === 403,
    'the previewer can create quote requests',
  )
  check(
    (await previewer.status('GET', `/items/${formCollection}`)) === 403,
    'the previewer can read quote requests',
  )
  check(
    (await gate.status('GET', `/items/${formCollection}`)) === 403,
    'the dealer gate can read quote requests',
  )
}
