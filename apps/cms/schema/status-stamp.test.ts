import { describe, expect, it } from 'vitest'
// Directus' own templating, from the installed runtime: what flows.js runs
import { applyOptionsData } from '../runtime/node_modules/@directus/utils/dist/shared/index.js'
import { statusStampFlow, statusStampFlowName } from './flows.ts'
import { runExec } from './run-exec.ts'
import { stampFields, stampStatusChange, statusStampScript } from './status-stamp.ts'

const now = '2026-11-25T09:30:00.000Z'
const dealerUser = '5b0f3c6e-1d7a-4a55-9a1e-2f1c9b3e7d10'
const event = (payload: Record<string, unknown>, keys: unknown[] = ['12']) => ({
  event: 'quote_requests.items.update',
  collection: 'quote_requests',
  keys,
  payload,
})
const stamp = (
  payload: Record<string, unknown>,
  current: unknown,
  user: string | null = dealerUser,
) =>
  stampStatusChange(
    { $trigger: event(payload), $accountability: user ? { user } : null, current },
    now,
  )

describe('stampStatusChange', () => {
  it('stamps a new status with the acting user and the moment', () => {
    expect(stamp({ status: 'contacted' }, { id: 12, status: 'new' })).toEqual({
      status: 'contacted',
      status_changed_at: now,
      status_changed_by: dealerUser,
    })
  })

  it('drops what the client sent for the stamp, with or without a status', () => {
    const forged = {
      status_changed_at: '2020-01-01T00:00:00Z',
      status_changed_by: 'someone-else',
      accepted_at: '2020-01-01T00:00:00Z',
      accept_hours: 0.1,
    }
    expect(stamp({ status: 'won', ...forged }, { id: 12, status: 'contacted' })).toEqual({
      status: 'won',
      status_changed_at: now,
      status_changed_by: dealerUser,
    })
    expect(stamp({ dealer_note: 'Called', ...forged }, { id: 12, status: 'new' })).toEqual({
      dealer_note: 'Called',
    })
    expect(Object.keys(forged).sort()).toEqual([...stampFields].sort())
  })

  it('stamps the first acceptance of a request, and never a later one', () => {
    expect(stamp({ status: 'accepted' }, { id: 12, status: 'new', accepted_at: null })).toEqual({
      status: 'accepted',
      status_changed_at: now,
      status_changed_by: dealerUser,
      accepted_at: now,
    })
    const acceptedBefore = { id: 12, status: 'contacted', accepted_at: '2026-11-01T08:00:00Z' }
    expect(stamp({ status: 'accepted' }, acceptedBefore)).toEqual({
      status: 'accepted',
      status_changed_at: now,
      status_changed_by: dealerUser,
    })
    expect(stamp({ status: 'declined' }, { id: 12, status: 'new' })).not.toHaveProperty(
      'accepted_at',
    )
  })

  it('counts the hours a request waited for its first acceptance, when it is the only one', () => {
    const waiting = {
      id: 12,
      status: 'new',
      accepted_at: null,
      date_created: '2026-11-24T09:00:00Z',
    }
    expect(stamp({ status: 'accepted' }, waiting)).toMatchObject({
      accepted_at: now,
      accept_hours: 24.5,
    })
    expect(stamp({ status: 'accepted' }, [waiting, { ...waiting, id: 13 }])).not.toHaveProperty(
      'accept_hours',
    )
    expect(
      stamp({ status: 'accepted' }, { ...waiting, date_created: undefined }),
    ).not.toHaveProperty('accept_hours')
  })

  it('changes no stamp when the status stays what it was, or only a note changes', () => {
    expect(stamp({ status: 'new', dealer_note: 'x' }, { id: 12, status: 'new' })).toEqual({
      status: 'new',
      dealer_note: 'x',
    })
    expect(stamp({ dealer_note: 'x' }, { id: 12, status: 'new' })).toEqual({ dealer_note: 'x' })
  })

  it('stamps an update of several items when one of them changes', () => {
    const current = [
      { id: 1, status: 'contacted' },
      { id: 2, status: 'new' },
    ]
    expect(stamp({ status: 'contacted' }, current)).toMatchObject({ status_changed_at: now })
  })

  it('stamps no user for Directus itself', () => {
    expect(stamp({ status: 'lost' }, { id: 12, status: 'new' }, null)).toMatchObject({
      status_changed_by: null,
    })
  })

  it('does the same inside Directus’ Run Script isolate, with the time it runs', async () => {
    const code = statusStampScript()
    expect(code).not.toContain('{{')
    const result = (await runExec(code, {
      $trigger: event({ status: 'quote_sent', status_changed_by: 'x' }),
      $accountability: { user: dealerUser },
      current: { id: 12, status: 'contacted' },
    })) as Record<string, unknown>
    expect(result).toMatchObject({ status: 'quote_sent', status_changed_by: dealerUser })
    expect(Date.now() - Date.parse(String(result.status_changed_at))).toBeLessThan(60_000)
  })
})

describe('the status stamp flow', () => {
  const { flow, operations } = statusStampFlow()

  it('runs before every update of a quote request and hands its last result back as payload', () => {
    expect(flow).toMatchObject({
      name: statusStampFlowName,
      trigger: 'event',
      options: {
        type: 'filter',
        scope: ['items.update'],
        collections: ['quote_requests'],
        return: '$last',
      },
    })
    expect(operations.map((operation) => operation.key)).toEqual(['current', 'stamp'])
    expect(operations.at(-1)).toMatchObject({ type: 'exec', resolve: null, reject: null })
  })

  it('reads the items of the update as they are, with full rights', () => {
    const [read] = operations
    const options = applyOptionsData(read?.options ?? {}, {
      $trigger: event({ status: 'won' }, ['3', '4']),
    })
    expect(options).toMatchObject({
      collection: 'quote_requests',
      key: ['3', '4'],
      permissions: '$full',
      query: { fields: ['id', 'status', 'accepted_at', 'date_created'] },
    })
  })
})
