import { describe, expect, it, vi } from 'vitest'
import { createRequestContext, noRequestContext, requestContextOf } from './request-context.server'

describe('the request context', () => {
  it('reads each key once for a page request, however many loaders ask', async () => {
    const context = createRequestContext('GET')
    const read = vi.fn(async () => ({ id: 7 }))
    const [first, second] = await Promise.all([context.once('session', read), context.once('session', read)])
    expect(read).toHaveBeenCalledTimes(1)
    expect(second).toBe(first)
    await context.once('enrolments', async () => [])
    expect(read).toHaveBeenCalledTimes(1)
  })

  it('keeps nothing between requests', async () => {
    const read = vi.fn(async () => 1)
    await createRequestContext('GET').once('session', read)
    await createRequestContext('GET').once('session', read)
    expect(read).toHaveBeenCalledTimes(2)
  })

  it('reads anew on a form post, whose action may change what its loaders then read', async () => {
    const context = createRequestContext('POST')
    const read = vi.fn(async () => 1)
    await context.once('session', read)
    await context.once('session', read)
    expect(read).toHaveBeenCalledTimes(2)
  })

  it('shares nothing for a caller without a load context', async () => {
    const read = vi.fn(async () => 1)
    expect(requestContextOf(undefined)).toBe(noRequestContext)
    await requestContextOf({}).once('session', read)
    await requestContextOf({}).once('session', read)
    expect(read).toHaveBeenCalledTimes(2)
  })
})
