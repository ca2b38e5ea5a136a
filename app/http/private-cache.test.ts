import { describe, expect, it } from 'vitest'
import { markPrivate } from './private-cache'

const headersFor = (init: HeadersInit) => {
  const headers = new Headers({ 'Cache-Control': 'public, max-age=60' })
  markPrivate(new Request('http://localhost/home', { headers: init }), headers)
  return headers.get('Cache-Control')
}

describe('markPrivate', () => {
  it('makes answers to a signed-in student or app private and unstored', () => {
    expect(headersFor({ cookie: 'a=b; payload-token=xyz' })).toBe('private, no-store')
    expect(headersFor({ authorization: 'Bearer xyz' })).toBe('private, no-store')
  })

  it('leaves visitors’ answers as the route set them', () => {
    expect(headersFor({ cookie: 'funnel_session=1; not-payload-token=x' })).toBe('public, max-age=60')
    expect(headersFor({})).toBe('public, max-age=60')
  })
})
