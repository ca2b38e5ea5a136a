import { describe, expect, it } from 'vitest'
import { rollupSessions } from './funnel-rollup'
import { buildFunnelReport } from './funnel-report'
import type { FunnelSession } from './funnel-session'
import { csvCell, percentCell, reportCsv } from './report-csv'
import { reportRange } from './rollup-period'

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

const named = {
  ...report,
  screenNames: {
    a: [
      { screenId: 'intro', title: 'Hi, "friend"\nready?', type: 'Intro', position: 1 },
      { screenId: 'quiz', title: 'Your goal', type: 'Single choice', position: 2 },
    ],
  },
}

describe('reportCsv', () => {
  const csv = reportCsv(named)
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
    expect(blocks[0]).toContain('\r\nconversion to purchase,50.0%,0.5')
  })

  it('names screens by number and title, with the raw id and ratio last', () => {
    const rows = blocks[1]!.split('\r\n')
    expect(rows[1]).toBe('screen,title,saw,went on,dropped off,drop-off rate,median time on screen (ms),screen id,drop-off rate (ratio)')
    expect(rows[2]).toBe(`1,"Hi, ""friend""\nready?",2,1,1,50.0%,${report.funnel.screens[0]!.medianTimeOnScreenMs},intro,0.5`)
    expect(rows[3]).toBe('2,Your goal,1,1,0,0.0%,,quiz,0')
  })

  it('says a screen is removed where the definitions were read, and shows its id where they were not', () => {
    const variantB = blocks[6]!.split('\r\n')
    expect(variantB[0]).toBe('Screens: b')
    expect(variantB[2]).toMatch(/^,intro,1,/)
    const removed = reportCsv({ ...report, screenNames: { a: [] } })
      .split('\r\n\r\n')[1]!
      .split('\r\n')
    expect(removed[2]).toMatch(/^,A removed screen,2,1,1,50\.0%,\d*,intro,0\.5$/)
  })

  it('carries the same numbers as the report', () => {
    expect(blocks[2]!.split('\r\n').slice(1)).toEqual([
      'step,sessions,share of started,share of started (ratio)',
      'started,2,100.0%,1',
      'email,0,0.0%,0',
      'paywall,0,0.0%,0',
      'checkout,1,50.0%,0.5',
      'purchase,1,50.0%,0.5',
    ])
    expect(blocks[3]!.split('\r\n').slice(2)).toEqual(['USD,999,499.5'])
    const variants = blocks[9]!.split('\r\n')
    expect(variants[1]).toBe(
      'variant,weight,visitors,purchases,conversion rate,interval low,interval high,probability to be best,expected loss,paywall reached,paywall rate,enough sample,revenue per visitor USD (minor units),conversion rate (ratio),paywall rate (ratio)',
    )
    const a = report.experiment!.variants[0]!
    expect(variants[2]).toBe(
      `a,1,2,1,50.0%,${percentCell(a.interval!.low)},${percentCell(a.interval!.high)},${percentCell(a.probabilityToBeBest)},${a.expectedLoss},0,0.0%,no,499.5,0.5,0`,
    )
    expect(variants[3]).toMatch(/^b,1,1,0,0\.0%,.*,no,0,0,0$/)
  })
})

describe('percentCell', () => {
  it('writes a ratio as a percentage with one decimal', () => {
    expect(percentCell(8 / 41)).toBe('19.5%')
    expect(percentCell(1)).toBe('100.0%')
    expect(percentCell(null)).toBe('')
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
