import { describe, expect, it } from 'vitest'
import type { DirectusModules, HookContext, Register, Services } from './index.ts'
import { leadCollection, registerDealerGuard } from './index.ts'

// Directus' own error, from the installed runtime
const runtime = '../../../runtime/node_modules/@directus'
const { ForbiddenError } = (await import(
  new URL(`${runtime}/errors/dist/index.js`, import.meta.url).href
)) as { ForbiddenError: new () => Error }

const admin = '0f6c0a8e-4a3b-4f6e-9d0a-1b2c3d4e5f60'
const dealerA = '5b0f3c6e-1d7a-4a55-9a1e-2f1c9b3e7d10'
const dealerB = '7c2e4d8f-3b9a-4c66-8b2f-3a2d0c4f8e21'

/** Quote requests 1 and 2 are dealer A's, 3 is dealer B's; 4 does not exist. */
const leads = [
  { id: 1, owner: dealerA, status: 'new' },
  { id: 2, owner: dealerA, status: 'contacted' },
  { id: 3, owner: dealerB, status: 'won' },
]

type Handler = Parameters<Register['filter']>[1]

/**
 * The hook as Directus runs it: each filter by its event, an ItemsService that reads a lead only
 * for its dealer (Directus' permission filter) or for an admin, and a dealer's account without
 * read permission on the collection at all (`noAccess`).
 */
function hook() {
  const filters = new Map<string, Handler>()
  const warnings: string[] = []
  const reads: Array<{ user: string | null | undefined; keys: unknown[] }> = []
  const services: Services = {
    ItemsService: class {
      constructor(
        readonly collection: string,
        readonly options: { accountability: { user?: string | null; admin?: boolean } | null },
      ) {}
      async readMany(keys: Array<string | number>) {
        const who = this.options.accountability
        reads.push({ user: who?.user, keys })
        if (who?.user === 'noAccess') throw new ForbiddenError()
        return leads
          .filter((lead) => keys.map(String).includes(String(lead.id)))
          .filter((lead) => who === null || who.admin || lead.owner === who.user)
          .map((lead) => ({ id: lead.id }))
      }
    } as unknown as Services['ItemsService'],
  }
  const modules: Promise<DirectusModules> = Promise.resolve({
    ForbiddenError,
    isAdmin: async (user: string) => user === admin,
  })
  registerDealerGuard(
    { filter: (event, handler) => filters.set(event, handler) },
    {
      services,
      logger: {
        warn: (message) => warnings.push(message),
        error: (message) => warnings.push(message),
      },
    },
    modules,
  )
  const context = (user: string | null, isAdmin = false): HookContext => ({
    database: {},
    schema: { collections: { [leadCollection]: { primary: 'id' } } },
    accountability: user === null ? null : { user, admin: isAdmin },
  })
  const run = (
    event: string,
    payload: unknown,
    meta: Record<string, unknown>,
    ctx: HookContext,
  ) => {
    const handler = filters.get(event)
    if (!handler) throw new Error(`no filter on ${event}`)
    return handler(payload, { event, ...meta }, ctx)
  }
  return { run, context, warnings, reads }
}

/** What the filter threw, as Directus would answer it, or `passed` with its result. */
async function outcome(result: Promise<unknown>) {
  try {
    return { passed: await result }
  } catch (error) {
    const { status, code, message } = error as { status?: number; code?: string; message: string }
    return { status, code, message }
  }
}

describe('presets of a user who is not an admin', () => {
  it('are their own, whatever user and role they send, on create and on update', async () => {
    const { run, context } = hook()
    for (const event of ['presets.create', 'presets.update'])
      for (const sent of [
        { collection: leadCollection, bookmark: 'Urgent' },
        { collection: leadCollection, role: 'office-role-id', user: null },
        { collection: leadCollection, user: admin, role: 'office-role-id' },
      ])
        expect(await run(event, sent, { keys: [9] }, context(dealerA))).toEqual({
          collection: leadCollection,
          ...('bookmark' in sent && { bookmark: 'Urgent' }),
          user: dealerA,
          role: null,
        })
  })

  it('stay as an admin or Directus itself sends them: a global preset, a role’s', async () => {
    const { run, context } = hook()
    const global = { collection: leadCollection, user: null, role: null, layout: 'tabular' }
    expect(await run('presets.create', global, {}, context(admin, true))).toEqual(global)
    expect(await run('presets.update', global, { keys: [1] }, context(null))).toEqual(global)
  })

  it('are refused to an accountability without a user', async () => {
    const { run, context } = hook()
    const anonymous = { database: {}, schema: null, accountability: { admin: false } }
    expect(await outcome(run('presets.create', {}, {}, anonymous))).toMatchObject({ status: 403 })
    expect(await run('presets.create', { user: dealerA }, {}, context(dealerA))).toMatchObject({
      user: dealerA,
    })
  })
})

describe('a quote request the caller cannot read', () => {
  const missing = 4
  const others = 3

  it('answers an update exactly as a missing one, whatever the update says', async () => {
    const { run, context } = hook()
    for (const payload of [{ status: 'won' }, { status: 'lost' }, { dealer_note: 'x' }]) {
      const forOthers = await outcome(
        run(
          'items.update',
          payload,
          { collection: leadCollection, keys: [others] },
          context(dealerA),
        ),
      )
      const forMissing = await outcome(
        run(
          'items.update',
          payload,
          { collection: leadCollection, keys: [missing] },
          context(dealerA),
        ),
      )
      expect(forOthers).toEqual(forMissing)
      expect(forOthers).toEqual(await outcome(Promise.reject(new ForbiddenError())))
    }
  })

  it('answers a delete exactly as a missing one', async () => {
    const { run, context } = hook()
    const meta = { collection: leadCollection }
    const forOthers = await outcome(run('items.delete', [others], meta, context(dealerA)))
    const forMissing = await outcome(run('items.delete', [String(missing)], meta, context(dealerA)))
    expect(forOthers).toMatchObject({ status: 403, code: 'FORBIDDEN' })
    expect(forOthers).toEqual(forMissing)
  })

  it('spoils an update of several keys when one of them is not readable', async () => {
    const { run, context } = hook()
    const meta = { collection: leadCollection, keys: ['1', '2', '3'] }
    expect(
      await outcome(run('items.update', { status: 'won' }, meta, context(dealerA))),
    ).toMatchObject({ status: 403 })
  })

  it('answers the same to a user who may not read the collection at all', async () => {
    const { run, context } = hook()
    const meta = { collection: leadCollection, keys: [1] }
    expect(await outcome(run('items.update', {}, meta, context('noAccess')))).toEqual(
      await outcome(run('items.update', {}, { ...meta, keys: [missing] }, context(dealerA))),
    )
  })

  it('reads the keys with the caller’s own permissions, and lets their own requests through', async () => {
    const { run, context, reads } = hook()
    const payload = { status: 'contacted' }
    const meta = { collection: leadCollection, keys: ['1', '2'] }
    expect(await run('items.update', payload, meta, context(dealerA))).toBe(payload)
    expect(
      await run('items.delete', [1], { collection: leadCollection }, context(dealerA)),
    ).toEqual([1])
    expect(reads).toEqual([
      { user: dealerA, keys: ['1', '2'] },
      { user: dealerA, keys: [1] },
    ])
  })

  it('leaves admins, Directus itself and other collections alone', async () => {
    const { run, context, reads } = hook()
    const meta = { collection: leadCollection, keys: [missing] }
    expect(await run('items.update', { status: 'won' }, meta, context(admin, true))).toEqual({
      status: 'won',
    })
    expect(await run('items.delete', [missing], meta, context(null))).toEqual([missing])
    expect(
      await run(
        'items.update',
        { title: 'x' },
        { collection: 'pages', keys: [1] },
        context(dealerA),
      ),
    ).toEqual({ title: 'x' })
    expect(reads).toEqual([])
  })
})

describe('a notification', () => {
  const mention = (sender: string | null) => ({
    recipient: admin,
    sender,
    subject: `You were mentioned in ${leadCollection}`,
    message: '[Urgent: re-enter your password](https://evil.example)',
    collection: leadCollection,
    item: '1',
  })

  it('in the name of someone who is not an admin is not created, and the refusal is logged', async () => {
    const { run, context, warnings } = hook()
    expect(
      await outcome(run('notifications.create', mention(dealerA), {}, context(null))),
    ).toMatchObject({ status: 403, code: 'FORBIDDEN' })
    expect(warnings).toEqual([expect.stringContaining(dealerA)])
  })

  it('from an admin, or from Directus itself (a flow), is created as sent', async () => {
    const { run, context, warnings } = hook()
    expect(await run('notifications.create', mention(admin), {}, context(null))).toEqual(
      mention(admin),
    )
    expect(await run('notifications.create', mention(null), {}, context(null))).toEqual(
      mention(null),
    )
    expect(warnings).toEqual([])
  })
})
