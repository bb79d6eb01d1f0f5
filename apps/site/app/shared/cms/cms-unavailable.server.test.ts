import { CmsError } from '@lamella/cms'
import { describe, expect, it } from 'vitest'
import { isCmsUnavailable } from './cms-unavailable.server'

const answered = (status: number) =>
  new CmsError(`CMS request failed with status ${status}`, {
    response: new Response(null, { status }),
  })

describe('isCmsUnavailable', () => {
  it.each([408, 409, 425, 429, 500, 502, 503, 504])(
    'counts %i, a status the client retries, as the CMS being unavailable',
    (status) => {
      expect(isCmsUnavailable(answered(status))).toBe(true)
    },
  )

  it('counts no answer at all (refused, reset, timeout) as unavailable', () => {
    expect(isCmsUnavailable(new CmsError('CMS request failed: fetch failed'))).toBe(true)
  })

  it('counts a success whose body broke off or did not parse as unavailable', () => {
    expect(isCmsUnavailable(answered(200))).toBe(true)
  })

  it.each([400, 401, 403, 404])(
    'counts %i as the site asking wrongly, not as unavailable',
    (status) => {
      expect(isCmsUnavailable(answered(status))).toBe(false)
    },
  )

  it('leaves errors that did not come from the CMS alone', () => {
    expect(isCmsUnavailable(new Error('render failed'))).toBe(false)
  })
})
