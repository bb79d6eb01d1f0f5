/**
 * The office's dashboard of quote requests (Insights in the Data Studio), as code. The panel
 * types and their options are those of Directus 11.17's app (`time-series`, `bar-chart`,
 * `pie-chart`, `metric`, `list`): rows of `directus_dashboards` and `directus_panels`.
 */
import type { Api } from './api.ts'

type Json = Record<string, unknown>

export interface PanelSpec {
  name: string
  icon: string
  type: 'time-series' | 'bar-chart' | 'pie-chart' | 'metric' | 'list'
  note: string
  position_x: number
  position_y: number
  width: number
  height: number
  options: Json
}

export interface DashboardSpec {
  name: string
  icon: string
  note: string
  panels: PanelSpec[]
}

const requests = 'quote_requests'
const stillNew = { status: { _eq: 'new' } }

export const dashboardName = 'Quote requests'

export function officeDashboard(): DashboardSpec {
  return {
    name: dashboardName,
    icon: 'request_quote',
    note: 'How many requests come in, where from, to which dealers, and how far they got. Created by the setup when missing; change it freely.',
    panels: [
      {
        name: 'Still new',
        icon: 'pending_actions',
        type: 'metric',
        note: 'Requests no dealer or office member has moved on yet.',
        position_x: 1,
        position_y: 1,
        width: 12,
        height: 8,
        options: { collection: requests, field: 'id', function: 'count', filter: stillNew },
      },
      {
        name: 'Requests per week',
        icon: 'show_chart',
        type: 'time-series',
        note: 'The last three months, by the week they came in.',
        position_x: 13,
        position_y: 1,
        width: 36,
        height: 14,
        options: {
          collection: requests,
          function: 'count',
          valueField: 'id',
          dateField: 'date_created',
          precision: 'week',
          range: '3 months',
          decimals: 0,
          missingData: '0',
        },
      },
      {
        name: 'Per status',
        icon: 'donut_large',
        type: 'pie-chart',
        note: 'Where every request stands.',
        position_x: 1,
        position_y: 9,
        width: 12,
        height: 14,
        options: {
          collection: requests,
          column: 'status',
          function: 'count',
          donut: true,
          showLabels: true,
          legend: 'bottom',
        },
      },
      {
        name: 'Per dealer',
        icon: 'storefront',
        type: 'bar-chart',
        note: 'Appointment requests, by the dealer the visitor chose.',
        position_x: 13,
        position_y: 15,
        width: 18,
        height: 22,
        options: {
          collection: requests,
          xAxis: 'dealer',
          xAxisDisplayField: 'name',
          yAxis: 'id',
          function: 'count',
          horizontal: true,
          decimals: 0,
        },
      },
      {
        name: 'Per region',
        icon: 'map',
        type: 'bar-chart',
        note: 'By the province or state the site found for the postal code.',
        position_x: 31,
        position_y: 15,
        width: 18,
        height: 22,
        options: {
          collection: requests,
          xAxis: 'region',
          yAxis: 'id',
          function: 'count',
          horizontal: true,
          decimals: 0,
        },
      },
      {
        name: 'Waiting longest',
        icon: 'hourglass_top',
        type: 'list',
        note: 'The oldest requests still new; open one to follow it up.',
        position_x: 49,
        position_y: 1,
        width: 16,
        height: 22,
        options: {
          collection: requests,
          filter: stillNew,
          sortField: 'date_created',
          sortDirection: 'asc',
          limit: 10,
          displayTemplate: '{{name}}, {{postal_code}} {{municipality}} ({{dealer.name}})',
          linkToItem: true,
        },
      },
    ],
  }
}

/**
 * Creates the dashboard with its panels when no dashboard has its name. An existing one is the
 * office's: panels they moved, changed or removed stay as they are.
 */
export async function applyDashboard(api: Api, spec: DashboardSpec): Promise<void> {
  const found = await api.get<unknown[]>('/dashboards', {
    filter: { name: { _eq: spec.name } },
    fields: 'id',
    limit: 1,
  })
  if (found.length > 0) return
  const { panels, ...dashboard } = spec
  const { id } = await api.post<{ id: string }>('/dashboards', dashboard)
  await api.post(
    '/panels',
    panels.map((panel) => ({ ...panel, dashboard: id, show_header: true })),
  )
}
