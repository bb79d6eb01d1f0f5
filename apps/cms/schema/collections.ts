/**
 * The data model of docs/cms-schema.md as code. `apply.ts` creates whatever is missing in Directus;
 * changing a field here does not change an existing one unless `upgrades.ts` says how it was
 * before (see README).
 */
// The module itself, not the package index: the CMS scripts run on Node's type stripping, which
// needs the file extensions that the index's bundler-style imports leave out.
import { locales } from '@lamella/i18n/catalogues'
import { coverColors, coverTypes, poolConstructions, stairTypes } from '@lamella/i18n/products'
import type { Lang } from '../seed/content/types.ts'
import type { Choice, CollectionSpec, FieldSpec, FolderSpec } from '@lamella/cms/directus-schema'
import {
  boolean,
  date,
  dateCreated,
  dateUpdated,
  file,
  files,
  float,
  html,
  integer,
  m2a,
  m2m,
  m2o,
  o2m,
  pictureCaption,
  multiselect,
  select,
  string,
  text,
  timestamp,
  user,
} from '@lamella/cms/directus-schema'
import { markets, staffLanguages } from './markets.ts'
import { blockCollections as readBlockCollections } from '@lamella/blocks/collections'

/**
 * The Directus collection of every content block, with its items' (slides, quotes, ...): each
 * block defines its fields once, in its libs/blocks folder, for both the site and the CMS.
 * Pages may hold any of them.
 */
export const blockSpecs: CollectionSpec[] = await readBlockCollections()

export const languages: ReadonlyArray<{ code: Lang; name: string }> = [
  { code: 'nl-BE', name: 'Nederlands' },
  { code: 'en-US', name: 'English' },
  { code: 'fr-FR', name: 'Français' },
  { code: 'de-DE', name: 'Deutsch' },
  { code: 'es-ES', name: 'Español' },
]

const staffLanguageChoices: Choice[] = staffLanguages.map((code) => ({
  value: code,
  label: locales.find((locale) => locale.code === code)?.name ?? code,
}))

/** Every language of the site, each in its own words. */
const spokenLanguageChoices: Choice[] = locales.map(({ code, name }) => ({
  value: code,
  label: name,
}))

/**
 * Where a dealer's lead stands. A request starts as new; the dealer accepts or declines it (with
 * a reason), then records how the follow-up goes. The labels' colours make the ones that wait
 * stand out in the lists.
 */
export const leadStatuses = [
  { value: 'new', label: 'New', tone: 'warning' },
  { value: 'accepted', label: 'Accepted', tone: 'blue' },
  { value: 'declined', label: 'Declined', tone: 'danger' },
  { value: 'contacted', label: 'Contacted', tone: 'blue' },
  { value: 'appointment_set', label: 'Appointment set', tone: 'purple' },
  { value: 'quote_sent', label: 'Quote sent', tone: 'purple' },
  { value: 'won', label: 'Won', tone: 'success' },
  { value: 'lost', label: 'Lost', tone: 'danger' },
] as const satisfies readonly Choice[]

/** The status a dealer may only set together with a `decline_reason` (extensions/lead-history). */
export const declinedStatus = 'declined'

/** What a row of a lead's history (`lead_events`) records. */
export const leadEventActions = ['status', 'note', 'appointment', 'rerouted', 'mail'] as const

/** What a visitor asks for: a quote by mail, or an appointment with a dealer. */
export const quoteKinds = ['mail', 'appointment'] as const

/** The visitor's answers to “Is your pool already built?”. */
export const poolBuiltAnswers = ['yes', 'no'] as const

const blockCollections = blockSpecs
  .filter((block) => block.group === 'blocks')
  .map((block) => block.name)
const navCollections = ['nav_links', 'main_nav_groups']
const mobileNavCollections = ['nav_links', 'mobile_nav_groups']

/**
 * Where a menu entry leads: a CMS page by relation, so that the link follows the page's slug in
 * every language, or a URL for sections of the site and other sites. The site takes the page when
 * one is chosen and readable, and the URL otherwise.
 */
const linkTarget = () => [
  m2o('page', 'pages', {
    half: true,
    note: 'A page of this site: the link follows its slug in every language.',
  }),
  string('url', {
    half: true,
    note: 'An internal path without language prefix, e.g. /covers, or an absolute https:// URL; leave empty when a page is chosen.',
  }),
]

/** The translated fields every catalogue item has. */
const textDoc = () => [
  string('slug', { required: true, note: 'Unique per language; used in the URL.' }),
  string('title', { required: true }),
  text('summary'),
  html('body'),
]

export const folders: FolderSpec[] = [
  { name: 'navigation', icon: 'menu', label: 'Navigation & SEO' },
  { name: 'blocks', icon: 'view_agenda', label: 'Page blocks' },
]

/** When an item goes live and comes off by itself: the scheduled publishing's two moments. */
const publishingDates = (what: string) => [
  timestamp('publish_at', {
    half: true,
    note: `Publishes this ${what} at that minute (Brussels time, checked every minute). Cleared once done.`,
  }),
  timestamp('unpublish_at', {
    half: true,
    note: `Archives this ${what} at that minute: its address then answers “gone” (410). Cleared once done.`,
  }),
]

export const collections: CollectionSpec[] = [
  {
    name: 'pages',
    note: 'Pages built from blocks; the home and terms pages are chosen in Global Settings.',
    icon: 'article',
    template: '{{translations.title}}',
    status: true,
    sort: true,
    fields: [
      m2o('seo', 'seo'),
      m2a('blocks', blockCollections),
      // the Pages list shows it: which pages were worked on lately
      dateUpdated('date_updated', { half: true }),
      ...publishingDates('page'),
    ],
    translations: [
      string('slug', {
        required: true,
        note: 'Path without language prefix; may contain "/", e.g. about/our-story. Unique per language.',
      }),
      string('title', { required: true }),
    ],
  },
  {
    name: 'posts',
    note: 'Blog articles, newest first on the blog.',
    icon: 'newspaper',
    template: '{{translations.title}}',
    status: true,
    fields: [
      date('date_published', { half: true }),
      string('author', { half: true }),
      file('image'),
      ...publishingDates('post'),
    ],
    translations: textDoc(),
  },
  {
    name: 'covers',
    note: 'Slatted pool covers: one page each under Covers.',
    icon: 'palette',
    template: '{{translations.title}}',
    status: true,
    sort: true,
    fields: [select('color', coverColors, { required: true, half: true }), file('image')],
    translations: textDoc(),
  },
  {
    name: 'pools',
    note: 'Swimming pools the covers fit, with their dimensions, and the pool lines of the configurator with the dimensions and stairs visitors can choose.',
    icon: 'pool',
    template: '{{translations.title}}',
    status: true,
    sort: true,
    fields: [
      file('image'),
      select('construction', poolConstructions, { half: true }),
      select('stairs', stairTypes, { half: true }),
      float('length', { half: true, note: 'm' }),
      float('width', { half: true, note: 'm' }),
      float('depth', { half: true, note: 'm' }),
      float('volume', { half: true, note: 'm³' }),
      boolean('cover_integration', { half: true }),
      boolean('safety_rim', { half: true }),
      boolean('standing_ledge', { half: true }),
      float('min_length', {
        half: true,
        note: 'm. The shortest length visitors can choose in the configurator. Without both lengths and both widths the pool is not offered there.',
      }),
      float('max_length', { half: true, note: 'm. The longest length in the configurator.' }),
      float('min_width', { half: true, note: 'm. The narrowest width in the configurator.' }),
      float('max_width', { half: true, note: 'm. The widest width in the configurator.' }),
      multiselect('available_stairs', stairTypes, {
        note: 'The stairs visitors can choose for this pool in the configurator. The pool’s own stair above is its default and always offered.',
      }),
    ],
    translations: textDoc(),
  },
  {
    name: 'projects',
    note: 'Realisations: pools and covers dealers built, filterable by colour, cover type, pool and stair.',
    icon: 'photo_library',
    template: '{{translations.title}}',
    status: true,
    fields: [
      date('date_completed', { half: true }),
      string('municipality', { half: true }),
      file('image'),
      files('gallery', {
        note: 'More pictures of the project, in the order they appear below its story; a click opens each one large. Open a picture to write its caption in each language, below the file’s details: it names the picture for screen readers too. The file’s title is never shown on the site. Leave empty for no gallery.',
        translations: pictureCaption(),
      }),
      select('color', coverColors, { half: true }),
      select('cover_type', coverTypes, { half: true }),
      m2o('pool', 'pools', { half: true }),
      select('stair', stairTypes, { half: true }),
      ...publishingDates('project'),
    ],
    translations: textDoc(),
  },
  {
    name: 'faq_categories',
    note: 'Groups of questions on the FAQ page.',
    icon: 'quiz',
    template: '{{translations.title}}',
    sort: true,
    fields: [o2m('items', 'faq_items', 'category')],
    translations: [string('slug', { required: true }), string('title', { required: true })],
  },
  {
    name: 'faq_items',
    note: 'One question and its answer, in a category.',
    icon: 'help',
    template: '{{translations.question}}',
    group: 'faq_categories',
    status: true,
    sort: true,
    fields: [m2o('category', 'faq_categories')],
    translations: [string('question', { required: true }), html('answer')],
  },
  {
    name: 'dealers',
    icon: 'storefront',
    template: '{{name}} ({{municipality}})',
    status: true,
    fields: [
      string('name', { required: true }),
      string('address'),
      string('postal_code', { half: true }),
      string('municipality', { half: true }),
      float('latitude', { half: true }),
      float('longitude', { half: true }),
      string('phone', { half: true }),
      string('email', { half: true }),
      string('website'),
      // after the first fields: added to an existing database, they take these places in the form
      select('language', staffLanguageChoices, {
        required: true,
        default: 'nl',
        half: true,
        note: 'The language of the e-mails this dealer receives: new appointment requests and reminders.',
      }),
      select('country', markets, { required: true, default: 'BE', half: true }),
      // the dealer's own: they change these on the dealer desk
      date('paused_until', {
        half: true,
        note: 'No new or passed-on requests before this day (holidays, a full agenda); empty: not paused.',
      }),
      string('lead_email', {
        half: true,
        note: 'Where the mails of requests go; empty: the e-mail address above.',
      }),
      multiselect('languages_spoken', spokenLanguageChoices, {
        half: true,
        note: 'The languages the dealer’s staff speak with visitors.',
      }),
      text('opening_hours', { note: 'As the dealer writes them, e.g. Mon–Fri 9:00–18:00.' }),
    ],
  },
  {
    name: 'quote_requests',
    icon: 'request_quote',
    template: '{{name}}, {{postal_code}} {{municipality}}',
    note: 'Requests from the site’s quote form. Dealers see the ones addressed to them and record how they follow them up.',
    // the visitor's details never go into revisions: a revision would outlive the request's
    // anonymisation
    accountability: 'activity',
    fields: [
      dateCreated('date_created', { half: true }),
      select('kind', quoteKinds, { half: true }),
      string('locale', { half: true }),
      string('name', { half: true }),
      string('email', { half: true }),
      string('phone', { half: true }),
      string('postal_code', { half: true }),
      string('municipality', { half: true }),
      m2o('pool', 'pools', { half: true }),
      select('color', coverColors, { half: true }),
      float('length', { half: true }),
      float('width', { half: true }),
      select('stair', stairTypes, { half: true }),
      m2o('dealer', 'dealers', { half: true }),
      text('message'),
      boolean('consent'),
      // after the first fields: added to an existing database, they take these places in the form
      string('submission_id', {
        unique: true,
        half: true,
        note: 'One per form the site renders: a request the site sends twice (after an outage) is stored once.',
      }),
      select('pool_built', poolBuiltAnswers, {
        half: true,
        note: 'The visitor’s answer to “Is your pool already built?”.',
      }),
      string('address', { note: 'Street and house number, as the visitor entered it.' }),
      select('country', markets, {
        half: true,
        note: 'The country the visitor asks from, as the site knows it from the address.',
      }),
      string('region', {
        half: true,
        note: 'Province or state, as the site derives it from the postal code; may be empty.',
      }),
      select('status', leadStatuses, {
        required: true,
        default: 'new',
        half: true,
        note: 'How far the dealer or the office got. Each change records who made it and when.',
      }),
      timestamp('status_changed_at', {
        half: true,
        readonly: true,
        note: 'When the status last changed; written by the CMS.',
      }),
      user('status_changed_by', {
        half: true,
        readonly: true,
        note: 'Who last changed the status; written by the CMS.',
      }),
      timestamp('reminded_at', {
        half: true,
        note: 'When the dealer was reminded of this request, which was still new. Empty it to have the reminder sent again.',
      }),
      text('dealer_note', {
        note: 'The dealer’s own notes on the follow-up: calls, visits, what was agreed. Not sent to the visitor.',
      }),
      string('consent_version', {
        half: true,
        readonly: true,
        note: 'The version of the privacy notice the visitor accepted with the consent box; written by the site.',
      }),
      timestamp('anonymised_at', {
        half: true,
        readonly: true,
        note: 'When the visitor’s details were removed: after Global Settings › Keep quote requests, or at the visitor’s request. The rest stays for statistics.',
      }),
      timestamp('accepted_at', {
        half: true,
        readonly: true,
        note: 'When the dealer first accepted the request; written by the CMS.',
      }),
      float('accept_hours', {
        half: true,
        readonly: true,
        note: 'Hours from the request to its first acceptance, for the dashboard; written by the CMS.',
      }),
      timestamp('appointment_at', {
        half: true,
        note: 'When the dealer meets the visitor, as the dealer recorded it.',
      }),
      text('decline_reason', {
        note: 'Why the dealer declined the request: required with the status Declined. The dealer’s words, not the visitor’s.',
      }),
      o2m('history', 'lead_events', 'lead', {
        owned: true,
        readonly: true,
        note: 'Every change of the status, note or appointment: who and when. Written by the CMS.',
      }),
      timestamp('accept_by', {
        half: true,
        readonly: true,
        note: 'The promise to the visitor: by when the dealer accepts (or the office answers) the request. Written by the CMS; past it a new request goes to the next nearest dealer.',
      }),
      timestamp('rerouted_at', {
        half: true,
        readonly: true,
        note: 'When the request last passed to another dealer (or the office) because it was not accepted in time.',
      }),
      float('latitude', { half: true, note: 'Of the visitor’s place, as the site found it.' }),
      float('longitude', { half: true, note: 'Of the visitor’s place, as the site found it.' }),
      multiselect('offered_dealers', [], {
        readonly: true,
        note: 'The ids of the dealers this request was offered to, in turn; written by the CMS.',
      }),
    ],
  },
  {
    name: 'lead_events',
    icon: 'history',
    note: 'The history of each quote request: one row per change of its status, note or appointment, written by the CMS after the save. Nobody edits it.',
    template: '{{action}} {{status}}',
    group: 'quote_requests',
    // the rows are the record: no revisions of them
    accountability: 'activity',
    fields: [
      m2o('lead', 'quote_requests', { required: true, half: true }),
      dateCreated('date_created', { half: true }),
      user('user', { half: true, note: 'Who made the change; empty for the CMS itself.' }),
      select('action', leadEventActions, { required: true, half: true }),
      string('status', { half: true, note: 'The new status, for a change of status.' }),
      text('detail', {
        note: 'The decline reason of a decline, or the appointment’s time (ISO 8601) of an appointment.',
      }),
    ],
  },
  {
    name: 'redirects',
    icon: 'alt_route',
    note: 'Old addresses that lead on: a page’s slug changed in one language, or it is gone. The CMS adds one when a published page, post, cover, project or pool changes its slug or goes; add your own, or import a list (CSV: source, target, code) from an old site.',
    template: '{{source}} → {{target}} ({{code}})',
    accountability: 'activity',
    fields: [
      string('source', {
        required: true,
        unique: true,
        half: true,
        note: 'The old path, with its language, e.g. /fr/volets-solaires. Written without a trailing slash.',
      }),
      string('target', {
        half: true,
        note: 'Where it leads now: a path of the site (/fr/couvertures) or an https:// address. Empty for a page that is gone (410).',
      }),
      select(
        'code',
        [
          { value: '301', label: '301 moved for good' },
          { value: '302', label: '302 moved for now' },
          { value: '410', label: '410 gone' },
        ],
        { required: true, default: '301', half: true },
      ),
      select(
        'origin',
        [
          { value: 'editor', label: 'An editor' },
          { value: 'auto', label: 'The CMS' },
        ],
        { default: 'editor', half: true, readonly: true, note: 'Who made it.' },
      ),
      integer('hits', {
        half: true,
        readonly: true,
        note: 'Visits it led on, counted by the site.',
      }),
      timestamp('last_hit', { half: true, readonly: true }),
    ],
  },
  {
    name: 'dealer_scores',
    icon: 'leaderboard',
    note: 'How each dealer answers their leads, worked out by the CMS every ten minutes from the appointment requests (with the lead routing). Nobody edits it: a change is overwritten at the next run.',
    template: '{{dealer.name}}',
    group: 'quote_requests',
    accountability: 'activity',
    fields: [
      m2o('dealer', 'dealers', { required: true, half: true, readonly: true }),
      timestamp('updated_at', {
        half: true,
        readonly: true,
        note: 'When these figures were worked out.',
      }),
      integer('offered', {
        half: true,
        readonly: true,
        note: 'Appointment requests offered to the dealer, a re-routed one included.',
      }),
      integer('accepted', {
        half: true,
        readonly: true,
        note: 'Of those, the ones the dealer accepted.',
      }),
      integer('acceptance_rate', {
        half: true,
        readonly: true,
        note: 'Accepted, in percent of offered.',
      }),
      float('median_hours_to_accept', {
        half: true,
        readonly: true,
        note: 'Half of the dealer’s acceptances came within this many hours of the request.',
      }),
      integer('won', { half: true, readonly: true }),
      integer('lost', { half: true, readonly: true }),
      integer('past_promise', {
        half: true,
        readonly: true,
        note: 'Requests still new with the dealer after the promised time (they are passed on at the next run).',
      }),
      integer('rerouted_away', {
        half: true,
        readonly: true,
        note: 'Requests passed on to another dealer because this one did not accept in time.',
      }),
    ],
  },
  {
    name: 'global_settings',
    icon: 'settings',
    singleton: true,
    fields: [
      string('brand', { required: true }),
      m2o('seo', 'seo', { note: 'Default title, description and share image.' }),
      m2o('home_page', 'pages', { half: true }),
      m2o('terms_page', 'pages', { half: true }),
      m2m('top_nav_left', 'nav_links'),
      m2m('top_nav_right', 'nav_links'),
      m2a('main_nav_left', navCollections),
      m2a('main_nav_right', navCollections),
      o2m('footer_links', 'footer_link_groups', 'global_settings'),
      m2a('mobile_nav', mobileNavCollections),
      // after the menus: fields added to an existing database take these places in the form
      string('phone', {
        half: true,
        note: 'Of the dealer network, in international format, e.g. +32 50 44 18 20: the contact point search engines get.',
      }),
      string('email', {
        half: true,
        note: 'Of the dealer network: the contact point search engines get.',
      }),
      boolean('banner_active', {
        note: 'Shows the promo banner on every page; its text is under Translations.',
      }),
      m2o('banner_page', 'pages', {
        half: true,
        note: 'Where the banner’s “more information” leads.',
      }),
      string('banner_url', {
        half: true,
        note: 'Instead of a page: a path without language prefix, e.g. /covers, or an https:// URL.',
      }),
      timestamp('banner_publish_at', {
        half: true,
        note: 'Shows the banner from that minute (Brussels time, checked every minute). Cleared once done.',
      }),
      timestamp('banner_unpublish_at', {
        half: true,
        note: 'Hides the banner from that minute: a spring offer ends on its own. Cleared once done.',
      }),
      string('quote_email', {
        half: true,
        note: 'Where every quote request from the site is sent (the visitor gets a confirmation, the chosen dealer a copy). Empty: the e-mail address above.',
      }),
      select('office_language', staffLanguageChoices, {
        required: true,
        default: 'nl',
        half: true,
        note: 'The language of the e-mails the office receives: new quote requests and the copies of reminders to dealers.',
      }),
      integer('accept_working_days', {
        required: true,
        default: 1,
        half: true,
        note: 'The promise to visitors: a dealer accepts an appointment request within this many working days (Monday to Friday, Belgian public holidays excepted) and contacts the visitor the working day after. The site tells the visitor the date.',
      }),
      integer('office_answer_working_days', {
        required: true,
        default: 2,
        half: true,
        note: 'The promise for requests of a quote by e-mail, which the office answers: within this many working days. The site tells the visitor the date.',
      }),
      m2o('privacy_page', 'pages', {
        half: true,
        note: 'The privacy notice: always at /privacy after the language, e.g. /fr/privacy, linked from the footer and the quote form.',
      }),
      integer('quote_retention_months', {
        required: true,
        default: 24,
        half: true,
        note: 'Keep quote requests (months): after this, a nightly flow removes the visitor’s name, address, phone, e-mail and free text; the rest stays for statistics. The privacy notice promises 24.',
      }),
    ],
    translations: [
      string('tagline'),
      string('copyright'),
      text('banner_text', {
        note: 'The promo banner, one short sentence; shown while the banner is active.',
      }),
    ],
  },
  {
    name: 'page_not_found',
    icon: 'error',
    singleton: true,
    fields: [],
    translations: [string('title'), text('description'), string('home_cta')],
  },
  {
    name: 'seo',
    icon: 'travel_explore',
    template: '{{translations.title}}',
    group: 'navigation',
    fields: [
      boolean('no_index', { half: true }),
      boolean('no_follow', { half: true }),
      file('image', {
        note: 'Shown when the page is shared (Open Graph), best 1200 × 630; without one, the image of the global settings’ SEO.',
      }),
    ],
    translations: [string('title'), text('description')],
  },
  {
    name: 'nav_links',
    icon: 'link',
    template: '{{translations.label}}',
    group: 'navigation',
    fields: [...linkTarget(), boolean('external', { half: true })],
    translations: [string('label', { required: true })],
  },
  {
    name: 'main_nav_groups',
    icon: 'menu_open',
    template: '{{translations.label}}',
    group: 'navigation',
    fields: [o2m('items', 'main_nav_group_items', 'group')],
    translations: [string('label', { required: true })],
  },
  {
    name: 'main_nav_group_items',
    icon: 'subdirectory_arrow_right',
    template: '{{translations.label}}',
    group: 'navigation',
    sort: true,
    fields: [m2o('group', 'main_nav_groups', { hidden: true }), ...linkTarget()],
    translations: [string('label', { required: true }), text('description')],
  },
  {
    name: 'mobile_nav_groups',
    icon: 'smartphone',
    template: '{{translations.label}}',
    group: 'navigation',
    fields: [m2m('items', 'nav_links', { junction: 'mobile_nav_groups_nav_links' })],
    translations: [string('label', { required: true })],
  },
  {
    name: 'footer_link_groups',
    icon: 'view_column',
    template: '{{translations.title}}',
    group: 'navigation',
    sort: true,
    fields: [
      m2o('global_settings', 'global_settings', { hidden: true }),
      o2m('links', 'footer_links', 'group'),
    ],
    translations: [string('title', { required: true })],
  },
  {
    name: 'footer_links',
    icon: 'link',
    template: '{{translations.label}}',
    group: 'navigation',
    sort: true,
    fields: [m2o('group', 'footer_link_groups', { hidden: true }), ...linkTarget()],
    translations: [string('label', { required: true })],
  },
  {
    name: 'languages',
    icon: 'translate',
    template: '{{name}} ({{code}})',
    stringKey: 'code',
    fields: [string('name', { required: true })],
  },
  ...blockSpecs,
]

/**
 * Fields this project adds to Directus' own collections. A user of the Dealer role sees the
 * requests of the dealer named here; several users (a dealer's staff) may name the same dealer.
 */
export const systemCollectionFields: Array<{ collection: string; fields: FieldSpec[] }> = [
  {
    collection: 'directus_users',
    fields: [
      m2o('dealer', 'dealers', {
        note: 'For users of the Dealer role: the dealer whose quote requests this user sees and follows up.',
      }),
    ],
  },
]
