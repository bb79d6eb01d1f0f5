/**
 * For other packages' tests: a stub Directus and responses recorded from the real one.
 * Never imported by production code.
 */
export { directusError, directusQuery, forbidden, startStubServer } from './stub-server.ts'
export type { RecordedRequest, StubHandler, StubResponse, StubServer } from './stub-server.ts'
export { default as globalSettingsResponse } from '../__fixtures__/global-settings.json' with { type: 'json' }
export { default as pageNotFoundResponse } from '../__fixtures__/page-not-found.json' with { type: 'json' }
export { default as pageAboutResponse } from '../__fixtures__/page-about.json' with { type: 'json' }
export { default as postsListResponse } from '../__fixtures__/posts-list.json' with { type: 'json' }
export { default as postDetailResponse } from '../__fixtures__/post-detail.json' with { type: 'json' }
export { default as searchFrResponses } from '../__fixtures__/search-fr.json' with { type: 'json' }
export { default as searchNlResponses } from '../__fixtures__/search-nl.json' with { type: 'json' }
