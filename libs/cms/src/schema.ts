/**
 * The Directus data model of docs/cms-schema.md, typed for `createDirectus<CmsSchema>()`.
 * Regular collections are arrays, singletons are plain objects (the SDK's convention).
 * Relations are typed as "key or expanded item" because what comes back depends on `fields`.
 */

export type Status = 'published' | 'draft' | 'archived'

export type CoverColor =
  | 'aluminium_look'
  | 'blue'
  | 'cream'
  | 'crystal_clear'
  | 'grey'
  | 'transparent'
  | 'transparent_blue'
  | 'transparent_blue_solar'
  | 'volcano_grey'
  | 'white'

export type StairType =
  | 'stair_both_lounge'
  | 'stair_classic'
  | 'stair_essential'
  | 'stair_left'
  | 'stair_left_lounge'
  | 'stair_lounge'
  | 'stair_oblique'
  | 'stair_right'
  | 'stair_right_lounge'
  | 'wide_lounge'

export type CoverType = 'submerged' | 'bench' | 'mobile' | 'wall_integrated'
export type PoolConstruction = 'built_in' | 'surface'

export interface Language {
  code: string
  name: string
}

/** The subset of `directus_files` the site reads. */
export interface CmsFile {
  id: string
  width: number | null
  height: number | null
  title: string | null
}

type Rel<T> = number | T
type FileRel = string | CmsFile

/** Shape shared by every `<collection>_translations` row. */
type TranslationRow<ParentKey extends string, Fields> = {
  id: number
  languages_code: string | Language
} & { [K in ParentKey]: number } & Fields

export type SeoTranslation = TranslationRow<
  'seo_id',
  { title: string | null; description: string | null }
>
export interface Seo {
  id: number
  no_index: boolean | null
  no_follow: boolean | null
  translations: Rel<SeoTranslation>[]
}

export type NavLinkTranslation = TranslationRow<'nav_links_id', { label: string | null }>
export interface NavLink {
  id: number
  url: string | null
  external: boolean | null
  translations: Rel<NavLinkTranslation>[]
}

export type MainNavGroupTranslation = TranslationRow<'main_nav_groups_id', { label: string | null }>
export interface MainNavGroup {
  id: number
  items: Rel<MainNavGroupItem>[]
  translations: Rel<MainNavGroupTranslation>[]
}

export type MainNavGroupItemTranslation = TranslationRow<
  'main_nav_group_items_id',
  { label: string | null; description: string | null }
>
export interface MainNavGroupItem {
  id: number
  group: Rel<MainNavGroup> | null
  sort: number | null
  url: string | null
  translations: Rel<MainNavGroupItemTranslation>[]
}

export type MobileNavGroupTranslation = TranslationRow<
  'mobile_nav_groups_id',
  { label: string | null }
>
export interface MobileNavGroupNavLink {
  id: number
  mobile_nav_groups_id: Rel<MobileNavGroup> | null
  nav_links_id: Rel<NavLink> | null
  sort: number | null
}
export interface MobileNavGroup {
  id: number
  items: Rel<MobileNavGroupNavLink>[]
  translations: Rel<MobileNavGroupTranslation>[]
}

export type FooterLinkGroupTranslation = TranslationRow<
  'footer_link_groups_id',
  { title: string | null }
>
export interface FooterLinkGroup {
  id: number
  global_settings: number | null
  sort: number | null
  links: Rel<FooterLink>[]
  translations: Rel<FooterLinkGroupTranslation>[]
}

export type FooterLinkTranslation = TranslationRow<'footer_links_id', { label: string | null }>
export interface FooterLink {
  id: number
  group: Rel<FooterLinkGroup> | null
  sort: number | null
  url: string | null
  translations: Rel<FooterLinkTranslation>[]
}

export interface GlobalSettingsNavLinkJunction {
  id: number
  global_settings_id: number | null
  nav_links_id: Rel<NavLink> | null
  sort: number | null
}

export interface GlobalSettingsM2aJunction<Collection extends string, Item> {
  id: number
  global_settings_id: number | null
  collection: Collection
  item: string | Item
  sort: number | null
}

export type MainNavJunction =
  | GlobalSettingsM2aJunction<'nav_links', NavLink>
  | GlobalSettingsM2aJunction<'main_nav_groups', MainNavGroup>

export type MobileNavJunction =
  | GlobalSettingsM2aJunction<'nav_links', NavLink>
  | GlobalSettingsM2aJunction<'mobile_nav_groups', MobileNavGroup>

export type GlobalSettingsTranslation = TranslationRow<
  'global_settings_id',
  { tagline: string | null; copyright: string | null }
>
export interface GlobalSettings {
  id: number
  brand: string | null
  seo: Rel<Seo> | null
  home_page: Rel<Page> | null
  terms_page: Rel<Page> | null
  top_nav_left: Rel<GlobalSettingsNavLinkJunction>[]
  top_nav_right: Rel<GlobalSettingsNavLinkJunction>[]
  main_nav_left: Rel<MainNavJunction>[]
  main_nav_right: Rel<MainNavJunction>[]
  footer_links: Rel<FooterLinkGroup>[]
  mobile_nav: Rel<MobileNavJunction>[]
  translations: Rel<GlobalSettingsTranslation>[]
}

export type PageNotFoundTranslation = TranslationRow<
  'page_not_found_id',
  { title: string | null; description: string | null; home_cta: string | null }
>
export interface PageNotFound {
  id: number
  translations: Rel<PageNotFoundTranslation>[]
}

export type BlockHeroTranslation = TranslationRow<
  'block_hero_id',
  { headline: string | null; text: string | null; cta_label: string | null }
>
export interface BlockHero {
  id: number
  image: FileRel | null
  cta_url: string | null
  translations: Rel<BlockHeroTranslation>[]
}

export type BlockRichTextTranslation = TranslationRow<
  'block_rich_text_id',
  { title: string | null; body: string | null }
>
export interface BlockRichText {
  id: number
  translations: Rel<BlockRichTextTranslation>[]
}

export type BlockCtaTranslation = TranslationRow<
  'block_cta_id',
  { title: string | null; text: string | null; button_label: string | null }
>
export interface BlockCta {
  id: number
  button_url: string | null
  translations: Rel<BlockCtaTranslation>[]
}

export type BlockCollection = 'block_hero' | 'block_rich_text' | 'block_cta'

export interface PagesBlock {
  id: number
  pages_id: Rel<Page> | null
  collection: BlockCollection
  item: string | BlockHero | BlockRichText | BlockCta
  sort: number | null
}

export type PageTranslation = TranslationRow<
  'pages_id',
  { slug: string | null; title: string | null }
>
export interface Page {
  id: number
  status: Status
  sort: number | null
  seo: Rel<Seo> | null
  blocks: Rel<PagesBlock>[]
  translations: Rel<PageTranslation>[]
}

type ArticleFields = {
  slug: string | null
  title: string | null
  summary: string | null
  body: string | null
}

export type PostTranslation = TranslationRow<'posts_id', ArticleFields>
export interface Post {
  id: number
  status: Status
  date_published: string | null
  image: FileRel | null
  author: string | null
  translations: Rel<PostTranslation>[]
}

export type CoverTranslation = TranslationRow<'covers_id', ArticleFields>
export interface Cover {
  id: number
  status: Status
  sort: number | null
  color: CoverColor | null
  image: FileRel | null
  translations: Rel<CoverTranslation>[]
}

export type PoolTranslation = TranslationRow<'pools_id', ArticleFields>
export interface Pool {
  id: number
  status: Status
  sort: number | null
  image: FileRel | null
  construction: PoolConstruction | null
  depth: number | null
  length: number | null
  width: number | null
  volume: number | null
  cover_integration: boolean | null
  safety_rim: boolean | null
  stairs: StairType | null
  standing_ledge: boolean | null
  translations: Rel<PoolTranslation>[]
}

export type ProjectTranslation = TranslationRow<'projects_id', ArticleFields>
export interface Project {
  id: number
  status: Status
  date_completed: string | null
  image: FileRel | null
  color: CoverColor | null
  cover_type: CoverType | null
  pool: Rel<Pool> | null
  stair: StairType | null
  municipality: string | null
  translations: Rel<ProjectTranslation>[]
}

export type FaqCategoryTranslation = TranslationRow<
  'faq_categories_id',
  { slug: string | null; title: string | null }
>
export interface FaqCategory {
  id: number
  sort: number | null
  items: Rel<FaqItem>[]
  translations: Rel<FaqCategoryTranslation>[]
}

export type FaqItemTranslation = TranslationRow<
  'faq_items_id',
  { question: string | null; answer: string | null }
>
export interface FaqItem {
  id: number
  status: Status
  sort: number | null
  category: Rel<FaqCategory> | null
  translations: Rel<FaqItemTranslation>[]
}

export interface Dealer {
  id: number
  status: Status
  name: string | null
  address: string | null
  postal_code: string | null
  municipality: string | null
  latitude: number | null
  longitude: number | null
  phone: string | null
  email: string | null
  website: string | null
}

export type PostalCodeTranslation = TranslationRow<
  'postal_codes_id',
  { municipality: string | null }
>
export interface PostalCode {
  id: number
  code: string
  latitude: number | null
  longitude: number | null
  translations: Rel<PostalCodeTranslation>[]
}

export interface QuoteRequest {
  id: number
  date_created: string | null
  kind: 'mail' | 'appointment'
  locale: string | null
  name: string | null
  email: string | null
  phone: string | null
  postal_code: string | null
  municipality: string | null
  pool: Rel<Pool> | null
  color: CoverColor | null
  length: number | null
  width: number | null
  stair: StairType | null
  dealer: Rel<Dealer> | null
  message: string | null
  consent: boolean | null
}

export interface CmsSchema {
  languages: Language[]
  seo: Seo[]
  seo_translations: SeoTranslation[]
  nav_links: NavLink[]
  nav_links_translations: NavLinkTranslation[]
  main_nav_groups: MainNavGroup[]
  main_nav_groups_translations: MainNavGroupTranslation[]
  main_nav_group_items: MainNavGroupItem[]
  main_nav_group_items_translations: MainNavGroupItemTranslation[]
  mobile_nav_groups: MobileNavGroup[]
  mobile_nav_groups_translations: MobileNavGroupTranslation[]
  mobile_nav_groups_nav_links: MobileNavGroupNavLink[]
  footer_link_groups: FooterLinkGroup[]
  footer_link_groups_translations: FooterLinkGroupTranslation[]
  footer_links: FooterLink[]
  footer_links_translations: FooterLinkTranslation[]
  global_settings: GlobalSettings
  global_settings_translations: GlobalSettingsTranslation[]
  global_settings_top_nav_left: GlobalSettingsNavLinkJunction[]
  global_settings_top_nav_right: GlobalSettingsNavLinkJunction[]
  global_settings_main_nav_left: MainNavJunction[]
  global_settings_main_nav_right: MainNavJunction[]
  global_settings_mobile_nav: MobileNavJunction[]
  page_not_found: PageNotFound
  page_not_found_translations: PageNotFoundTranslation[]
  pages: Page[]
  pages_translations: PageTranslation[]
  pages_blocks: PagesBlock[]
  block_hero: BlockHero[]
  block_hero_translations: BlockHeroTranslation[]
  block_rich_text: BlockRichText[]
  block_rich_text_translations: BlockRichTextTranslation[]
  block_cta: BlockCta[]
  block_cta_translations: BlockCtaTranslation[]
  posts: Post[]
  posts_translations: PostTranslation[]
  covers: Cover[]
  covers_translations: CoverTranslation[]
  pools: Pool[]
  pools_translations: PoolTranslation[]
  projects: Project[]
  projects_translations: ProjectTranslation[]
  faq_categories: FaqCategory[]
  faq_categories_translations: FaqCategoryTranslation[]
  faq_items: FaqItem[]
  faq_items_translations: FaqItemTranslation[]
  dealers: Dealer[]
  postal_codes: PostalCode[]
  postal_codes_translations: PostalCodeTranslation[]
  quote_requests: QuoteRequest[]
}

export type CmsCollection = {
  [K in keyof CmsSchema]: CmsSchema[K] extends unknown[] ? K : never
}[keyof CmsSchema]

export type CmsSingleton = Exclude<keyof CmsSchema, CmsCollection>
