import type { CmsHandle } from '@lamella/tools/stack'

/**
 * The Directus admin API, as an editor's save goes through it: every write runs the CMS's flows,
 * the publish flow that purges the site included. Answers are the `data` of Directus' envelope;
 * anything but a 2xx throws with Directus' errors, so a test never edits on a silent failure.
 */
export interface CmsAdmin {
  get<T>(path: string): Promise<T>
  post<T>(path: string, body: unknown): Promise<T>
  patch<T>(path: string, body: unknown): Promise<T>
  delete(path: string): Promise<void>
  /** Uploads a file as an editor does in the Data Studio, into no content; answers its id. */
  upload(name: string, type: string, body: string | Buffer): Promise<string>
}

export async function loginAdmin(cms: Pick<CmsHandle, 'url' | 'admin'>): Promise<CmsAdmin> {
  const login = await fetch(`${cms.url}/auth/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ email: cms.admin.email, password: cms.admin.password }),
  })
  if (!login.ok) throw new Error(`Directus login answered ${login.status}`)
  const token = ((await login.json()) as { data: { access_token: string } }).data.access_token

  async function call<T>(method: string, path: string, body?: unknown): Promise<T> {
    const response = await fetch(`${cms.url}${path}`, {
      method,
      headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    })
    if (!response.ok) {
      throw new Error(`${method} ${path} answered ${response.status}: ${await response.text()}`)
    }
    if (response.status === 204) return undefined as T
    return ((await response.json()) as { data: T }).data
  }

  return {
    get: (path) => call('GET', path),
    post: (path, body) => call('POST', path, body),
    patch: (path, body) => call('PATCH', path, body),
    async upload(name, type, body) {
      const form = new FormData()
      form.append(
        'file',
        new Blob([typeof body === 'string' ? body : new Uint8Array(body)], { type }),
        name,
      )
      const response = await fetch(`${cms.url}/files`, {
        method: 'POST',
        headers: { Authorization: `Bearer ${token}` },
        body: form,
      })
      if (!response.ok) {
        throw new Error(`upload of ${name} answered ${response.status}: ${await response.text()}`)
      }
      return ((await response.json()) as { data: { id: string } }).data.id
    },
    delete: (path) => call('DELETE', path),
  }
}
