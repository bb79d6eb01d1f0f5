import type { Country } from '@lamella/i18n'
import type { CoverColor, StairType } from '@lamella/i18n/products'
import type { CmsClient } from '../client.server.ts'
import { CmsError, toCmsError } from '../errors.ts'

/**
 * A quote request as `quote_requests` stores it (docs/cms-schema.md): every answer the visitor
 * gave, which the e-mail flow puts in the mails.
 */
export interface QuoteRequestRecord {
  /** One per rendered form: Directus refuses a second row with it (a unique index). */
  submission_id: string
  kind: 'mail' | 'appointment'
  /** the Directus language code, e.g. `nl-BE` */
  locale: string
  name: string
  email: string
  phone: string | null
  address: string
  postal_code: string
  municipality: string
  country: Country
  /** the province, state or canton of the postal code, as the site's places data names it */
  region: string | null
  /** the place's coordinates, as the site's places data has them */
  latitude: number | null
  longitude: number | null
  pool_built: 'yes' | 'no'
  message: string | null
  consent: true
  /** the version of the consent text and privacy notice the visitor accepted */
  consent_version: string
  /** the pool line's id, when the visitor configured one */
  pool: number | null
  color: CoverColor | null
  length: number | null
  width: number | null
  stair: StairType | null
  /** the chosen dealer's id, for an appointment */
  dealer: number | null
}

/** `created`: stored now; `duplicate`: a request with this submission id was stored before. */
export type QuoteRequestResult = 'created' | 'duplicate'

/**
 * Stores a quote request with the form writer's token (create-only: Directus answers 204 and the
 * writer can read nothing back). A request whose `submission_id` Directus already holds resolves
 * `duplicate`, so that a retry after a lost answer counts as delivered. Every other failure
 * rejects with a CmsError: without a status when Directus was not reached (or timed out).
 */
export async function createQuoteRequest(
  client: CmsClient,
  record: QuoteRequestRecord,
): Promise<QuoteRequestResult> {
  try {
    await client.request<unknown>(() => ({
      path: '/items/quote_requests',
      method: 'POST',
      body: JSON.stringify(record),
    }))
    return 'created'
  } catch (error) {
    const failure = error instanceof CmsError ? error : toCmsError(error)
    if (failure.code === 'RECORD_NOT_UNIQUE') return 'duplicate'
    throw failure
  }
}

/**
 * Whether a failed create may succeed later unchanged: Directus was unreachable, timed out, is
 * overloaded or failed itself. A refusal (400 invalid, 401/403 wrong token) will not heal by
 * waiting.
 */
export function isTransientCmsFailure(error: unknown): boolean {
  if (!(error instanceof CmsError)) return true
  const status = error.status
  return status === undefined || status === 408 || status === 429 || status >= 500
}
