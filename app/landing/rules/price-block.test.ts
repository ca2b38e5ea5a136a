import { describe, expect, it } from 'vitest'
import { priceBlockPeriod, priceBlocksIntro, savingPercent } from './price-block'

describe('price block copy', () => {
  it('names the access length from the key’s family', () => {
    expect(priceBlockPeriod('annual_access_curator_3m')).toBe('for a full year')
    expect(priceBlockPeriod('n_weeks_access_curator_1m')).toBe('for 4 weeks')
  })

  it('rounds the saving and shows none when there is no discount', () => {
    expect(savingPercent(150, 50)).toBe(67)
    expect(savingPercent(39.99, 20)).toBe(50)
    expect(savingPercent(20, 20)).toBe(0)
    expect(savingPercent(0, 10)).toBe(0)
  })

  it('introduces the blocks the flag chose', () => {
    expect(priceBlocksIntro('annual_access')).toMatch(/^A full year/)
    expect(priceBlocksIntro('n_weeks_access_with_mentor')).toMatch(/^Four weeks.*personal curator/)
    expect(priceBlocksIntro('annual_access')).not.toMatch(/curator/)
  })
})
