import { describe, expect, it } from 'vitest'
import { endOfLifeNotice } from './node-support'

describe('endOfLifeNotice', () => {
  it('names Node 20 from its end of life on 2026-04-30, in one line', () => {
    expect(endOfLifeNotice('v20.20.2', new Date('2026-04-29T12:00:00Z'))).toBeNull()
    const notice = endOfLifeNotice('v20.20.2', new Date('2026-04-30T00:00:00Z'))
    expect(notice).toBe('! Node v20.20.2 left support on 2026-04-30 and gets no security fixes: run the site on Node 24 LTS.')
    expect(notice).not.toContain('\n')
  })

  it('says nothing on a supported line, or on a line newer than the table', () => {
    expect(endOfLifeNotice('v24.11.0', new Date('2026-12-07'))).toBeNull()
    expect(endOfLifeNotice('v22.12.0', new Date('2026-12-07'))).toBeNull()
    expect(endOfLifeNotice('v26.0.0', new Date('2026-12-07'))).toBeNull()
  })

  it('names a line older than the table', () => {
    expect(endOfLifeNotice('v16.20.0', new Date('2026-12-07'))).toMatch(/^! Node v16\.20\.0 left support and/)
  })
})
