import { describe, expect, it } from 'vitest'
import { isPersonalRequest } from './private-cache'

const personal = (headers: Record<string, string>) => isPersonalRequest((name) => headers[name])

describe('isPersonalRequest', () => {
  it('recognises a session cookie or a token', () => {
    expect(personal({ cookie: 'a=b; payload-token=xyz' })).toBe(true)
    expect(personal({ cookie: 'payload-token=xyz' })).toBe(true)
    expect(personal({ authorization: 'Bearer xyz' })).toBe(true)
  })

  it('leaves visitors without a session alone', () => {
    expect(personal({ cookie: 'funnel_session=1; not-payload-token=x' })).toBe(false)
    expect(personal({})).toBe(false)
  })
})
