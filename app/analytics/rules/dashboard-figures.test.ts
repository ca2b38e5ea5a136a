import { describe, expect, it } from 'vitest'
import { activeAt, dailyFigures, dashboardKpis, dashboardWindow } from './dashboard-figures'

describe('dashboardWindow', () => {
  it('compares a period with the same number of days just before it, and draws "today" over a week', () => {
    expect(dashboardWindow('7d', '2026-11-26')).toMatchObject({
      from: '2026-11-20',
      to: '2026-11-26',
      previousFrom: '2026-11-13',
      previousTo: '2026-11-19',
    })
    const today = dashboardWindow('today', '2026-03-01')
    expect(today).toMatchObject({ from: '2026-03-01', previousFrom: '2026-02-28', previousTo: '2026-02-28', readFrom: '2026-02-23' })
    expect(today.trendDays).toHaveLength(7)
  })
})

describe('dashboardKpis', () => {
  const window = dashboardWindow('today', '2026-11-26')
  const subscriptions = [
    // Cancelled today, paid until next month: churn today, still active.
    {
      startedAt: '2026-10-01T10:00:00.000Z',
      endDate: '2026-12-01T10:00:00.000Z',
      cancelledAt: '2026-11-26T09:00:00.000Z',
      status: 'cancelled',
    },
    // Expired yesterday without a cancellation: churn yesterday, not active.
    { startedAt: '2026-10-25T10:00:00.000Z', endDate: '2026-11-25T10:00:00.000Z', cancelledAt: null, status: 'expired' },
  ]
  const daily = dailyFigures(window.trendDays, [], [], subscriptions)
  const kpis = dashboardKpis(window, daily, subscriptions)
  const kpi = (id: string) => kpis.find((one) => one.id === id)!

  it('counts a cancellation on its day and an expiry on its end date; a cancelled plan stays active until then', () => {
    expect(kpi('churn')).toMatchObject({ value: 1, previous: 1 })
    expect(kpi('active-subscriptions')).toMatchObject({ value: 1, previous: 1 })
    expect(activeAt(subscriptions, '2026-11-24')).toBe(2)
  })

  it('counts days in the reporting time zone: hour rows, payments and subscriptions by their local date', () => {
    const days = ['2026-11-25', '2026-11-26']
    const step = (period: string) => ({
      period,
      funnelId: 'f',
      variant: null,
      source: '*',
      started: 1,
      email: 0,
      paywall: 0,
      checkout: 0,
      purchase: 0,
      revenue: {},
    })
    // 03:00 UTC on the 26th is still the 25th in New York; 05:00 UTC is the 26th there.
    const steps = [step('2026-11-26T03'), step('2026-11-26T05'), step('2026-11-26T06')]
    const payments = [{ kind: 'refund', status: 'success', amountCents: 500, currency: 'USD' as const, at: '2026-11-26T04:59:00.000Z' }]
    const york = dailyFigures(days, steps, payments, [], 'America/New_York')
    expect(york.get('2026-11-25')).toMatchObject({ visitors: 1, refunds: { USD: 500 } })
    expect(york.get('2026-11-26')).toMatchObject({ visitors: 2, refunds: {} })
    const utc = dailyFigures(days, steps, payments, [])
    expect(utc.get('2026-11-26')).toMatchObject({ visitors: 3, refunds: { USD: 500 } })
    // Ended at 03:00 UTC on the 26th: still paid up at the end of the 25th in UTC, not in New York.
    const ended = [{ startedAt: '2026-10-01T00:00:00.000Z', endDate: '2026-11-26T03:00:00.000Z', cancelledAt: null, status: 'expired' }]
    expect(activeAt(ended, '2026-11-25')).toBe(1)
    expect(activeAt(ended, '2026-11-25', 'America/New_York')).toBe(0)
  })

  it('keeps a place for revenue when nothing was sold, and says nothing where there is nothing to divide', () => {
    expect(kpi('net')).toMatchObject({ label: 'Net revenue', value: null })
    expect(kpi('conversion').value).toBeNull()
    expect(kpi('renewals').value).toBeNull()
  })
})
