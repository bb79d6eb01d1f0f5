import { z } from 'zod'

/** One entry of the `errors` list Directus answers with (`{ errors: [{ message, extensions: { code } }] }`). */
const apiError = z.object({
  message: z.string(),
  extensions: z.looseObject({ code: z.string().optional() }).optional().catch(undefined),
})

export type CmsApiError = z.output<typeof apiError>

interface CmsErrorInit {
  errors?: CmsApiError[]
  response?: Response
  cause?: unknown
}

/**
 * Every failed CMS request rejects with this: `errors` is the body's error list and `response`
 * the Response (both absent when the request never got an answer, e.g. connection refused).
 */
export class CmsError extends Error {
  override name = 'CmsError'
  readonly errors: CmsApiError[]
  readonly response: Response | undefined

  constructor(message: string, { errors = [], response, cause }: CmsErrorInit = {}) {
    super(message, cause === undefined ? undefined : { cause })
    this.errors = errors
    this.response = response
  }

  get status(): number | undefined {
    return this.response?.status
  }

  /** Directus' error code of the first error, e.g. `FORBIDDEN`. */
  get code(): string | undefined {
    return this.errors[0]?.extensions?.code
  }
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null
}

function toApiErrors(raw: unknown): CmsApiError[] {
  if (Array.isArray(raw)) {
    return raw.map((entry) => {
      const parsed = apiError.safeParse(entry)
      return parsed.success ? parsed.data : { message: String(entry) }
    })
  }
  if (raw === undefined || raw === null || raw === '') return []
  // A proxy in front of Directus may answer with an HTML or plain-text page instead of JSON.
  const message = raw instanceof Error ? raw.message : String(raw)
  return [{ message: message.length > 200 ? `${message.slice(0, 200)}…` : message }]
}

/** Turns whatever the SDK or fetch rejected with into a CmsError. */
export function toCmsError(error: unknown): CmsError {
  if (error instanceof CmsError) return error
  if (isRecord(error) && error.response instanceof Response) {
    const response = error.response
    const errors = toApiErrors(error.errors)
    const detail = errors[0]?.message ? `: ${errors[0].message}` : ''
    return new CmsError(`CMS request failed with status ${response.status}${detail}`, {
      errors,
      response,
      cause: error,
    })
  }
  const reason = error instanceof Error ? error.message : String(error)
  return new CmsError(`CMS request failed: ${reason}`, { cause: error })
}
