import type { Api } from './api.ts'

/**
 * A Directus API for unit tests: the methods a test gives, and every other one refusing with
 * the name of what was tested, so that a call nobody expected fails loudly.
 */
export function memoryApi(testing: string, methods: Partial<Omit<Api, 'url'>>): Api {
  const refuse = () => Promise.reject(new Error(`not used by ${testing}`))
  return {
    url: 'http://directus.test',
    request: refuse,
    get: refuse,
    post: refuse,
    patch: refuse,
    delete: refuse,
    status: refuse,
    upload: refuse,
    ...methods,
  }
}
