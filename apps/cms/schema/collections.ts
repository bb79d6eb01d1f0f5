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
import type { Choice, CollectionSpec, FieldSpec, FolderSpec } from './fields.ts'
import {
  boolean,
  date,
  dateCreated,
  file,
  files,
  float,
  html,
  integer,
  m2a,
  m2m,
  m2o,
  o2m,
  multiselect,
  select,
  string,
  text,
  timestamp,
  user,
} from './fields.ts'
import { markets, staffLanguages } from './markets.ts'

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

/**
 * Where a dealer's lead stands. A request starts as new; the dealer or the office moves it on.
 * The labels' colours make the ones that wait stand out in the lists.
 */
export const leadStatuses = [
  { value: 'new', label: 'New', tone: 'warning' },
  { value: 'contacted', label: 'Contacted', tone: 'blue' },
  { value: 'quote_sent', label: 'Quote sent', tone: 'purple' },
  { value: 'won', label: 'Won', tone: 'success' },
  { value: 'lost', label: 'Lost', tone: 'danger' },
] as const satisfies readonly Choice[]

/** What a visitor asks for: a quote by mail, or an appointment with a dealer. */
export const quoteKinds = ['mail', 'appointment'] as const

/** The visitor's answers to “Is your pool already built?”. */
export const poolBuiltAnswers = ['yes', 'no'] as const

/**
 * The translated fields of a picture in a gallery. The caption is also its accessible name: the
 * site draws gallery pictures inside a button or dialog named by it, so a separate alternative
 * text would be read twice.
 */
const pictureCaption = () => [
  string('caption', { note: 'Shown under the picture and in the lightbox; a short sentence.' }),
]

/** The icons an entry of a pool navigation can show (drawn by libs/ui). */
const poolNavigationIcons = ['construction', 'controls', 'energy', 'safety'] as const

/**
 * The Directus collection of every content block of libs/blocks (each block's folder holds its
 * zod schema; schema/blocks.contract.test.ts holds the two together). Pages may hold any of them.
 */
export const blockSpecs: CollectionSpec[] = [
  {
    name: 'block_hero',
    icon: 'image',
    template: '{{translations.headline}}',
    note: 'A large band with a headline, a short text and a button. Put one at the top of a page: its picture (or video) sets the mood of the whole page.',
    group: 'blocks',
    fields: [
      select(
        'variant',
        [
          { value: 'image', label: 'Picture with the text over it' },
          { value: 'split', label: 'Picture beside the text' },
          { value: 'video', label: 'Background video' },
        ],
        {
          default: 'image',
          half: true,
          note: 'How the picture and the text share the band. Beside the text, the picture goes above it on phones.',
        },
      ),
      file('image', {
        note: 'A wide photo, at least 1600 pixels wide. With a video, it is the still shown before the video plays and to visitors who prefer less motion.',
      }),
      file('video', {
        accept: 'video',
        note: 'Only for the background video: a short MP4 or WebM loop without sound, at most a few megabytes. Without one, the picture is shown.',
      }),
      string('cta_url', {
        note: 'Where the button leads: a path without language prefix, e.g. /covers, or an https:// URL.',
      }),
    ],
    translations: [
      string('headline', {
        required: true,
        note: 'A few words: it is the largest text of the page.',
      }),
      text('text', { note: 'One or two sentences under the headline.' }),
      string('cta_label', { note: 'The button’s text; without it there is no button.' }),
    ],
  },
  {
    name: 'block_rich_text',
    note: 'Formatted text with an optional title: headings, lists, links and quotes.',
    icon: 'notes',
    template: '{{translations.title}}',
    group: 'blocks',
    fields: [],
    translations: [string('title'), html('body')],
  },
  {
    name: 'block_cta',
    note: 'A call to action: a title, a line of text and one button to another page.',
    icon: 'smart_button',
    template: '{{translations.title}}',
    group: 'blocks',
    fields: [string('button_url')],
    translations: [string('title', { required: true }), text('text'), string('button_label')],
  },
  {
    name: 'block_vertical_slider',
    icon: 'view_day',
    template: '{{translations.heading}}',
    group: 'blocks',
    note: 'A heading and a few slides (picture, title, text, optional link) shown one at a time in a vertical track with up and down buttons; on phones the slides stack. Three to six slides read best.',
    fields: [
      o2m('slides', 'block_vertical_slider_slides', 'block', {
        owned: true,
        required: true,
        note: 'In the order they appear; drag to reorder.',
      }),
    ],
    translations: [string('heading', { required: true })],
  },
  {
    name: 'block_vertical_slider_slides',
    icon: 'crop_landscape',
    template: '{{translations.title}}',
    group: 'block_vertical_slider',
    note: 'One slide of a vertical slider.',
    sort: true,
    fields: [
      m2o('block', 'block_vertical_slider', { hidden: true }),
      file('image', {
        required: true,
        note: 'Landscape, at least 1600 px wide; its title is the alternative text.',
      }),
      string('url', {
        note: 'Optional: an internal path without language prefix, e.g. /covers, or an https:// URL.',
      }),
    ],
    translations: [
      string('title', { required: true }),
      text('text', { note: 'Two or three sentences.' }),
      string('link_label', { note: 'The text of the link; shown when a URL is set.' }),
    ],
  },
  {
    name: 'block_image_collection',
    icon: 'collections',
    template: '{{translations.heading}}',
    group: 'blocks',
    note: 'A heading and a grid of pictures; a click opens each one large in a lightbox with its caption and previous/next buttons. Each picture has a caption per language; without one, the file’s title is shown.',
    fields: [
      files('images', {
        required: true,
        note: 'In the order they appear. Open a picture to write its caption in each language, below the file’s details: it names the picture for screen readers too. Without a caption the file’s title is used.',
        translations: pictureCaption(),
      }),
    ],
    translations: [string('heading', { required: true }), text('text')],
  },
  {
    name: 'block_pool_navigation',
    icon: 'explore',
    template: '{{translations.heading}}',
    group: 'blocks',
    note: 'A heading and a row of cards with an icon, a title, a short text and a link: a way into the topics of the pool guide.',
    fields: [
      o2m('entries', 'block_pool_navigation_entries', 'block', {
        owned: true,
        required: true,
        note: 'Four entries fill one row on a wide screen.',
      }),
    ],
    translations: [string('heading', { required: true }), text('text')],
  },
  {
    name: 'block_pool_navigation_entries',
    icon: 'label',
    template: '{{translations.title}}',
    group: 'block_pool_navigation',
    note: 'One card of a pool navigation.',
    sort: true,
    fields: [
      m2o('block', 'block_pool_navigation', { hidden: true }),
      select('icon', poolNavigationIcons, { required: true, half: true }),
      string('url', {
        half: true,
        note: 'Where the card leads: an internal path without language prefix, e.g. /pool-guide/safety, or an https:// URL. Without one the card is plain text.',
      }),
    ],
    translations: [
      string('title', { required: true }),
      text('text', { note: 'One or two sentences.' }),
    ],
  },
  {
    name: 'block_faq',
    icon: 'quiz',
    template: '{{translations.heading}}',
    group: 'blocks',
    note: 'A heading and the questions of the FAQ categories you pick, one accordion per category. Pick none to show every category.',
    fields: [
      m2m('categories', 'faq_categories', {
        note: 'Leave empty for all categories. Questions are edited under FAQ categories.',
      }),
    ],
    translations: [string('heading', { required: true })],
  },
  {
    name: 'block_at_any_time',
    icon: 'schedule',
    template: '{{translations.statement}}',
    note: 'The home page’s promise in very large type, e.g. “Covered at any time: one turn of the key and your pool is closed”, with an optional short text and link.',
    group: 'blocks',
    fields: [
      string('link_url', {
        note: 'Where the link leads: a path without language prefix, e.g. /covers, or an https:// URL.',
      }),
    ],
    translations: [
      text('statement', {
        required: true,
        note: 'One sentence, shown very large; keep the words “at any time” in it.',
      }),
      text('text', { note: 'One or two sentences under the statement.' }),
      string('link_label', { note: 'The link’s text; without it there is no link.' }),
    ],
  },
  {
    name: 'block_quote_carousel',
    icon: 'format_quote',
    template: '{{translations.heading}}',
    note: 'Quotes of customers, one at a time, that visitors browse with arrows. Shows all quotes to search engines and screen readers.',
    group: 'blocks',
    fields: [
      o2m('quotes', 'block_quote_carousel_quotes', 'block', {
        owned: true,
        required: true,
        note: 'Three to six short quotes read best; drag to change their order.',
      }),
    ],
    translations: [string('heading', { note: 'Above the quotes, e.g. “What our customers say”.' })],
  },
  {
    name: 'block_quote_carousel_quotes',
    icon: 'format_quote',
    template: '{{name}} ({{place}})',
    note: 'One customer’s quote in a quote carousel.',
    group: 'block_quote_carousel',
    sort: true,
    fields: [
      m2o('block', 'block_quote_carousel', { hidden: true }),
      string('name', {
        required: true,
        half: true,
        note: 'As the customer agreed to be named, e.g. Sarah V.',
      }),
      string('place', { half: true, note: 'Municipality, e.g. Knokke-Heist.' }),
    ],
    translations: [
      text('quote', { required: true, note: 'Two or three sentences, without quotation marks.' }),
    ],
  },
  {
    name: 'block_project_stats',
    icon: 'bar_chart',
    template: '{{translations.heading}}',
    note: 'A row of large figures, e.g. “1,200 covers installed”, that count up when they scroll into view.',
    group: 'blocks',
    fields: [
      o2m('figures', 'block_project_stats_figures', 'block', {
        owned: true,
        required: true,
        note: 'Three or four figures fit on one row; drag to change their order.',
      }),
    ],
    translations: [string('heading', { note: 'Above the figures; may stay empty.' })],
  },
  {
    name: 'block_project_stats_figures',
    icon: 'pin',
    template: '{{value}}{{suffix}} {{translations.label}}',
    note: 'One figure of a project stats block.',
    group: 'block_project_stats',
    sort: true,
    fields: [
      m2o('block', 'block_project_stats', { hidden: true }),
      float('value', {
        required: true,
        half: true,
        note: 'The number alone, e.g. 1200; the site writes it the way each language does (1.200, 1,200).',
      }),
      string('suffix', { half: true, note: 'Right after the number, e.g. + or %.' }),
    ],
    translations: [
      string('label', { required: true, note: 'Under the number, e.g. covers installed.' }),
    ],
  },
  {
    name: 'block_pool_animation',
    icon: 'animation',
    template: '{{translations.heading}}',
    note: 'A drawing of a pool whose slatted cover rolls open and closed, in the colour chosen here, with a heading and text beside it. Visitors who prefer less motion see it half closed, standing still.',
    group: 'blocks',
    fields: [
      select('color', coverColors, {
        required: true,
        default: 'volcano_grey',
        note: 'The colour of the slats in the drawing.',
      }),
    ],
    translations: [
      string('heading', { required: true }),
      text('text', { note: 'Two or three sentences beside the drawing.' }),
    ],
  },
  {
    name: 'block_get_inspired',
    icon: 'photo_library',
    template: '{{translations.heading}}',
    note: 'A heading and text with the latest published projects as cards, newest first, and a link to all projects.',
    group: 'blocks',
    fields: [
      integer('count', {
        half: true,
        note: 'How many projects to show, 1 to 12; 3 when empty.',
      }),
      string('link_url', {
        half: true,
        note: 'Where the link leads, usually /projects.',
      }),
    ],
    translations: [
      string('heading', { required: true }),
      text('text'),
      string('link_label', { note: 'E.g. “All projects”; without it there is no link.' }),
    ],
  },
]

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

export const collections: CollectionSpec[] = [
  {
    name: 'pages',
    note: 'Pages built from blocks; the home and terms pages are chosen in Global Settings.',
    icon: 'article',
    template: '{{translations.title}}',
    status: true,
    sort: true,
    fields: [m2o('seo', 'seo'), m2a('blocks', blockCollections)],
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
        note: 'More pictures of the project, in the order they appear below its story; a click opens each one large. Open a picture to write its caption in each language, below the file’s details; without one, the file’s title is used. Leave empty for no gallery.',
        translations: pictureCaption(),
      }),
      select('color', coverColors, { half: true }),
      select('cover_type', coverTypes, { half: true }),
      m2o('pool', 'pools', { half: true }),
      select('stair', stairTypes, { half: true }),
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
    ],
  },
  {
    name: 'quote_requests',
    icon: 'request_quote',
    template: '{{name}}, {{postal_code}} {{municipality}}',
    note: 'Requests from the site’s quote form. Dealers see the ones addressed to them and record how they follow them up.',
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
      integer('reminder_working_days', {
        required: true,
        default: 2,
        half: true,
        note: 'A dealer who leaves an appointment request new for this many working days (Monday to Friday) gets one reminder, and the office a copy.',
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
