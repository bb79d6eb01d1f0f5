/**
 * A small REST client for the Directus API. Plain fetch keeps the setup readable: every call
 * below maps one to one onto an endpoint of the Directus REST reference.
 */
export class DirectusError extends Error {
  readonly status: number
  readonly body: string

  constructor(method: string, path: string, status: number, body: string) {
    super(`${method} ${path} answered ${status}: ${body.slice(0, 500)}`)
    this.status = status
    this.body = body
  }
}

export type Query = Record<string, string | number | boolean | object>

export interface Api {
  readonly url: string
  /** Sends a request and returns the `data` member of the answer (undefined for 204). */
  request<T>(method: string, path: string, body?: unknown, query?: Query): Promise<T>
  get<T>(path: string, query?: Query): Promise<T>
  post<T>(path: string, body: unknown): Promise<T>
  patch<T>(path: string, body: unknown): Promise<T>
  delete(path: string, body?: unknown): Promise<void>
  /** Like request, but returns the status instead of throwing: for access checks. */
  status(method: string, path: string, body?: unknown): Promise<number>
  upload<T>(form: FormData): Promise<T>
}

/** Directus reads `filter`, `fields`, `deep` etc. as JSON or comma lists in the query string. */
function toSearch(query: Query = {}): string {
  const params = new URLSearchParams()
  for (const [key, value] of Object.entries(query)) {
    params.set(key, typeof value === 'object' ? JSON.stringify(value) : String(value))
  }
  const search = params.toString()
  return search ? `?${search}` : ''
}

export function createApi(url: string, token?: string): Api {
  const headers: Record<string, string> = token ? { Authorization: `Bearer ${token}` } : {}

  async function send(method: string, path: string, body?: unknown, query?: Query) {
    const init: RequestInit = { method, headers: { ...headers } }
    if (body instanceof FormData) init.body = body
    else if (body !== undefined) {
      init.body = JSON.stringify(body)
      init.headers = { ...headers, 'Content-Type': 'application/json' }
    }
    return fetch(`${url}${path}${toSearch(query)}`, init)
  }

  async function request<T>(method: string, path: string, body?: unknown, query?: Query) {
    const response = await send(method, path, body, query)
    const text = await response.text()
    if (!response.ok) throw new DirectusError(method, path, response.status, text)
    return (text ? (JSON.parse(text) as { data: T }).data : undefined) as T
  }

  return {
    url,
    request,
    get: (path, query) => request('GET', path, undefined, query),
    post: (path, body) => request('POST', path, body),
    patch: (path, body) => request('PATCH', path, body),
    delete: async (path, body) => {
      await request('DELETE', path, body)
    },
    status: async (method, path, body) => {
      const response = await send(method, path, body)
      await response.body?.cancel()
      return response.status
    },
    upload: (form) => request('POST', '/files', form),
  }
}

/** Logs in with email and password and returns a client that uses the access token. */
export async function login(url: string, email: string, password: string): Promise<Api> {
  const { access_token } = await createApi(url).post<{ access_token: string }>('/auth/login', {
    email,
    password,
  })
  return createApi(url, access_token)
}
