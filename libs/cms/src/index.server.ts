export { createCmsClient, createRetryingFetch, isRetriedStatus } from './client.server.ts'
export type {
  AssetTransform,
  CmsAsset,
  CmsClient,
  CmsClientOptions,
  CmsQuery,
  Parse,
  ReadOptions,
} from './client.server.ts'
export { CmsBusyError, createAssetGate } from './asset-gate.server.ts'
export type { AssetGate, AssetGateOptions } from './asset-gate.server.ts'
export { etagOf, openAssetStore } from './asset-store.server.ts'
export type {
  AssetStore,
  AssetStoreOptions,
  StoredAsset,
  VariantKey,
} from './asset-store.server.ts'
export { consoleReport } from './parse.server.ts'
export type { InvalidRecord, InvalidRecordReporter } from './parse.server.ts'
export { CmsError, toCmsError } from './errors.ts'
export type { CmsApiError } from './errors.ts'
export {
  DEFAULT_CACHE_TTL_MS,
  cacheTtlFromEnv,
  createCmsCache,
  createSwrCache,
} from './cache.server.ts'
export type {
  CacheStatus,
  CmsCache,
  CmsCacheOptions,
  SwrCache,
  SwrCacheOptions,
} from './cache.server.ts'
export {
  alternatesOf,
  flattenKeepingUntranslated,
  flattenTranslations,
  pickTranslation,
  translatedLocales,
} from './translations.ts'
export type { Alternates, FlatItem } from './translations.ts'
export { isExternalHref, rewriteLinks, safeHref, sanitizeRichText } from './sanitize.ts'
export type { CmsCollection, CmsSingleton } from './schema.ts'

export type { CmsImage, PageWindow, Seo } from './queries/shared.server.ts'
export {
  GLOBAL_SETTINGS_CACHE_KEY,
  defaultPromise,
  getGlobalSettings,
  readGlobalSettings,
} from './queries/global-settings.server.ts'
export type {
  FooterGroup,
  GlobalSettings,
  LinkTarget,
  NavGroupItem,
  NavItem,
  NavLink,
  PromoBanner,
  SettingsByLocale,
} from './queries/global-settings.server.ts'
export { PAGE_NOT_FOUND_CACHE_KEY, getPageNotFound } from './queries/page-not-found.server.ts'
export type { PageNotFound } from './queries/page-not-found.server.ts'
export { getSchedule } from './queries/schedule.server.ts'
export type { Schedule, ScheduledCollection } from './queries/schedule.server.ts'
export { getPageById, getPageBySlug } from './queries/pages.server.ts'
export type { Page, PageQuery, RawBlock } from './queries/pages.server.ts'
export { getPostBySlug, listPosts } from './queries/posts.server.ts'
export type { Post, PostSummary } from './queries/posts.server.ts'
export { getCoverBySlug, listCovers } from './queries/covers.server.ts'
export type { Cover, CoverSummary } from './queries/covers.server.ts'
export { getPoolBySlug, listPoolLines, listPools } from './queries/pools.server.ts'
export type { Pool, PoolLineRecord, PoolSummary } from './queries/pools.server.ts'
export { getProjectBySlug, listAllProjects, listProjects } from './queries/projects.server.ts'
export type { PoolRef, Project, ProjectFilter, ProjectSummary } from './queries/projects.server.ts'
export { listFaqCategories } from './queries/faq.server.ts'
export type { FaqCategory, FaqItem } from './queries/faq.server.ts'
export { readSiteIndex } from './queries/site-index.server.ts'
export { plainText, readSearchDocuments, searchCollections } from './queries/search.server.ts'
export type { SearchCollection, SearchDocument } from './queries/search.server.ts'
export type { IndexedItem, SiteIndex } from './queries/site-index.server.ts'
export { createQuoteRequest, isTransientCmsFailure } from './queries/quote-requests.server.ts'
export type { QuoteRequestRecord, QuoteRequestResult } from './queries/quote-requests.server.ts'
export { DEALERS_CACHE_KEY, listDealers } from './queries/dealers.server.ts'
export type { Dealer } from './queries/dealers.server.ts'
export { REDIRECTS_CACHE_KEY, listRedirects, redirectCodes } from './queries/redirects.server.ts'
export type { Redirect, RedirectCode } from './queries/redirects.server.ts'
export {
  changeDeskLead,
  changeDeskRecord,
  exportDeskLeads,
  issueDeskToken,
  leadStatuses,
  listDeskLeads,
  listLeadEvents,
  mailDeskSignIn,
  openStatuses,
  readDeskLead,
  readDeskRecord,
} from './queries/dealer-desk.server.ts'
export type {
  DeskAccount,
  DeskDealer,
  DeskLead,
  DeskRecord,
  DeskToken,
  LeadChange,
  LeadChangeResult,
  LeadEvent,
  LeadStatus,
} from './queries/dealer-desk.server.ts'
