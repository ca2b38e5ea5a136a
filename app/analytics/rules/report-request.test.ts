import { describe, expect, it } from 'vitest'
import { funnelReportInputSchema } from '@schemas/analytics/funnel-report'
import { defaultReportFunnel, localDate, reportRequest, reportSearch } from './report-request'

const now = new Date('2026-03-01T02:30:00Z')

describe('reportRequest', () => {
  it("opens on the last 30 days in the site's reporting time zone for the default funnel", () => {
    const { values, query } = reportRequest(new URLSearchParams(), now, 'UTC')
    expect(values).toEqual({
      funnelId: defaultReportFunnel,
      variants: [],
      from: '2026-01-31',
      to: '2026-03-01',
      timeZone: 'UTC',
      source: '',
    })
    expect(query).toEqual({ funnelId: defaultReportFunnel, from: '2026-01-31', to: '2026-03-01', timeZone: 'UTC' })
    expect(funnelReportInputSchema.safeParse(query).success).toBe(true)
  })

  it("ends the default range on today's date in the chosen zone, the site's unless the question names one", () => {
    // 02:30 UTC on 1 March is still 28 February in New York.
    const { values } = reportRequest(new URLSearchParams({ timeZone: 'America/New_York' }), now, 'UTC')
    expect(values.to).toBe('2026-02-28')
    expect(values.from).toBe('2026-01-30')
    expect(reportRequest(new URLSearchParams(), now, 'America/New_York').values).toMatchObject({
      to: '2026-02-28',
      timeZone: 'America/New_York',
    })
  })

  it('keeps repeated variants once each, drops empty fields and passes bad input on for the schema to name', () => {
    const search = new URLSearchParams(
      'funnelId=challenge_100k&variants=a&variants=b&variants=a&variants=&source=&from=2026-02-10&to=2026-02-01',
    )
    const { values, query } = reportRequest(search, now, 'UTC')
    expect(values.variants).toEqual(['a', 'b'])
    expect(query).toEqual({ funnelId: 'challenge_100k', variants: ['a', 'b'], from: '2026-02-10', to: '2026-02-01', timeZone: 'UTC' })
    const parsed = funnelReportInputSchema.safeParse(query)
    expect(parsed.success).toBe(false)
    expect(parsed.error?.issues[0]?.message).toBe('The range ends before it starts')
  })

  it('round-trips through reportSearch', () => {
    const { values } = reportRequest(new URLSearchParams('variants=x&variants=y&source=facebook&timeZone=Europe/Berlin'), now, 'UTC')
    expect(reportRequest(new URLSearchParams(reportSearch(values)), now, 'UTC').values).toEqual(values)
  })

  it('reads an unknown zone as UTC for the default date (the schema then refuses the zone)', () => {
    expect(localDate(now, 'Mars/Olympus')).toBe('2026-03-01')
    const { query } = reportRequest(new URLSearchParams({ timeZone: 'Mars/Olympus' }), now, 'UTC')
    expect(funnelReportInputSchema.safeParse(query).error?.issues[0]?.path).toEqual(['timeZone'])
  })
})
