import fc from 'fast-check'
import { localeCodes } from '@lamella/i18n'
import { coverColors, stairTypes } from '@lamella/i18n/products'
import { configurationParams } from '../../app/features/configurator/configuration'
import { detailFields } from '../../app/features/quote/quote-request'
import { offSite } from '../../app/shared/security/safe-path.fixture'
import type { FuzzRequest } from './client'
import { templates } from '../fixtures'

/**
 * Generators of hostile requests. Inputs carry placeholders that the runner replaces with a marker
 * unique to each request: `@@` becomes `fz-<n>` (looked for unescaped in HTML), `##` becomes
 * `hostfz-<n>` (a forged host name that must never come back in a body or header).
 */
export const MARK = '@@'
export const HOST = '##'

const sections = ['blog', 'covers', 'projects', 'pools', 'faq', 'dealers', 'configure', 'quote']
/** Every template in every language: where real routes start, before a random tail. */
const knownPaths = [
  '/',
  ...templates.flatMap((template) => localeCodes.map((code) => template.path(code))),
  ...localeCodes.flatMap((code) => sections.map((section) => `/${code}/${section}`)),
  '/sitemap.xml',
  '/robots.txt',
  '/healthz',
  '/api/address',
  '/api/cache/purge',
  '/api/preview',
  '/api/preview/start',
  '/api/preview/exit',
  '/api/version',
  '/media/00000000-0000-0000-0000-000000000000',
  '/media/00000000-0000-0000-0000-000000000000/video',
]
/** A handful of rendered pages the header variants go to (answered from the page cache). */
const headerPaths = ['/', '/en', '/nl/blog', '/fr/projects', '/de/faq', '/es/covers', '/en/dealers']

const markerText = fc.constantFrom(`<${MARK}>`, `"${MARK}'`, `${MARK}`, `'"><${MARK}>`)
const hostileText = fc.constantFrom(
  '//evil.example',
  '/\\evil.example',
  '\\\\evil.example',
  'https://evil.example/',
  'javascript:alert(1)',
  'data:text/html,<script>alert(1)</script>',
  '%0d%0aSet-Cookie:%20fz=1',
  '../../../../etc/passwd',
  '..%2f..%2f',
  '%zz',
  '%',
  '%00',
  '%c0%ae%c0%ae',
  '%e0%80%af',
  '%ed%a0%80',
  '\u2028',
  '0',
  '-1',
  '9999999999999999999999',
  'NaN',
  '1e308',
  'null',
  '[]',
  '{}',
)
const unicodeText = fc.string({ unit: 'grapheme', maxLength: 12 })
const asciiText = fc.string({ unit: 'binary-ascii', maxLength: 16 })
/** Text for a query value or form field: the marker always, around hostile or random text. */
const value = fc
  .tuple(
    fc.oneof(hostileText, unicodeText, asciiText, fc.constant('')),
    markerText,
    fc.oneof(hostileText, unicodeText, fc.constant('')),
  )
  .map((parts) => parts.join(''))
const longValue = fc
  .tuple(fc.integer({ min: 500, max: 2_000 }), fc.constantFrom('a', 'é', '%41', '/', '<'))
  .map(([length, unit]) => `${unit.repeat(Math.ceil(length / unit.length))}${MARK}`)

/** Percent-encodes text; a lone surrogate (no UTF-8 form) becomes the bytes of a broken one. */
function encode(text: string) {
  return Array.from(text, (char) => {
    try {
      return encodeURIComponent(char)
    } catch {
      return '%ED%A0%80'
    }
  }).join('')
}

/** Text as it may travel in a URL: encoded properly, raw (only what HTTP lets through), or broken. */
const beyondAscii = /[^\u0021-\u007e]/gu
function inUrl(text: fc.Arbitrary<string>) {
  return fc
    .tuple(text, fc.constantFrom('encoded', 'raw', 'mixed'))
    .map(([raw, how]) =>
      how === 'encoded'
        ? encode(raw)
        : how === 'raw'
          ? raw.replace(beyondAscii, encode).replace(/#/g, '%23')
          : raw
              .replace(beyondAscii, encode)
              .replace(/[?#&]/g, (char) => `%${char.charCodeAt(0).toString(16)}`),
    )
}

/** Hostile text as sent in a URL: as is, but for what HTTP cannot carry raw (U+2028, spaces). */
const hostileInUrl = hostileText.map((text) => text.replace(beyondAscii, encode))

const segment = fc.oneof(
  { weight: 3, arbitrary: inUrl(value) },
  { weight: 2, arbitrary: hostileInUrl },
  { weight: 2, arbitrary: inUrl(unicodeText) },
  fc.constantFrom('..', '.', '', '%2e%2e', '%2F', '%5c', '\\', 'evil.example', '_root', 'index'),
  fc.constantFrom(...sections, ...localeCodes, 'nl-BE', 'EN', 'en-us', 'xx'),
  { weight: 1, arbitrary: longValue.map(encode) },
)

const queryName = fc.oneof(
  { weight: 4, arbitrary: fc.constantFrom('step', 'pool', 'color', 'length', 'width', 'stair') },
  { weight: 2, arbitrary: fc.constantFrom('q', 'place', 'all', 'page', 'type', 'lang', 'w', 'f') },
  {
    weight: 2,
    arbitrary: fc.constantFrom(
      'redirect',
      'redirect_to',
      'next',
      'returnTo',
      'return_to',
      'callbackUrl',
      'url',
      'to',
      'path',
      'preview',
      'token',
      '_data',
      '_routes',
      'index',
      'utm_source',
    ),
  },
  { weight: 1, arbitrary: inUrl(value) },
)
const queryValue = fc.oneof(
  { weight: 4, arbitrary: inUrl(value) },
  { weight: 2, arbitrary: hostileInUrl },
  {
    weight: 2,
    arbitrary: fc.constantFrom(
      ...coverColors,
      ...stairTypes,
      'pool',
      'colour',
      'dimensions',
      'stair',
      'summary',
      'all',
      '1',
      '10,5',
      '4.5',
      '1',
      'root',
      'features/pages/home',
    ),
  },
  { weight: 1, arbitrary: longValue.map(encode) },
)
const query = fc
  .array(fc.tuple(queryName, queryValue, fc.constantFrom('=', '', '==')), { maxLength: 6 })
  .map((pairs) => pairs.map(([name, text, eq]) => `${name}${eq === '' ? '' : eq}${text}`))
  .map((pairs) => (pairs.length ? `?${pairs.join('&')}` : ''))

const paths = fc
  .tuple(
    fc.oneof(
      { weight: 4, arbitrary: fc.constantFrom(...knownPaths) },
      { weight: 1, arbitrary: fc.constantFrom('', '//evil.example', '/\\evil.example', '/%2f%2f') },
    ),
    fc.array(segment, { maxLength: 4 }),
    fc.constantFrom('', '.data', '.data', '/', '/.data', '.xml', '/..', '%00'),
    fc.oneof({ weight: 3, arbitrary: query }, fc.constantFrom('?_data=root', '?_routes=root', '?')),
  )
  .map(([start, tail, suffix, search]) => {
    const base = start === '/' && tail.length > 0 ? '' : start
    const path = `${base}${tail.map((part) => `/${part}`).join('')}${suffix}` || '/'
    return `${path.startsWith('/') ? path : `/${path}`}${search}`
  })

/** Header values: only bytes HTTP lets through (node refuses CR, LF and other controls). */
const headerText = (text: fc.Arbitrary<string>) =>
  text.map((raw) => raw.replace(/[^\t\u0020-\u007e\u0080-\u00ff]/g, '?'))
const forgedHost = fc.constantFrom(
  `${HOST}.evil.example`,
  `${HOST}.evil.example:80`,
  `127.0.0.1@${HOST}.evil.example`,
  `${HOST}.evil.example/path`,
  `evil.example\\${HOST}`,
  `${HOST}`,
)
const acceptLanguage = fc.oneof(
  headerText(value),
  fc.constantFrom('*', 'xx', 'nl-BE;q=abc', 'en;q=2, fr;q=-1', ',,,;;;', 'de-DE-x-private'),
  fc
    .array(fc.constantFrom('nl', 'en-US', 'fr-BE', 'de', 'es-ES', 'pt', '*', 'zz-ZZ'), {
      maxLength: 8,
    })
    .map((tags) => tags.map((tag, i) => `${tag};q=0.${9 - (i % 9)}`).join(', ')),
)
const cookieValue = fc.oneof(
  headerText(value),
  fc.constantFrom(...localeCodes, 'xx', '', '"nl"', 'nl; lamella_locale=en', '%6e%6c'),
  fc.constantFrom(
    'eyJhbGciOiJub25lIn0.eyJleHAiOjk5OTk5OTk5OTl9.',
    'forged.signature',
    'v1.9999999999.AAAA',
    '1.2.3',
  ),
  fc.base64String({ maxLength: 200 }),
)
const cookie = fc
  .array(
    fc.tuple(
      // a preview cookie (forged) skips the page cache and renders: rarer than the others
      fc.oneof(
        {
          weight: 12,
          arbitrary: fc.constantFrom('lamella_locale', 'directus_session_token', 'fz', ''),
        },
        { weight: 1, arbitrary: fc.constant('lamella_preview') },
      ),
      cookieValue,
    ),
    { minLength: 1, maxLength: 4 },
  )
  .map((pairs) => pairs.map(([name, text]) => (name ? `${name}=${text}` : text)).join('; '))

const headerVariants = fc.record(
  {
    host: forgedHost,
    'x-forwarded-host': forgedHost,
    'x-forwarded-proto': fc.constantFrom('https', 'http', 'javascript', `${HOST}`, 'https, http'),
    'x-forwarded-for': fc.constantFrom('1.2.3.4', '::1', 'garbage', `${HOST}`, '1.1.1.1, 2.2.2.2'),
    forwarded: fc.constantFrom(`host=${HOST}.evil.example;proto=https`, 'for=unknown'),
    'accept-language': acceptLanguage,
    cookie,
    accept: fc.constantFrom('*/*', 'text/html', 'application/json', 'text/x-script', '', '<>'),
    'accept-encoding': fc.constantFrom(
      'br',
      'gzip',
      'deflate',
      'identity',
      'br;q=0, gzip',
      '*',
      'x',
    ),
    'sec-fetch-mode': fc.constantFrom('navigate', 'cors', 'no-cors', 'x'),
    'sec-fetch-dest': fc.constantFrom('document', 'empty', 'iframe', 'x'),
    'sec-fetch-site': fc.constantFrom('same-origin', 'cross-site', 'none'),
    'sec-purpose': fc.constantFrom('prefetch', 'prefetch;prerender', 'x'),
  },
  { requiredKeys: [] },
)

const locale = fc.constantFrom(...localeCodes)

/** A form body: random, missing or repeated fields, huge values, broken encodings. */
const formFields = fc.array(
  fc.tuple(
    fc.oneof(
      fc.constantFrom(
        ...detailFields,
        'dealer',
        'intent',
        'step',
        'stamp',
        'submissionId',
        ...configurationParams,
        'token',
        'path',
      ),
      inUrl(value),
    ),
    fc.oneof({ weight: 4, arbitrary: inUrl(value) }, hostileText, longValue.map(encode)),
  ),
  { maxLength: 14 },
)
const body = fc.oneof(
  formFields.map((fields) => ({
    type: 'application/x-www-form-urlencoded',
    body: fields.map(([name, text]) => `${name}=${text}`).join('&'),
  })),
  formFields.map((fields) => ({
    type: 'multipart/form-data; boundary=fz',
    body: `${fields
      .map(
        ([name, text]) =>
          `--fz\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${text}\r\n`,
      )
      .join('')}--fz--\r\n`,
  })),
  fc.constantFrom(
    { type: 'multipart/form-data', body: '--x\r\n' },
    { type: 'multipart/form-data; boundary=', body: '' },
    { type: 'application/json', body: `{"name":"<${MARK}>"` },
    { type: 'application/json', body: `{"__proto__":{"x":"<${MARK}>"}}` },
    { type: 'text/plain', body: `name=<${MARK}>` },
    { type: 'application/x-www-form-urlencoded', body: '%zz=%zz&&&=&a' },
    { type: '', body: `name="${MARK}'` },
    { type: 'application/x-www-form-urlencoded; charset=utf-7', body: 'name=+ADw-script+AD4-' },
  ),
)
const authorization = fc.oneof(
  fc.constantFrom(
    '',
    'Bearer',
    'Bearer ',
    'Bearer nonsense',
    'Basic YWRtaW46YWRtaW4=',
    'Bearer eyJhbGciOiJub25lIiwidHlwIjoiSldUIn0.eyJjb2xsZWN0aW9uIjoicG9zdHMifQ.',
    'Bearer eyJhbGciOiJIUzI1NiJ9.eyJjb2xsZWN0aW9uIjoicG9zdHMifQ.c2lnbmF0dXJl',
  ),
  headerText(value).map((text) => `Bearer ${text}`),
  fc.base64String({ maxLength: 300 }).map((text) => `Bearer ${text}.${text}.${text}`),
)

const pathRequests = fc
  .tuple(paths, fc.constantFrom('GET', 'GET', 'GET', 'HEAD'))
  .map(([path, method]): FuzzRequest => ({ method, path, headers: {} }))

const templateQueryRequests = fc
  .tuple(
    fc.oneof(
      locale.map((code) => `/${code}/configure`),
      locale.map((code) => `/${code}/quote`),
      locale.map((code) => `/${code}/dealers`),
      locale.map((code) => `/${code}/projects`),
      locale.map((code) => `/${code}/blog`),
      fc.constantFrom(...knownPaths),
    ),
    query,
    fc.constantFrom('', '.data'),
  )
  .map(([path, search, suffix]): FuzzRequest => ({
    method: 'GET',
    path: `${path === '/' && suffix ? '/_root' : path}${suffix}${search}`,
    headers: {},
  }))

const headerRequests = fc
  .tuple(fc.constantFrom(...headerPaths), headerVariants, fc.constantFrom('', '', '.data'))
  .map(([path, headers, suffix]): FuzzRequest => ({
    method: 'GET',
    path: `${path === '/' && suffix ? '/_root' : path}${suffix}`,
    headers,
  }))

const formRequests = fc.oneof(
  fc
    .tuple(locale, body, fc.constantFrom('', '?index', '?step=dealer', `?pool=<${MARK}>`))
    .map(([code, { type, body: text }, search]): FuzzRequest => ({
      method: 'POST',
      path: `/${code}/quote${search}`,
      headers: type ? { 'content-type': type } : {},
      body: text,
    })),
  fc.tuple(authorization, body).map(([auth, { type, body: text }]): FuzzRequest => ({
    method: 'POST',
    path: '/api/cache/purge',
    headers: {
      ...(auth ? { authorization: auth } : {}),
      ...(type ? { 'content-type': type } : {}),
    },
    body: text,
  })),
  fc.tuple(queryValue, fc.oneof(locale, queryValue)).map(([q, lang]): FuzzRequest => ({
    method: 'GET',
    path: `/api/address?q=${q}&lang=${lang}`,
    headers: {},
  })),
  fc
    .tuple(
      fc.constantFrom(...knownPaths, '/api/preview', '/api/preview/exit'),
      fc.constantFrom('POST', 'PUT', 'DELETE', 'PATCH', 'OPTIONS', 'TRACE'),
      body,
    )
    .map(([path, method, { type, body: text }]): FuzzRequest => ({
      method,
      path,
      headers: type ? { 'content-type': type } : {},
      body: text,
    })),
)

/** Paths an attacker sends to a redirecting endpoint, encoded for a query or a form body. */
const redirectTarget = fc.oneof(
  fc.constantFrom(...offSite).map((path) => encodeURIComponent(path)),
  fc.constantFrom(...offSite),
  hostileText,
)
const sameSite = fc.constantFrom<Record<string, string>>(
  { 'sec-fetch-site': 'same-origin' },
  {},
  { origin: 'https://evil.example' },
  { 'sec-fetch-site': 'cross-site' },
)
const uuidLike = fc.oneof(
  fc.uuid(),
  fc.constantFrom('00000000-0000-0000-0000-000000000000', `<${MARK}>`, '..%2f..%2fetc', '%00'),
)

/** Every API route and form action with what it reads: preview, purge, media, version. */
const apiRequests = fc.oneof(
  fc.tuple(redirectTarget, sameSite).map(([path, headers]): FuzzRequest => ({
    method: 'POST',
    path: '/api/preview/exit',
    headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers },
    body: `path=${path}`,
  })),
  fc.constantFrom(...offSite).map((path): FuzzRequest => ({
    method: 'GET',
    path: `/api/preview/start?path=${encodeURIComponent(path)}`,
    headers: {},
  })),
  fc.tuple(hostileText, authorization).map(([token, auth]): FuzzRequest => ({
    method: 'POST',
    path: '/api/preview',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: `token=${encodeURIComponent(auth ?? token)}`,
  })),
  fc
    .tuple(
      uuidLike,
      fc.oneof(fc.integer(), queryValue),
      fc.oneof(queryValue, fc.constantFrom('webp', 'avif', 'jpg', 'png', 'svg', 'gif')),
    )
    .map(([id, width, format]): FuzzRequest => ({
      method: 'GET',
      path: `/media/${id}?w=${width}&f=${format}`,
      headers: {},
    })),
  fc
    .tuple(uuidLike, fc.constantFrom('bytes=0-', 'bytes=-1', 'bytes=9999999999-', 'bytes=a-b', ''))
    .map(([id, range]): FuzzRequest => ({
      method: 'GET',
      path: `/media/${id}/video`,
      headers: range ? { range } : {},
    })),
  fc.constantFrom<FuzzRequest>({ method: 'GET', path: '/api/version', headers: {} }),
)

/**
 * The request mix. Weights follow the cost of an answer on two cores: header variants of cached
 * pages are cheap, a new path or query is a full render (or a 404 page), form posts stop early.
 */
export const fuzzRequest = fc.oneof(
  { weight: 2, arbitrary: pathRequests },
  { weight: 2, arbitrary: templateQueryRequests },
  { weight: 20, arbitrary: headerRequests },
  { weight: 3, arbitrary: formRequests },
  { weight: 2, arbitrary: apiRequests },
)
