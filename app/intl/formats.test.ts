import { describe, expect, it } from 'vitest'
import { dateFormat, numberFormat } from './formats'

describe('Intl formatters kept per locale and options', () => {
  it('gives the same formatter for the same locale and options, another for other options', () => {
    const berlin = dateFormat('en-US', { timeZone: 'Europe/Berlin', day: '2-digit' })
    expect(dateFormat('en-US', { timeZone: 'Europe/Berlin', day: '2-digit' })).toBe(berlin)
    expect(dateFormat('en-US', { timeZone: 'America/Los_Angeles', day: '2-digit' })).not.toBe(berlin)
    expect(numberFormat('en-US', { style: 'currency', currency: 'USD' })).toBe(
      numberFormat('en-US', { style: 'currency', currency: 'USD' }),
    )
    expect(numberFormat('en-US', { style: 'currency', currency: 'GBP' }).format(1)).toBe('£1.00')
  })
  it('refuses an unknown time zone as Intl does (callers such as localDate rely on the throw)', () => {
    expect(() => dateFormat('en-US', { timeZone: 'Mars/Olympus' })).toThrow(RangeError)
  })
})
