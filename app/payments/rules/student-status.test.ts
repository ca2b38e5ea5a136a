import { describe, expect, it } from 'vitest'
import { studentStatusFor } from './student-status'

const now = new Date('2026-11-22T12:00:00Z')

describe('studentStatusFor', () => {
  it('is other with no subscription', () => {
    expect(studentStatusFor([], now)).toBe('other')
  })

  it('is active while any subscription is active, even beside a lapsed one', () => {
    expect(studentStatusFor([{ status: 'expired' }, { status: 'active' }], now)).toBe('active')
  })

  it('is redemption when the only live subscription is in redemption', () => {
    expect(studentStatusFor([{ status: 'redemption' }, { status: 'expired' }], now)).toBe('redemption')
  })

  it('keeps a cancelled subscription active until its paid period ends', () => {
    expect(studentStatusFor([{ status: 'cancelled', endDate: '2026-11-30T00:00:00Z' }], now)).toBe('active')
    expect(studentStatusFor([{ status: 'cancelled', endDate: '2026-11-01T00:00:00Z' }], now)).toBe('other')
  })
})
