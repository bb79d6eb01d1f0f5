import { describe, expect, it } from 'vitest'
import type { DirectusModules, HookContext, Register } from './index.ts'
import { declinesWithoutReason, eventsOf, missingReason, registerLeadHistory } from './index.ts'

// Directus' own error, from the installed runtime
const runtime = '../../../runtime/node_modules/@directus'
const { InvalidPayloadError } = (await import(
  new URL(`${runtime}/errors/dist/index.js`, import.meta.url).href
)) as { InvalidPayloadError: DirectusModules['InvalidPayloadError'] }

const dealer = '5b0f3c6e-1d7a-4a55-9a1e-2f1c9b3e7d10'
const stamped = { status_changed_at: '2026-11-25T09:30:00.000Z', status_changed_by: dealer }

type Filter = Parameters<Register['filter']>[1]
type Action = Parameters<Register['action']>[1]

/** The hook as Directus runs it, with an ItemsService that records what it creates. */
function hook(failing = false) {
  const filters = new Map<string, Filter>()
  const actions = new Map<string, Action>()
  const created: Array<{ collection: string; rows: unknown[]; emitEvents: boolean }> = []
  const errors: string[] = []
  registerLeadHistory(
    {
      filter: (event, handler) => filters.set(event, handler),
      action: (event, handler) => actions.set(event, handler),
    },
    {
      services: {
        ItemsService: class {
          constructor(readonly collection: string) {}
          async createMany(rows: unknown[], opts: { emitEvents: boolean }) {
            if (failing) throw new Error('no such table')
            created.push({ collection: this.collection, rows, emitEvents: opts.emitEvents })
            return []
          }
        },
      },
      logger: { error: (message) => errors.push(message) },
    },
    Promise.resolve({ InvalidPayloadError }),
  )
  const context: HookContext = { database: {}, schema: {}, accountability: { user: dealer } }
  return { filters, actions, created, errors, context }
}

describe('a decline', () => {
  it('needs a reason that is more than white space, in the same payload', () => {
    expect(declinesWithoutReason({ status: 'declined' })).toBe(true)
    expect(declinesWithoutReason({ status: 'declined', decline_reason: ' \n' })).toBe(true)
    expect(declinesWithoutReason({ status: 'declined', decline_reason: null })).toBe(true)
    expect(declinesWithoutReason({ status: 'declined', decline_reason: 'Too far' })).toBe(false)
    expect(declinesWithoutReason({ status: 'accepted' })).toBe(false)
    expect(declinesWithoutReason({ decline_reason: '' })).toBe(false)
  })

  it('is refused with Directus’ InvalidPayloadError (400) before the save', async () => {
    const { filters, context } = hook()
    const filter = filters.get('quote_requests.items.update')
    const refused = filter?.({ status: 'declined' }, { keys: [1] }, context)
    await expect(refused).rejects.toBeInstanceOf(InvalidPayloadError)
    await expect(refused).rejects.toMatchObject({
      status: 400,
      extensions: { reason: missingReason },
    })
    const payload = { status: 'declined', decline_reason: 'Too far' }
    expect(await filter?.(payload, { keys: [1] }, context)).toBe(payload)
  })
})

describe('the history of an update', () => {
  it('has a row per change and key, with who saved', () => {
    expect(
      eventsOf(
        {
          status: 'declined',
          decline_reason: ' Too far ',
          dealer_note: 'Called',
          appointment_at: '2030-05-02T10:30:00+02:00',
          ...stamped,
        },
        ['12', 13],
        dealer,
      ),
    ).toEqual(
      [12, 13].flatMap((lead) => [
        { lead, user: dealer, action: 'status', status: 'declined', detail: 'Too far' },
        { lead, user: dealer, action: 'note', status: null, detail: null },
        {
          lead,
          user: dealer,
          action: 'appointment',
          status: null,
          detail: '2030-05-02T08:30:00.000Z',
        },
      ]),
    )
  })

  it('records a status only when the stamp says it changed, and a cleared appointment as empty', () => {
    expect(eventsOf({ status: 'new' }, [1], dealer)).toEqual([])
    expect(eventsOf({ reminded_at: null }, [1], null)).toEqual([])
    expect(eventsOf({ appointment_at: null }, [1], null)).toEqual([
      { lead: 1, user: null, action: 'appointment', status: null, detail: null },
    ])
    expect(eventsOf({ status: 'won', ...stamped }, [1], null)).toEqual([
      { lead: 1, user: null, action: 'status', status: 'won', detail: null },
    ])
  })

  it('is written after the save, with full rights and no events; a failure only logs', async () => {
    const { actions, created, context } = hook()
    await actions.get('quote_requests.items.update')?.(
      { payload: { status: 'accepted', ...stamped }, keys: ['7'], collection: 'quote_requests' },
      context,
    )
    expect(created).toEqual([
      {
        collection: 'lead_events',
        rows: [{ lead: 7, user: dealer, action: 'status', status: 'accepted', detail: null }],
        emitEvents: false,
      },
    ])
    await actions.get('quote_requests.items.update')?.({ payload: {}, keys: ['7'] }, context)
    expect(created).toHaveLength(1)

    const broken = hook(true)
    await broken.actions.get('quote_requests.items.update')?.(
      { payload: { dealer_note: 'x' }, keys: [7] },
      broken.context,
    )
    expect(broken.errors).toEqual(['lead-history: no such table'])
  })
})
