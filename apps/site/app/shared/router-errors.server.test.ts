import { UNSAFE_ErrorResponseImpl as ErrorResponseImpl } from 'react-router'
import { describe, expect, it } from 'vitest'
import { withoutRouterMessages } from './router-errors.server'

describe('withoutRouterMessages', () => {
  it("drops React Router's developer message, keeps the status", () => {
    const noRoute = new ErrorResponseImpl(
      404,
      'Not Found',
      new Error('No route matches URL "/%2f%2f/x"'),
      true,
    )
    const errors: Record<string, unknown> = { root: noRoute }
    withoutRouterMessages(errors)
    expect(noRoute.data).toBeUndefined()
    expect(noRoute.status).toBe(404)
  })

  it('keeps the data of an error response the site threw itself', () => {
    const own = new ErrorResponseImpl(404, 'Not Found', { reason: 'page', path: '/en/x' })
    withoutRouterMessages({ 'features/pages/page': own, other: new Error('boom') })
    expect(own.data).toEqual({ reason: 'page', path: '/en/x' })
  })

  it('accepts a render without errors', () => {
    expect(() => withoutRouterMessages(null)).not.toThrow()
  })
})
