import { describe, expect, it } from 'vitest'
import { rollupSessions } from './funnel-rollup'
import { buildFunnelReport } from './funnel-report'
import type { FunnelSession } from './funnel-session'
import { csvCell, reportCsv } from './report-csv'
import { reportRange } from './rollup-period'
import { screenNameOf } from './screen-names'

const visit = (visitorId: string, variant: string, screens: string[], purchase = false): FunnelSession => ({
  visitorId,
  funnelId: variant,
  variant,
  checkout: purchase,
  purchase,
  revenue: purchase ? { USD: 999 } : {},
  events: screens.map((screenId, i) => ({
    eventId: `${visitorId}${i}`,
    name: 'screen.presented',
    visitorId,
    funnelId: variant,
    variant,
    screenId,
    occurredAt: new Date(Date.UTC(2025, 0, 1, 12, 0, i * 30)).toISOString(),
  })),
})

const report = buildFunnelReport({
  input: { funnelId: 'a', from: '2025-01-01', to: '2025-01-01', timeZone: 'Europe/Berlin', source: 'facebook' },
  range: reportRange('2025-01-01', '2025-01-01', 'Europe/Berlin'),
  asOf: '2025-01-02T00:00:00.000Z',
  rollup: rollupSessions([visit('v1', 'a', ['intro', 'quiz'], true), visit('v2', 'a', ['intro']), visit('v3', 'b', ['intro'])], 'hour'),
  sampleSteps: [],
  screenOrders: { a: ['intro', 'quiz'], b: ['intro'] },
  settings: [{ from: -Infinity, weights: { a: 1, b: 1 } }],
})

describe('reportCsv', () => {
  const csv = reportCsv(report)
  const blocks = csv.trimEnd().split('\r\n\r\n')

  it('writes the report as titled blocks of CRLF rows', () => {
    expect(blocks.map((block) => block.split('\r\n')[0])).toEqual([
      'Funnel report',
      'Screens',
      'Steps',
      'Revenue',
      'Screens: a',
      'Steps: a',
      'Screens: b',
      'Steps: b',
      'Experiment',
      'Variants',
      'Sample ratio by weight period',
    ])
    expect(blocks[0]).toContain('\r\ntime zone,Europe/Berlin\r\ncounted from (UTC),2024-12-31T23:00:00.000Z\r\n')
    expect(blocks[0]).toContain('\r\nsource,facebook\r\n')
    expect(blocks[0]).toContain('\r\nexact range,yes\r\n')
  })

  it('carries the same numbers as the report', () => {
    expect(blocks[1]!.split('\r\n').slice(1)).toEqual([
      'screen,saw,went on,dropped off,drop-off rate,median time on screen (ms),screen title',
      `intro,2,1,1,0.5,${report.funnel.screens[0]!.medianTimeOnScreenMs},`,
      'quiz,1,1,0,0,,',
    ])
    expect(blocks[2]!.split('\r\n').slice(2)).toEqual(['started,2,1', 'email,0,0', 'paywall,0,0', 'checkout,1,0.5', 'purchase,1,0.5'])
    expect(blocks[3]!.split('\r\n').slice(2)).toEqual(['USD,999,499.5'])
    const variants = blocks[9]!.split('\r\n')
    expect(variants[1]).toBe(
      'variant,weight,visitors,purchases,conversion rate,interval low,interval high,probability to be best,expected loss,paywall reached,paywall rate,enough sample,revenue per visitor USD (minor units)',
    )
    const a = report.experiment!.variants[0]!
    expect(variants[2]).toBe(`a,1,2,1,0.5,${a.interval!.low},${a.interval!.high},${a.probabilityToBeBest},${a.expectedLoss},0,0,no,499.5`)
    expect(variants[3]).toMatch(/^b,1,1,0,0,.*,no,0$/)
  })
})

describe('csvCell', () => {
  it('quotes what needs quoting and defuses formulas', () => {
    expect(csvCell('plain')).toBe('plain')
    expect(csvCell('a,b')).toBe('"a,b"')
    expect(csvCell('say "hi"')).toBe('"say ""hi"""')
    expect(csvCell('=HYPERLINK("x")')).toBe(`"'=HYPERLINK(""x"")"`)
    expect(csvCell('-screen')).toBe("'-screen")
    expect(csvCell(-1.5)).toBe('-1.5')
    expect(csvCell(null)).toBe('')
    expect(csvCell(Number.NaN)).toBe('')
    expect(csvCell(true)).toBe('yes')
  })
})

describe('reportCsv screen titles', () => {
  it('names each screen by its readable title in the last column, tokens read as values', () => {
    const now = new Date('2026-01-01T00:00:00Z')
    const screens = [
      { id: 'intro', type: 'Info', title: 'Earn $100K in {{year}}, like {{fact:learners}} others' },
      { id: 'quiz', type: 'Info', title: '{{answer:intro}}' },
    ]
    const names = screens.map((screen, index) => screenNameOf(screen, index, now, screens))
    const csv = reportCsv({ ...report, screenNames: { a: names } })
    const screenRows = csv.split('\r\n\r\n')[1]!.split('\r\n').slice(2)
    expect(screenRows[0]).toMatch(/,"Earn \$100K in 2026, like 500,000 others"$/)
    expect(screenRows[1]).toMatch(/,"answer to “Earn \$100K in 2026, like 500,000 others”"$/)
    expect(csv).not.toContain('{{')
  })
})
