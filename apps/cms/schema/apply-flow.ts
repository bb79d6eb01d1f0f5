/**
 * Puts a flow of schema/flows.ts into Directus, by its name: created when missing, its trigger
 * and operations restored when an admin changed them. Flows are rows of `directus_flows` and
 * `directus_operations`; Directus reloads its flows when one of them changes.
 */
import type { Api } from './api.ts'

type Json = Record<string, unknown>

/**
 * The trigger of a flow and its options, as Directus 11.17 reads them (flows.js): an event hook
 * (`action` runs after the save and apart from it; `filter` runs before it, may change the
 * payload it returns and blocks the save when it fails), a schedule (`cron`, with an optional
 * seconds field), or another flow's `trigger` operation.
 */
export type FlowTrigger =
  | {
      trigger: 'event'
      options: { type: 'action'; scope: string[]; collections: string[] }
    }
  | {
      trigger: 'event'
      options: { type: 'filter'; scope: string[]; collections: string[]; return: '$last' }
    }
  | { trigger: 'schedule'; options: { cron: string } }
  | { trigger: 'operation'; options: { return: '$last' } }
  | {
      trigger: 'manual'
      options: {
        collections: string[]
        location: 'collection'
        requireSelection: false
        requireConfirmation: true
        confirmationDescription: string
        /** the questions of the confirmation dialog; their answers arrive in `$trigger.body` */
        fields: Json[]
        async: false
        /** a failed run answers the caller with its error instead of a success */
        error_on_reject: true
        return: '$last'
      }
    }

export type FlowSpec = FlowTrigger & {
  name: string
  icon: string
  color: string | null
  description: string
  status: 'active'
  /**
   * What a run leaves in Directus: `all` an activity row and a revision holding every step's
   * data, `activity` only that the flow ran (and for whom)
   */
  accountability: 'all' | 'activity'
}

export interface OperationSpec {
  key: string
  name: string
  type: string
  position_x: number
  position_y: number
  options: Json
  /** key of the operation that runs next when this one succeeds */
  resolve: string | null
  /** key of the operation that runs next when this one fails */
  reject: string | null
}

export interface FlowDefinition {
  flow: FlowSpec
  /** the first one is the flow's entry */
  operations: OperationSpec[]
}

interface FlowRow {
  id: string
  trigger: string | null
  accountability: string | null
  options: unknown
  operation: string | null
}

interface OperationRow {
  id: string
  key: string
  name: string | null
  type: string
  options: unknown
  resolve: string | null
  reject: string | null
}

/** Compares JSON values regardless of the order of object keys. */
function sameJson(a: unknown, b: unknown): boolean {
  const canonical = (value: unknown): unknown =>
    Array.isArray(value)
      ? value.map(canonical)
      : value && typeof value === 'object'
        ? Object.fromEntries(
            Object.entries(value)
              .sort(([x], [y]) => x.localeCompare(y))
              .map(([key, item]) => [key, canonical(item)]),
          )
        : value
  return JSON.stringify(canonical(a)) === JSON.stringify(canonical(b))
}

/**
 * Creates the flow when no flow has its name; otherwise brings its trigger, what its runs keep
 * (`accountability`) and operations back to
 * the definition (a new collection, a changed template) and removes operations it does not have.
 * Whether the flow is active is left to the admins. A second flow of the same name is deleted:
 * it would purge everything, or send every e-mail, twice.
 */
export async function applyFlow(api: Api, definition: FlowDefinition): Promise<string> {
  const { flow, operations } = definition
  const found = await api.get<FlowRow[]>('/flows', {
    filter: { name: { _eq: flow.name } },
    fields: 'id,trigger,accountability,options,operation',
    sort: 'date_created',
    limit: -1,
  })
  const [existing, ...duplicates] = found
  if (duplicates.length > 0)
    await api.delete(
      '/flows',
      duplicates.map((item) => item.id),
    )

  let flowId: string
  if (!existing) {
    flowId = (await api.post<{ id: string }>('/flows', flow)).id
  } else {
    flowId = existing.id
    // what a run keeps is restored too: a flow that handles visitors' details keeps none of them
    if (
      existing.trigger !== flow.trigger ||
      existing.accountability !== flow.accountability ||
      !sameJson(existing.options, flow.options)
    )
      await api.patch(`/flows/${flowId}`, {
        trigger: flow.trigger,
        accountability: flow.accountability,
        options: flow.options,
      })
  }

  const present = await api.get<OperationRow[]>('/operations', {
    filter: { flow: { _eq: flowId } },
    fields: 'id,key,name,type,options,resolve,reject',
    limit: -1,
  })
  const wanted = new Set(operations.map((operation) => operation.key))
  const ids = new Map<string, string>()
  for (const row of present) if (wanted.has(row.key) && !ids.has(row.key)) ids.set(row.key, row.id)

  // new operations start unlinked: links are unique, so they are set once every one exists
  for (const operation of operations) {
    if (ids.has(operation.key)) continue
    const { resolve: _resolve, reject: _reject, ...fields } = operation
    const created = await api.post<{ id: string }>('/operations', {
      ...fields,
      flow: flowId,
    })
    ids.set(operation.key, created.id)
  }
  const idOf = (key: string | null) => (key === null ? null : (ids.get(key) ?? null))
  const spec = new Map(operations.map((operation) => [ids.get(operation.key), operation]))
  const stale = present.filter((row) => ids.get(row.key) !== row.id)

  // a link that is wrong is cleared first, so that setting the right ones never collides
  for (const row of present) {
    const wantedOperation = spec.get(row.id)
    const relinked =
      !wantedOperation ||
      row.resolve !== idOf(wantedOperation.resolve) ||
      row.reject !== idOf(wantedOperation.reject)
    if (relinked && (row.resolve !== null || row.reject !== null))
      await api.patch(`/operations/${row.id}`, { resolve: null, reject: null })
  }
  if (stale.length > 0)
    await api.delete(
      '/operations',
      stale.map((row) => row.id),
    )

  for (const operation of operations) {
    const id = ids.get(operation.key) ?? ''
    const row = present.find((item) => item.id === id)
    const update = {
      name: operation.name,
      type: operation.type,
      options: operation.options,
      resolve: idOf(operation.resolve),
      reject: idOf(operation.reject),
    }
    const unchanged =
      row &&
      row.name === update.name &&
      row.type === update.type &&
      sameJson(row.options, update.options) &&
      row.resolve === update.resolve &&
      row.reject === update.reject
    const isNewAndUnlinked = !row && update.resolve === null && update.reject === null
    if (!unchanged && !isNewAndUnlinked) await api.patch(`/operations/${id}`, update)
  }

  const entry = idOf(operations[0]?.key ?? null)
  if (existing?.operation !== entry) await api.patch(`/flows/${flowId}`, { operation: entry })
  return flowId
}
