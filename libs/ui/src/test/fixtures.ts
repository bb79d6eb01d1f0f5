/*
 * Local pictures for stories and tests: no network in tests, and stable pixels for the baselines.
 * The loader mimics a CMS transformation URL with a fragment (`#width=`): every candidate in the
 * srcset differs, yet the dev server sees one plain file request.
 */
const fixtureImages = {
  pool: new URL('./fixtures/pool.svg', import.meta.url).href,
  cover: new URL('./fixtures/cover.svg', import.meta.url).href,
  project: new URL('./fixtures/project.svg', import.meta.url).href,
  blog: new URL('./fixtures/blog.svg', import.meta.url).href,
  stair: new URL('./fixtures/stair.svg', import.meta.url).href,
}

const fixtureLoader = (url: string) => (width: number) => `${url}#width=${width}`

export { fixtureImages, fixtureLoader }
