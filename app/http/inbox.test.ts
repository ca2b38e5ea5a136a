import { describe, expect, it } from 'vitest'
import { inboxOf } from './inbox'

describe('the inbox an address reaches', () => {
  it('is the same for case, spaces and a +tag', () => {
    for (const address of ['ann@example.com', ' Ann@Example.COM ', 'ann+1@example.com', 'ANN+news+x@example.com'])
      expect(inboxOf(address), address).toBe('ann@example.com')
  })

  it('ignores dots at Gmail only', () => {
    expect(inboxOf('a.n.n+x@googlemail.com')).toBe('ann@gmail.com')
    expect(inboxOf('a.nn@example.com')).toBe('a.nn@example.com')
  })

  it('keeps addresses it cannot split', () => {
    expect(inboxOf('+@example.com')).toBe('+@example.com')
    expect(inboxOf('nobody')).toBe('nobody')
  })
})
