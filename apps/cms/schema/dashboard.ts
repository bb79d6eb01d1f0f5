/**
 * The office's dashboard of quote requests (Insights in the Data Studio), as code, and how the
 * setup puts a dashboard into Directus. The panel types and their options are those of Directus
 * 11.17's app (`time-series`, `bar-chart`, `pie-chart`, `metric`, `list`, `variable`): rows of
 * `directus_dashboards` and `directus_panels`.
 */
import type { Api } from './api.ts'
import { dealerNotToldFilter } from './mail-log.ts'
import type { StaffLanguage } from './markets.ts'
import { staffLanguages } from './markets.ts'

type Json = Record<string, unknown>

export interface PanelSpec {
  /** the title, in the office's language (`global_settings.office_language`) */
  name: string
  icon: string
  type: 'time-series' | 'bar-chart' | 'pie-chart' | 'metric' | 'list' | 'variable'
  note: string
  position_x: number
  position_y: number
  width: number
  height: number
  options: Json
}

/** A panel an earlier setup made and a later one replaces: its titles and options then. */
export interface ReplacedPanel {
  names: string[]
  options: Json
}

export interface DashboardSpec {
  /** in the office's language, like the panels' titles */
  name: string
  icon: string
  note: string
  panels: PanelSpec[]
  /** removed while they still read as they were made, so that no figure is shown twice */
  replaced?: ReplacedPanel[]
}

const requests = 'quote_requests'
const stillNew = { status: { _eq: 'new' } }
const appointments = { kind: { _eq: 'appointment' } }

export const dashboardName = 'Quote requests'

/**
 * The panels' titles in each office language. Insights shows a panel's title as it is stored (it
 * translates only its own `$t:` keys, not ours), so the setup names a panel in the office's
 * language when it creates it, and knows it by any of its titles afterwards.
 */
const titles = {
  stillNew: { en: 'Still new', nl: 'Nog nieuw', fr: 'Encore nouvelles', de: 'Noch neu' },
  perWeek: {
    en: 'Requests per week',
    nl: 'Aanvragen per week',
    fr: 'Demandes par semaine',
    de: 'Anfragen pro Woche',
  },
  perStatus: { en: 'Per status', nl: 'Per status', fr: 'Par statut', de: 'Nach Status' },
  perDealer: { en: 'Per dealer', nl: 'Per dealer', fr: 'Par revendeur', de: 'Pro Händler' },
  timeToAccept: {
    en: 'Time to accept (hours, average)',
    nl: 'Tijd tot aanvaarding (uren, gemiddeld)',
    fr: 'Délai d’acceptation (heures, moyenne)',
    de: 'Zeit bis zur Annahme (Stunden, Mittel)',
  },
  timeToAcceptPerDealer: {
    en: 'Time to accept per dealer (hours, median)',
    nl: 'Tijd tot aanvaarding per dealer (uren, mediaan)',
    fr: 'Délai d’acceptation par revendeur (heures, médiane)',
    de: 'Zeit bis zur Annahme pro Händler (Stunden, Median)',
  },
  acceptanceRate: {
    en: 'Accepted of offered, per dealer (%)',
    nl: 'Aanvaard van aangeboden, per dealer (%)',
    fr: 'Acceptées sur proposées, par revendeur (%)',
    de: 'Angenommen von angeboten, pro Händler (%)',
  },
  dealerScores: {
    en: 'Dealers at a glance',
    nl: 'Dealers in één oogopslag',
    fr: 'Les revendeurs en un coup d’œil',
    de: 'Händler auf einen Blick',
  },
  perRegion: { en: 'Per region', nl: 'Per regio', fr: 'Par région', de: 'Nach Region' },
  waiting: {
    en: 'Waiting longest',
    nl: 'Wachten het langst',
    fr: 'En attente depuis le plus longtemps',
    de: 'Warten am längsten',
  },
  notTold: {
    en: 'Dealer not told',
    nl: 'Dealer niet verwittigd',
    fr: 'Revendeur non prévenu',
    de: 'Händler nicht benachrichtigt',
  },
  notToldList: {
    en: 'Dealer not told: the requests',
    nl: 'Dealer niet verwittigd: de aanvragen',
    fr: 'Revendeur non prévenu : les demandes',
    de: 'Händler nicht benachrichtigt: die Anfragen',
  },
  pastPromise: {
    en: 'Past their promise',
    nl: 'Belofte verstreken',
    fr: 'Promesse dépassée',
    de: 'Zusage überschritten',
  },
  rerouted: { en: 'Re-routed', nl: 'Doorgestuurd', fr: 'Réattribuées', de: 'Weitergeleitet' },
  acceptedPerDealer: {
    en: 'Accepted per dealer',
    nl: 'Aanvaard per dealer',
    fr: 'Acceptées par revendeur',
    de: 'Angenommen pro Händler',
  },
  wonPerDealer: {
    en: 'Won per dealer',
    nl: 'Gewonnen per dealer',
    fr: 'Gagnées par revendeur',
    de: 'Gewonnen pro Händler',
  },
  lostPerDealer: {
    en: 'Lost per dealer',
    nl: 'Verloren per dealer',
    fr: 'Perdues par revendeur',
    de: 'Verloren pro Händler',
  },
  byMail: {
    en: 'Requests by mail',
    nl: 'Aanvragen per e-mail',
    fr: 'Demandes par e-mail',
    de: 'Anfragen per E-Mail',
  },
  byMailPerWeek: {
    en: 'Requests by mail per week',
    nl: 'Aanvragen per e-mail per week',
    fr: 'Demandes par e-mail par semaine',
    de: 'Anfragen per E-Mail pro Woche',
  },
} satisfies Record<string, Record<StaffLanguage, string>>

/** One line per dealer of the list of dealers' figures, in the office's language. */
const scoreLines = {
  en: '{{dealer.name}}: median {{median_hours_to_accept}} h to accept, {{acceptance_rate}} % of {{offered}} accepted, {{won}} won, {{lost}} lost, {{past_promise}} past the promise, {{rerouted_away}} passed on',
  nl: '{{dealer.name}}: mediaan {{median_hours_to_accept}} u tot aanvaarding, {{acceptance_rate}} % van {{offered}} aanvaard, {{won}} gewonnen, {{lost}} verloren, {{past_promise}} over de belofte, {{rerouted_away}} doorgestuurd',
  fr: '{{dealer.name}} : médiane {{median_hours_to_accept}} h pour accepter, {{acceptance_rate}} % de {{offered}} acceptées, {{won}} gagnées, {{lost}} perdues, {{past_promise}} hors délai, {{rerouted_away}} réattribuées',
  de: '{{dealer.name}}: Median {{median_hours_to_accept}} h bis zur Annahme, {{acceptance_rate}} % von {{offered}} angenommen, {{won}} gewonnen, {{lost}} verloren, {{past_promise}} über der Zusage, {{rerouted_away}} weitergeleitet',
} satisfies Record<StaffLanguage, string>

const scores = 'dealer_scores'

/** A bar per dealer of one of their figures (`dealer_scores`, one row each). */
const perDealerScore = (field: string): Json => ({
  collection: scores,
  xAxis: 'dealer',
  xAxisDisplayField: 'name',
  yAxis: field,
  function: 'max',
  horizontal: true,
  decimals: 1,
  filter: { [field]: { _nnull: true } },
})

/**
 * Panels an earlier setup made that this one replaces, by their titles: they go while they still
 * read as they were made, so that the office does not see two charts of one figure.
 */
const replacedPanels: ReplacedPanel[] = [
  {
    // the average per dealer, before the median and the acceptance rate
    names: [
      'Time to accept per dealer (hours, average)',
      'Tijd tot aanvaarding per dealer (uren, gemiddeld)',
      'Délai d’acceptation par revendeur (heures, moyenne)',
      'Zeit bis zur Annahme pro Händler (Stunden, Mittel)',
    ],
    options: { collection: requests, yAxis: 'accept_hours', function: 'avg' },
  },
]

const officeLanguage = (value: unknown): StaffLanguage =>
  staffLanguages.find((language) => language === value) ?? 'en'

/** A bar per dealer: the appointments that match `filter`, counted. */
const perDealer = (filter: Json): Json => ({
  collection: requests,
  xAxis: 'dealer',
  xAxisDisplayField: 'name',
  yAxis: 'id',
  function: 'count',
  horizontal: true,
  decimals: 0,
  filter: { _and: [appointments, filter] },
})

export function officeDashboard(language: StaffLanguage = 'en'): DashboardSpec {
  const t = (key: keyof typeof titles) => titles[key][language]
  return {
    name: dashboardName,
    icon: 'request_quote',
    note: 'How many requests come in, where from, to which dealers, and how far they got. Created by the setup when missing; change it freely.',
    replaced: replacedPanels,
    panels: [
      {
        name: t('stillNew'),
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
        name: t('perWeek'),
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
        name: t('perStatus'),
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
        name: t('perDealer'),
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
        name: t('perRegion'),
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
        name: t('waiting'),
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
      {
        name: t('notTold'),
        icon: 'mail_lock',
        type: 'metric',
        note: 'Appointments whose dealer got no mail ten minutes after they came in: the mail failed or was never sent. Open the list beside it and tell the dealer.',
        position_x: 1,
        position_y: 37,
        width: 12,
        height: 8,
        options: {
          collection: requests,
          field: 'id',
          function: 'count',
          filter: dealerNotToldFilter,
        },
      },
      {
        name: t('notToldList'),
        icon: 'mail_lock',
        type: 'list',
        note: 'Each request’s history says which mails failed and why.',
        position_x: 13,
        position_y: 37,
        width: 24,
        height: 16,
        options: {
          collection: requests,
          filter: dealerNotToldFilter,
          sortField: 'date_created',
          sortDirection: 'desc',
          limit: 20,
          displayTemplate: '{{dealer.name}}: {{name}}, {{postal_code}} {{municipality}}',
          linkToItem: true,
        },
      },
      {
        name: t('pastPromise'),
        icon: 'timer_off',
        type: 'metric',
        note: 'Requests still new after the date promised to the visitor (Accept by).',
        position_x: 1,
        position_y: 45,
        width: 12,
        height: 8,
        options: {
          collection: requests,
          field: 'id',
          function: 'count',
          filter: { _and: [stillNew, { accept_by: { _lt: '$NOW' } }] },
        },
      },
      {
        name: t('rerouted'),
        icon: 'alt_route',
        type: 'metric',
        note: 'Requests passed on to another dealer or the office because their dealer let the promise pass.',
        position_x: 37,
        position_y: 37,
        width: 12,
        height: 8,
        options: {
          collection: 'lead_events',
          field: 'lead',
          function: 'countDistinct',
          filter: { action: { _eq: 'rerouted' } },
        },
      },
      {
        name: t('byMail'),
        icon: 'mail',
        type: 'metric',
        note: 'Requests for a quote by mail, which the office answers itself; the other panels count appointments with a dealer.',
        position_x: 37,
        position_y: 45,
        width: 12,
        height: 8,
        options: {
          collection: requests,
          field: 'id',
          function: 'count',
          filter: { kind: { _eq: 'mail' } },
        },
      },
      {
        name: t('byMailPerWeek'),
        icon: 'show_chart',
        type: 'time-series',
        note: 'The last three months, by the week they came in.',
        position_x: 49,
        position_y: 37,
        width: 16,
        height: 16,
        options: {
          collection: requests,
          function: 'count',
          valueField: 'id',
          dateField: 'date_created',
          precision: 'week',
          range: '3 months',
          decimals: 0,
          missingData: '0',
          filter: { kind: { _eq: 'mail' } },
        },
      },
      {
        name: t('acceptedPerDealer'),
        icon: 'task_alt',
        type: 'bar-chart',
        note: 'Appointments each dealer accepted (ever), to read against Per dealer: what share they take on.',
        position_x: 1,
        position_y: 53,
        width: 21,
        height: 22,
        options: perDealer({ accepted_at: { _nnull: true } }),
      },
      {
        name: t('timeToAccept'),
        icon: 'timer',
        type: 'metric',
        note: 'Hours from a request to its first acceptance, over every accepted appointment.',
        position_x: 1,
        position_y: 75,
        width: 16,
        height: 10,
        options: {
          collection: requests,
          field: 'accept_hours',
          function: 'avg',
          decimals: 1,
          filter: { _and: [appointments, { accept_hours: { _nnull: true } }] },
        },
      },
      {
        name: t('timeToAcceptPerDealer'),
        icon: 'timer',
        type: 'bar-chart',
        note: 'Half of each dealer’s acceptances came within this many hours of the request; the promise is a working day. Worked out every ten minutes.',
        position_x: 17,
        position_y: 75,
        width: 24,
        height: 22,
        options: perDealerScore('median_hours_to_accept'),
      },
      {
        name: t('acceptanceRate'),
        icon: 'percent',
        type: 'bar-chart',
        note: 'Appointment requests each dealer accepted, in percent of those offered to them (a request passed on counts for both). Worked out every ten minutes.',
        position_x: 41,
        position_y: 75,
        width: 24,
        height: 22,
        options: { ...perDealerScore('acceptance_rate'), decimals: 0 },
      },
      {
        name: t('dealerScores'),
        icon: 'leaderboard',
        type: 'list',
        note: 'Every dealer’s figures, those with requests past their promise first; open one for its row.',
        position_x: 1,
        position_y: 97,
        width: 64,
        height: 20,
        options: {
          collection: scores,
          sortField: 'past_promise',
          sortDirection: 'desc',
          limit: 50,
          displayTemplate: scoreLines[language],
          linkToItem: true,
        },
      },
      {
        name: t('wonPerDealer'),
        icon: 'emoji_events',
        type: 'bar-chart',
        note: 'Appointments that became a sale.',
        position_x: 22,
        position_y: 53,
        width: 21,
        height: 22,
        options: perDealer({ status: { _eq: 'won' } }),
      },
      {
        name: t('lostPerDealer'),
        icon: 'heart_broken',
        type: 'bar-chart',
        note: 'Appointments that came to nothing.',
        position_x: 43,
        position_y: 53,
        width: 22,
        height: 22,
        options: perDealer({ status: { _eq: 'lost' } }),
      },
    ],
  }
}

/**
 * Creates the dashboard with its panels when no dashboard has its name (in any office language),
 * titled in the office's language. An existing one is the office's: it gets the panels of the
 * definition it has under none of their titles (panels added since), and the panels it has stay
 * as the office left them, moved, changed or removed (a removed panel comes back: rename it to
 * keep it away), except a replaced one the office did not change.
 */
export async function applyDashboard(
  api: Api,
  spec: (language: StaffLanguage) => DashboardSpec = officeDashboard,
): Promise<string[]> {
  const settings = await api.get<{ office_language?: unknown } | null>('/items/global_settings', {
    fields: 'office_language',
  })
  const { panels, replaced = [], ...dashboard } = spec(officeLanguage(settings?.office_language))
  // the definition in every office language: what it is known by, whichever made it
  const every = staffLanguages.map((language) => spec(language))
  const [found] = await api.get<Array<{ id: string }>>('/dashboards', {
    filter: { name: { _in: [...new Set(every.map((item) => item.name))] } },
    fields: 'id',
    limit: 1,
  })
  const id = found ? found.id : (await api.post<{ id: string }>('/dashboards', dashboard)).id
  const present = found
    ? await api.get<Array<{ id: string; name: string | null; options: Json | null }>>('/panels', {
        filter: { dashboard: { _eq: id } },
        fields: 'id,name,options',
        limit: -1,
      })
    : []
  const gone = present.filter((panel) =>
    replaced.some(
      ({ names, options }) =>
        names.includes(panel.name ?? '') &&
        Object.entries(options).every(([key, value]) => panel.options?.[key] === value),
    ),
  )
  if (gone.length > 0)
    await api.delete(
      '/panels',
      gone.map((panel) => panel.id),
    )
  const names = new Set(
    present.filter((panel) => !gone.includes(panel)).map((panel) => panel.name ?? ''),
  )
  const titlesOf = (index: number) => every.map((item) => item.panels[index]?.name ?? '')
  const missing = panels.filter((_, index) => !titlesOf(index).some((name) => names.has(name)))
  if (missing.length > 0)
    await api.post(
      '/panels',
      missing.map((panel) => ({ ...panel, dashboard: id, show_header: true })),
    )
  return missing.map((panel) => panel.name)
}
